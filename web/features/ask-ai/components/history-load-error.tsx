import { describeError } from '../../../../common/errors/catalogue.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Callout } from '../../../components/ui/callout.tsx';

/** Earlier questions could not be loaded: why, and a way to ask again. */
export function HistoryLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Callout tone="warning" title="Earlier questions could not be loaded">
      <p>{describeError(error).message}</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </Callout>
  );
}
