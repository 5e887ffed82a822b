import { useId } from 'react';
import type { Stats } from '../../../../common/api/stats.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatCount } from '../../../lib/format.ts';
import {
  describeTimeSaved,
  formatAverageConfidence,
  formatMinutes,
  formatMinutesInWords,
} from '../format-stats.ts';
import { useStats } from '../use-stats.ts';

export interface StatsPanelProps {
  className?: string;
}

type StatName = Exclude<keyof Stats, 'timeSavedBasis'>;

interface StatView {
  name: StatName;
  label: string;
  shown: (stats: Stats) => string;
  /** What a screen reader says when the shown text is abbreviated or a symbol. */
  spoken?: (stats: Stats) => string | undefined;
}

const STATS: readonly StatView[] = [
  {
    name: 'documentsAnalyzed',
    label: 'Documents analyzed',
    shown: (stats) => formatCount(stats.documentsAnalyzed),
  },
  {
    name: 'redFlagsFound',
    label: 'Red flags found',
    shown: (stats) => formatCount(stats.redFlagsFound),
  },
  {
    name: 'timesSaved',
    label: 'Time saved',
    shown: (stats) => formatMinutes(stats.timesSaved),
    spoken: (stats) => formatMinutesInWords(stats.timesSaved),
  },
  {
    name: 'totalObligations',
    label: 'Obligations tracked',
    shown: (stats) => formatCount(stats.totalObligations),
  },
  {
    name: 'avgConfidence',
    label: 'Average confidence',
    shown: formatAverageConfidence,
    // A lone dash may be read out as "em dash", or not at all.
    spoken: (stats) => (stats.documentsAnalyzed === 0 ? 'None yet' : undefined),
  },
];

/**
 * The dashboard's five statistics (SPEC sections 1 and 3) as a description list, each labelled
 * and carrying its raw number in `data-value` for tests, with a note on how they are counted.
 * Shows 0 until the first answer; `aria-busy` says when the numbers are not yet the server's.
 */
export function StatsPanel({ className }: StatsPanelProps) {
  const { stats, loaded, loading, error, reload } = useStats();
  const headingId = useId();
  return (
    <Card as="section" labelledBy={headingId} className={className}>
      <div data-testid="stats-panel" aria-busy={!loaded || loading}>
        <h2 id={headingId} className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
          Your statistics
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-5 sm:grid-cols-3 lg:grid-cols-5">
          {STATS.map((stat) => {
            const spoken = stat.spoken?.(stats);
            return (
              <div
                key={stat.name}
                data-testid={`stat-${stat.name}`}
                data-value={stats[stat.name]}
                className="flex flex-col-reverse gap-1"
              >
                <dt className="text-sm text-ink-muted">{stat.label}</dt>
                <dd className="font-serif text-3xl text-brand-strong tabular-nums">
                  {spoken ? (
                    <>
                      <span aria-hidden="true">{stat.shown(stats)}</span>
                      <span className="sr-only">{spoken}</span>
                    </>
                  ) : (
                    stat.shown(stats)
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
        {error && !loading ? (
          <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm text-danger">
            <span>
              {loaded
                ? 'Your statistics could not be updated; these are the last known numbers.'
                : 'Your statistics could not be loaded.'}
            </span>
            <Button variant="secondary" size="sm" onClick={reload}>
              Try again
            </Button>
          </div>
        ) : null}
        <details className="mt-5 text-sm text-ink-muted">
          <summary className="cursor-pointer font-medium text-ink hover:text-brand">
            How we count
          </summary>
          <div className="mt-2 space-y-2 leading-relaxed">
            <p>
              Only documents with a finished analysis count. Red flags and obligations are added up
              over them, and average confidence is the mean of their analyses’ overall confidence,
              rounded.
            </p>
            <p data-testid="time-saved-formula">{describeTimeSaved(stats.timeSavedBasis)}</p>
          </div>
        </details>
      </div>
    </Card>
  );
}
