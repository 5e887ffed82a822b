import { useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { ActivityList } from './activity-list.tsx';
import { DownloadActivityCsv } from './download-activity-csv.tsx';

const ACCOUNT = { kind: 'account' } as const;

/**
 * Settings' "Activity": everything done in the account, newest first (uploads, openings,
 * downloads, reports, share links, sign-ins, new devices, password and two-step changes), with
 * the whole log as CSV. Nobody can change or delete an entry; they go after the retention
 * (a year by default).
 */
export function AccountActivitySection({
  onError,
  className,
}: {
  /** The CSV could not be downloaded, for the page to say why. */
  onError?: (error: unknown) => void;
  className?: string;
}) {
  const headingId = useId();
  return (
    <Card as="section" labelledBy={headingId} className={className}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="font-serif text-2xl text-brand-strong">
          Activity
        </h2>
        <DownloadActivityCsv scope={ACCOUNT} {...(onError && { onError })} />
      </div>
      <p className="mt-2 max-w-prose text-ink-muted">
        Every time your documents were opened, downloaded, reported, shared or deleted, and every
        sign-in and change to how you sign in. Nobody can change or remove an entry; each is kept
        for a year by default. Addresses are kept only as a short one-way code.
      </p>
      <ActivityList scope={ACCOUNT} label="Account activity" />
    </Card>
  );
}
