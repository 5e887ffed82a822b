import { ButtonLink } from '../../components/ui/button-link.tsx';
import { Callout } from '../../components/ui/callout.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Container } from '../../components/ui/container.tsx';
import { useAuthStore } from '../../features/auth/auth-store.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** The sign-in page; accounts do not exist in this build yet, and the page says so. */
export default function LoginPage() {
  usePageTitle('Sign in');
  const message = useAuthStore((state) => state.message);
  return (
    <Container className="flex justify-center py-16 sm:py-24">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 className="font-serif text-3xl text-brand-strong">Sign in</h1>
        {message ? (
          <Callout role="alert" tone="warning" className="mt-5">
            {message}
          </Callout>
        ) : null}
        <p className="mt-5 leading-relaxed text-ink-muted">
          Accounts are not available on this server yet, so signing in is not possible for now. In
          the meantime you can read how Legal Explainer works and what the plans include.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/what-is-legal-explainer" variant="secondary" className="flex-1">
            How it works
          </ButtonLink>
          <ButtonLink to="/pricing" variant="secondary" className="flex-1">
            See plans
          </ButtonLink>
        </div>
      </Card>
    </Container>
  );
}
