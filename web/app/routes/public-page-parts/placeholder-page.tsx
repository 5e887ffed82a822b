import { Container } from '../../../components/ui/container.tsx';

/** A signed-in page that is not built yet: its heading and one honest sentence. */
export function PlaceholderPage({ title, text }: { title: string; text: string }) {
  return (
    <Container className="py-16 sm:py-20">
      <h1 className="font-serif text-4xl text-brand-strong">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-muted">{text}</p>
    </Container>
  );
}
