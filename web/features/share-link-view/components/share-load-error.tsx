import { describeError } from '../../../../common/errors/catalogue.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Callout } from '../../../components/ui/callout.tsx';
import { Container } from '../../../components/ui/container.tsx';

/**
 * A shared analysis that could not be loaded for a passing reason (no connection, a busy
 * server): the catalogue's words and a way to try again, as elsewhere in the app.
 */
export function ShareLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const described = describeError(error);
  return (
    <Container className="py-16">
      <div className="mx-auto max-w-2xl">
        <h1 className="font-serif text-3xl text-brand-strong">Shared analysis</h1>
        <Callout tone="danger" role="alert" title={described.title} className="mt-6">
          <p>{`The shared analysis could not be loaded. ${described.message}`}</p>
          <p className="mt-1 text-ink-muted">{described.action}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
            Try again
          </Button>
        </Callout>
      </div>
    </Container>
  );
}
