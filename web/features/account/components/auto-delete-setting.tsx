import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  AUTO_DELETE_PERIODS,
  type AutoDeletePeriod,
} from '../../../../common/retention/auto-delete.ts';
import { describeError } from '../../../../common/errors/catalogue.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Callout } from '../../../components/ui/callout.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { classNames } from '../../../components/ui/class-names.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { fetchAutoDeletePreview } from '../account-api.ts';
import {
  AUTO_DELETE_SECTION_ID,
  describeAutoDeletePeriod,
  describePendingDeletions,
  describeSavedPeriod,
  isShorterPeriod,
} from '../auto-delete-words.ts';
import { useAccountSettings, useSaveAccountSettings } from '../use-account-settings.ts';

const CHOICES: { value: AutoDeletePeriod | null; label: string }[] = [
  { value: null, label: 'Off: keep them until I delete them' },
  ...AUTO_DELETE_PERIODS.map((days) => ({ value: days, label: describeAutoDeletePeriod(days) })),
];

/**
 * "Delete my documents automatically": off, or some days after upload. A change that deletes
 * sooner first says how many documents are already older and go at the next sweep (within
 * the hour), and waits for a yes; saving says what was saved.
 */
export function AutoDeleteSetting({ className }: { className?: string }) {
  const settings = useAccountSettings();
  const save = useSaveAccountSettings();
  const headingId = useId();
  const sectionRef = useRef<HTMLDivElement>(null);
  const saved = settings.data?.deleteDocumentsAfterDays ?? null;
  const [chosen, setChosen] = useState<AutoDeletePeriod | null | undefined>(undefined);
  const current = chosen === undefined ? saved : chosen;
  const [pendingDeletions, setPendingDeletions] = useState<number | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  // Arriving from a document's notice (/settings#auto-delete): the section comes into view.
  useEffect(() => {
    if (settings.isSuccess && window.location.hash === `#${AUTO_DELETE_SECTION_ID}`) {
      sectionRef.current?.scrollIntoView({ block: 'start' });
    }
  }, [settings.isSuccess]);

  const store = async (days: AutoDeletePeriod | null) => {
    setPendingDeletions(null);
    try {
      const stored = await save.mutateAsync({ deleteDocumentsAfterDays: days });
      setChosen(undefined);
      setSavedMessage(describeSavedPeriod(stored.deleteDocumentsAfterDays));
    } catch (caught) {
      setError(caught);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSavedMessage(null);
    setError(null);
    if (!isShorterPeriod(current, saved)) {
      await store(current);
      return;
    }
    setIsChecking(true);
    try {
      const { documentsPastPeriod } = await fetchAutoDeletePreview(current);
      if (documentsPastPeriod === 0) await store(current);
      else setPendingDeletions(documentsPastPeriod);
    } catch (caught) {
      setError(caught);
    } finally {
      setIsChecking(false);
    }
  };

  return (
    <div
      ref={sectionRef}
      id={AUTO_DELETE_SECTION_ID}
      className={classNames('scroll-mt-24', className)}
    >
      <Card as="section" labelledBy={headingId}>
        <h2 id={headingId} className="font-serif text-2xl text-brand-strong">
          Delete my documents automatically
        </h2>
        <p className="mt-2 max-w-prose text-ink-muted">
          Each document is deleted for good, with its analysis, your questions about it and its
          share links, once it is older than the period you choose.
        </p>
        {settings.isPending ? (
          <p role="status" className="mt-4 text-ink-muted">
            Loading your setting…
          </p>
        ) : null}
        {settings.isError ? (
          <Callout tone="danger" role="alert" title={describeError(settings.error).title}>
            <p>{describeError(settings.error).message}</p>
          </Callout>
        ) : null}
        {settings.isSuccess ? (
          <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 space-y-4">
            <fieldset>
              <legend className="text-sm font-semibold text-ink">Delete each document</legend>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {CHOICES.map((choice) => (
                  <li key={choice.value ?? 'off'}>
                    <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-line p-3 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-soft/40">
                      <input
                        type="radio"
                        name="auto-delete"
                        className="size-4 accent-brand"
                        checked={current === choice.value}
                        onChange={() => {
                          setChosen(choice.value);
                          setSavedMessage(null);
                        }}
                      />
                      {choice.label}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <div role="status">
              {savedMessage ? (
                <Callout tone="accent" className="mt-0">
                  {savedMessage}
                </Callout>
              ) : null}
            </div>
            {error ? (
              <Callout tone="danger" role="alert" title={describeError(error).title}>
                <p>{describeError(error).message}</p>
              </Callout>
            ) : null}
            <Button
              type="submit"
              variant="secondary"
              disabled={current === saved || save.isPending || isChecking}
            >
              {save.isPending || isChecking ? 'Saving…' : 'Save'}
            </Button>
          </form>
        ) : null}
      </Card>
      <ConfirmDialog
        open={pendingDeletions !== null}
        title="Delete older documents?"
        confirmLabel="Save and delete them"
        busyLabel="Saving…"
        variant="destructive"
        busy={save.isPending}
        onConfirm={() => void store(current)}
        onCancel={() => setPendingDeletions(null)}
      >
        <p>
          {pendingDeletions === null || current === null
            ? null
            : describePendingDeletions(pendingDeletions, current)}
        </p>
      </ConfirmDialog>
    </div>
  );
}
