import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Container } from '../../../components/ui/container.tsx';

/**
 * What a link that no longer opens shows. Missing, revoked and expired look the same by
 * design, so the page says what may have happened and who can help, not which it was.
 */
export function ShareUnavailableScreen() {
  return (
    <Container className="py-16 sm:py-24">
      <div className="mx-auto max-w-2xl">
        <h1 className="font-serif text-3xl text-brand-strong sm:text-4xl">
          This link is no longer available
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-muted">
          The link may have expired or been revoked by the person who shared it. Ask them for a new
          link.
        </p>
        <ButtonLink to="/" className="mt-8">
          Go to the home page
        </ButtonLink>
      </div>
    </Container>
  );
}
