import { Badge } from '../../../components/ui/badge.tsx';
import { FileTextIcon, FlagIcon, ListChecksIcon } from 'lucide-react';

/**
 * An illustration of an analysis drawn in HTML: a contract excerpt with the flagged words
 * highlighted and the finding that points at them. It is labelled as an example because it is
 * one: the clause and the result were written for this page.
 */
export function AnalysisPreview() {
  return (
    <figure>
      <div className="relative">
        {/* A second sheet behind the card suggests a document without using an image. */}
        <div
          aria-hidden="true"
          className="absolute inset-0 translate-x-2 translate-y-3 rotate-1 rounded-2xl border border-line bg-accent-soft"
        />
        <div className="relative overflow-hidden rounded-2xl border border-line bg-surface shadow-[0_12px_32px_-12px_rgba(14,34,54,0.25)]">
          <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-3 sm:px-5">
            <p className="flex min-w-0 items-center gap-2 text-sm font-medium text-ink">
              <FileTextIcon className="size-4.5 shrink-0 text-ink-muted" strokeWidth={1.75} />
              <span className="truncate">Services agreement.pdf</span>
              <span className="text-ink-muted">· page 4 of 11</span>
            </p>
            <Badge tone="accent">Example</Badge>
          </div>

          <div className="space-y-4 p-4 sm:p-5">
            <div className="rounded-lg bg-paper px-4 py-3.5 font-serif text-[0.9375rem] leading-relaxed text-ink">
              <p className="font-semibold">9. Term and renewal</p>
              <p className="mt-1.5">
                9.1 This Agreement begins on the Effective Date and continues for an initial term of
                twelve (12) months.
              </p>
              <p className="mt-1.5">
                9.2 Thereafter, this Agreement{' '}
                <mark className="rounded-sm bg-highlight text-ink shadow-[inset_0_-2px_0_var(--color-warning)]">
                  shall automatically renew for successive twelve (12) month periods
                </mark>{' '}
                unless either party gives written notice of non-renewal at least ninety (90) days
                before the end of the then-current term.
              </p>
            </div>

            <div className="rounded-lg border border-danger/25 border-l-4 border-l-danger p-4">
              <div className="flex flex-wrap items-center gap-2">
                <FlagIcon className="size-4.5 text-danger" strokeWidth={1.75} />
                <p className="font-semibold text-ink">Renews automatically</p>
                <Badge tone="danger">High severity</Badge>
              </div>
              <p className="mt-2 text-sm leading-relaxed text-ink-muted">
                The agreement continues for another year on its own unless you cancel at least 90
                days before the term ends.
              </p>
              <p className="mt-2 text-sm text-ink">
                <span className="font-medium">Quoted from page 4, clause 9.2:</span>{' '}
                <q className="italic">
                  shall automatically renew for successive twelve (12) month periods
                </q>
              </p>
              <p className="mt-2 text-sm leading-relaxed text-ink">
                <span className="font-medium">Worth asking:</span> a 30-day notice period, or a
                reminder before renewal.
              </p>
            </div>

            <div className="flex gap-3 rounded-lg border border-line p-4">
              <ListChecksIcon className="mt-0.5 size-4.5 shrink-0 text-info" strokeWidth={1.75} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                  <p className="text-sm font-semibold text-ink">Your obligation</p>
                  <Badge tone="info">90 days before term ends</Badge>
                </div>
                <p className="mt-1 text-sm text-ink-muted">
                  Give written notice if you do not want to renew.
                </p>
              </div>
            </div>
          </div>
        </div>
      </div>
      <figcaption className="mt-6 text-center text-sm text-ink-muted">
        Example only: an illustration of how findings point at the words, not a real analysis.
      </figcaption>
    </figure>
  );
}
