import { useId, useState, type FormEvent } from 'react';
import type {
  Analysis,
  Perspective,
  ReaderOption,
} from '../../../../common/analysis/analysis-schema.ts';
import { getButtonClassName } from '../../../components/ui/button-styles.ts';
import { Callout } from '../../../components/ui/callout.tsx';
import { describeSwitchError } from '../describe-switch-error.ts';
import { formatReaderOption, formatRole } from '../reader-labels.ts';
import { useReaderSwitch, type ReaderSwitchState } from '../use-reader-switch.ts';

interface ReaderSwitcherProps {
  documentId: string;
  /** Whom the analysis is written for now. */
  perspective: Perspective | null;
  /** Every party it can be written for. */
  readers: readonly ReaderOption[];
  /** Stores the analysis written for the new reader wherever the app keeps the document. */
  onSwitched: (analysis: Analysis) => Promise<void> | void;
  /** For tests: the API call. */
  request?: (documentId: string, role: string) => Promise<Analysis>;
}

/**
 * "Reading as: the Franchisee": whose side the analysis is written from, why (chosen from the
 * document type, or by the person; both sides promising the same), and a labelled choice of
 * the parties to read it as instead. Choosing one and pressing "Switch" re-reads the document for
 * free; the current analysis stays until the new one arrives, and a failure is said plainly.
 */
export function ReaderSwitcher({
  documentId,
  perspective,
  readers,
  onSwitched,
  request,
}: ReaderSwitcherProps) {
  const headingId = useId();
  const radioName = useId();
  const noteId = useId();
  const { state, switchTo } = useReaderSwitch({ documentId, onSwitched, request });
  const currentRole = perspective?.role ?? '';
  const [chosen, setChosen] = useState(currentRole);
  // A new analysis (switched here, or re-run) resets the menu to its reader.
  const [shownRole, setShownRole] = useState(currentRole);
  if (shownRole !== currentRole) {
    setShownRole(currentRole);
    setChosen(currentRole);
  }

  if (!perspective && readers.length === 0) return null;
  const isSwitching = state.phase === 'switching';
  const canSwitch = !isSwitching && chosen !== '' && chosen !== currentRole;
  const otherParty = readers.length > 2 ? 'another party' : 'the other party';
  // Only a document with another party to read it as offers the choice (and says so).
  const hasChoice = readers.length > 1 || !perspective;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSwitch) void switchTo(chosen);
  };

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={isSwitching}
      data-testid="reader-switch"
      className="rounded-lg border border-brand/20 bg-brand-soft/60 p-4"
    >
      <h3 id={headingId} className="text-base leading-snug text-ink">
        <span className="font-normal text-ink-muted">Reading as:</span>{' '}
        <span data-testid="current-reader" className="font-semibold text-brand-strong">
          {perspective ? formatRole(perspective.role) : 'no party yet'}
        </span>
      </h3>
      {perspective && perspective.party.trim() !== perspective.role.trim() ? (
        <p className="text-sm text-ink-muted">{perspective.party}</p>
      ) : null}
      <div id={noteId} className="mt-2 space-y-1 text-sm leading-relaxed text-ink">
        {perspective?.chosenBy === 'default' ? (
          <p>
            {hasChoice
              ? `Chosen from the document type; change it below if you are ${otherParty}.`
              : 'Chosen from the document type.'}
          </p>
        ) : null}
        {!perspective ? <p>Choose whose side you are on to see the findings for you.</p> : null}
        {perspective?.isMutual ? (
          <p>Both sides make the same promises here, so the findings read alike for either.</p>
        ) : null}
      </div>
      {hasChoice ? (
        <form onSubmit={submit} className="mt-3 space-y-3">
          {/* Radios, not a menu: a long company name wraps instead of being cut short. */}
          <fieldset aria-describedby={noteId} className="min-w-0 space-y-1">
            <legend className="mb-1 text-sm font-medium text-ink">Whose side are you on?</legend>
            {readers.map((reader) => (
              <label
                key={`${reader.role}-${reader.party}`}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-2 text-sm leading-snug text-ink hover:bg-surface/70 has-[:checked]:bg-surface"
              >
                <input
                  type="radio"
                  name={radioName}
                  value={reader.role}
                  checked={chosen === reader.role}
                  onChange={() => setChosen(reader.role)}
                  className="mt-0.5 size-4 shrink-0 accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                />
                <span className="min-w-0 break-words">{formatReaderOption(reader)}</span>
              </label>
            ))}
          </fieldset>
          {/* Never `disabled`: a focused button that disables itself drops the focus. */}
          <button
            type="submit"
            aria-disabled={!canSwitch}
            className={getButtonClassName(
              // Quiet until there is another party to switch to, then the page's main action.
              canSwitch ? 'primary' : 'secondary',
              'md',
              'aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:border-line-strong aria-disabled:hover:bg-surface',
            )}
          >
            {isSwitching ? 'Switching…' : 'Switch'}
          </button>
        </form>
      ) : null}
      <p role="status" className="mt-2 text-sm text-ink-muted empty:hidden">
        {describeProgress(state)}
      </p>
      {state.phase === 'failed' ? <SwitchFailure state={state} /> : null}
    </section>
  );
}

function describeProgress(state: ReaderSwitchState): string {
  if (state.phase === 'switching') return `Re-reading the document as ${formatRole(state.role)}…`;
  if (state.phase === 'switched') {
    return `Now reading as ${formatRole(state.role)}: the findings below are written for that side. No credit was used.`;
  }
  return '';
}

function SwitchFailure({ state }: { state: Extract<ReaderSwitchState, { phase: 'failed' }> }) {
  const described = describeSwitchError(state.error);
  return (
    <Callout tone="danger" role="alert" title={described.title} className="mt-3">
      <p>{`${described.message} ${described.action}`.trim()}</p>
      <p className="mt-1">{`The analysis still reads as before; ${formatRole(state.role)} was not applied.`}</p>
    </Callout>
  );
}
