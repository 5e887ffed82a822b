import { Container } from './container.tsx';

/**
 * A page whose content is still on its way: its heading, so the page is named from the start,
 * and a status line that screen readers announce.
 */
export function LoadingPage({ title, status }: { title: string; status: string }) {
  return (
    <Container className="py-16">
      <h1 className="font-serif text-3xl text-brand-strong">{title}</h1>
      <p role="status" className="mt-4 text-ink-muted">
        {status}
      </p>
    </Container>
  );
}
