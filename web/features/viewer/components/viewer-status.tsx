import { describeError, type DescribedError } from '../../../../common/errors/catalogue.ts';
import { Callout } from '../../../components/ui/callout.tsx';

/** Shown while a document's file or pages are on their way. */
export function ViewerLoading() {
  return (
    <div role="status" className="flex flex-1 items-center justify-center p-8 text-ink-muted">
      <span
        aria-hidden="true"
        className="mr-3 size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand motion-reduce:animate-none"
      />
      Loading document...
    </div>
  );
}

interface ViewerErrorProps {
  /** Any error; it is shown with the catalogue's title, message and action hint. */
  error: unknown;
}

/** Why the document cannot be shown, in the error catalogue's words; never a stack trace. */
export function ViewerError({ error }: ViewerErrorProps) {
  const described: DescribedError = describeError(error);
  return (
    <div className="flex flex-1 items-start justify-center p-6">
      <Callout tone="danger" role="alert" title={described.title} className="max-w-lg">
        <p>{described.message}</p>
        <p className="mt-1 text-ink-muted">{described.action}</p>
      </Callout>
    </div>
  );
}
