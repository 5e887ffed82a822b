import { Container } from '../../../components/ui/container.tsx';

/** Shown while a share link's analysis is on its way. */
export function SharedLoading() {
  return (
    <Container className="py-16">
      <h1 className="font-serif text-3xl text-brand-strong">Opening the shared analysis</h1>
      <p role="status" className="mt-4 text-ink-muted">
        Loading shared analysis...
      </p>
    </Container>
  );
}
