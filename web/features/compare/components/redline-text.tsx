import { Fragment } from 'react';
import { listChangeRuns } from '../../../../common/compare/change-wording.ts';
import type { ClauseChange, WordRun } from '../../../../common/compare/comparison.ts';

// Struck and underlined as well as coloured, so the change reads without colour.
const DELETED_CLASSES =
  'rounded-sm bg-danger-soft px-0.5 text-danger line-through decoration-danger decoration-2';
const INSERTED_CLASSES =
  'rounded-sm bg-success-soft px-0.5 text-success underline decoration-success decoration-2 underline-offset-2';

/** Words the new version no longer has: struck, and named "deleted" for screen readers. */
export function DeletedWords({ text }: { text: string }) {
  return (
    <del className={DELETED_CLASSES}>
      <span className="sr-only">deleted: </span>
      {text}
    </del>
  );
}

/** Words the new version adds: underlined, and named "inserted" for screen readers. */
export function InsertedWords({ text }: { text: string }) {
  return (
    <ins className={INSERTED_CLASSES}>
      <span className="sr-only">inserted: </span>
      {text}
    </ins>
  );
}

function Run({ run }: { run: WordRun }) {
  if (run.op === 'delete') return <DeletedWords text={run.text} />;
  if (run.op === 'insert') return <InsertedWords text={run.text} />;
  return <>{run.text}</>;
}

/**
 * A clause's words as a redline: for a changed clause its runs (shared words plain, the old
 * words struck, the new ones underlined), spaced since the runs leave out the whitespace
 * between them; an added clause all inserted, a removed one all struck, a moved one as it now
 * reads.
 */
export function RedlineText({ change }: { change: ClauseChange }) {
  return (
    <p className="leading-relaxed break-words whitespace-pre-line">
      {listChangeRuns(change).map((run, index) => (
        <Fragment key={index}>
          {index > 0 ? ' ' : null}
          <Run run={run} />
        </Fragment>
      ))}
    </p>
  );
}
