import { NOT_LEGAL_ADVICE_NOTICE } from '../../../../common/analysis/not-legal-advice.ts';
import { ScaleIcon, ShareIcon } from 'lucide-react';
import { formatDate } from '../../../lib/format.ts';

/**
 * The calm line above a shared analysis: what it is, that it cannot be changed (nor its file
 * downloaded, when view only), when the link stops opening, and that it is not legal advice. A
 * region named "Shared analysis", so people (and journeys) find it; its h1 heads the page.
 */
export function ShareLinkBanner({
  documentName,
  expiresAt,
  isViewOnly = false,
}: {
  documentName: string;
  expiresAt: string;
  isViewOnly?: boolean;
}) {
  return (
    <section aria-label="Shared analysis" className="flex items-start gap-3">
      <ShareIcon className="mt-1 size-5 shrink-0 text-brand" />
      <div className="min-w-0">
        <h1 className="font-serif text-xl leading-snug text-brand-strong [overflow-wrap:anywhere]">
          {`Shared analysis of ${documentName}`}
          {/* One sentence to a screen reader; on a phone the facts take their own line. */}
          <span className="hidden sm:inline"> · </span>
          <span className="block font-sans text-sm font-normal text-ink-muted sm:inline">
            {`read-only${isViewOnly ? ' · view only' : ''} · this link expires on ${formatDate(expiresAt)}`}
          </span>
        </h1>
        <p className="mt-1 flex gap-2 text-sm text-ink-muted">
          <ScaleIcon className="mt-0.5 size-4 shrink-0 text-accent" />
          <span>{NOT_LEGAL_ADVICE_NOTICE}</span>
        </p>
      </div>
    </section>
  );
}
