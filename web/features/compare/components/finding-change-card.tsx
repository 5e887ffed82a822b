import { useId } from 'react';
import type { Severity } from '../../../../common/analysis/analysis-schema.ts';
import { getCategoryLabel } from '../../../../common/analysis/category-label.ts';
import { describeSection } from '../../../../common/analysis/section-place.ts';
import type { FindingChange } from '../../../../common/compare/comparison.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { FINDING_TYPE_LABELS } from '../../../../common/compare/change-wording.ts';
import { SEVERITY_LABELS } from '../../../../common/analysis/severity-labels.ts';
import { SEVERITY_TONES } from '../../../components/ui/severity.ts';
import type { ShowPlaceHandler } from '../compared-place.ts';
import { PlaceButtons } from './place-buttons.tsx';

/** The severity in each version: "Medium", or "Medium → High" when it moved. */
function SeverityChange({ before, after }: { before?: Severity; after?: Severity }) {
  const shown = after ?? before;
  if (!shown) return null;
  const label =
    before && after && before !== after
      ? `${SEVERITY_LABELS[before]} → ${SEVERITY_LABELS[after]}`
      : SEVERITY_LABELS[shown];
  return (
    <Badge tone={SEVERITY_TONES[shown]} className="shrink-0">
      {label}
      <span className="sr-only"> severity</span>
    </Badge>
  );
}

// The engine's bare words for a risk that came or went, which the group's heading already says.
const PLACE_REASONS: Record<string, string> = {
  appeared: 'Only in the new version.',
  resolved: 'No longer in the new version.',
};

/** Why the finding counts as this change, as a sentence: "Extended from 1 year to 2 years." */
function describeReason(reason: string): string {
  const placed = PLACE_REASONS[reason.trim()];
  if (placed) return placed;
  return `${reason.charAt(0).toUpperCase()}${reason.slice(1).replace(/\.?$/, '.')}`;
}

/**
 * One finding as it moved for the reader: its title and severity (before → after), why it
 * counts as this change, what it is and where it stands, and the buttons that show its words
 * in each version.
 */
export function FindingChangeCard({
  finding,
  onShowPlace,
}: {
  finding: FindingChange;
  onShowPlace: ShowPlaceHandler;
}) {
  const titleId = useId();
  const section = describeSection(finding.after?.section ?? finding.before?.section);
  const reason = describeReason(finding.reason);
  return (
    <article
      aria-labelledby={titleId}
      data-testid="finding-change"
      className="rounded-lg border border-line bg-surface p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <h4 id={titleId} className="leading-snug font-semibold break-words text-ink">
          {finding.title}
        </h4>
        <SeverityChange before={finding.severityBefore} after={finding.severityAfter} />
      </div>
      <p className="mt-1 text-xs text-ink-muted">
        {[FINDING_TYPE_LABELS[finding.type], getCategoryLabel(finding.category), section]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="mt-2 text-sm leading-relaxed text-ink">{reason}</p>
      <div className="mt-3">
        <PlaceButtons
          before={finding.before}
          after={finding.after}
          onShowPlace={onShowPlace}
          describedBy={titleId}
        />
      </div>
    </article>
  );
}
