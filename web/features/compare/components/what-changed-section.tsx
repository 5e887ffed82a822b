import { useId } from 'react';
import type { Comparison } from '../../../../common/compare/comparison.ts';
import type { ShowPlaceHandler } from '../compared-place.ts';
import { FINDING_GROUPS, type FindingGroup } from '../../../../common/compare/change-wording.ts';
import { FindingChangeCard } from './finding-change-card.tsx';
import { KeyTermChanges } from './key-term-changes.tsx';

/** One group of findings ("Worse for you"), left out when it has none. */
function FindingGroupSection({
  group,
  comparison,
  onShowPlace,
}: {
  group: FindingGroup;
  comparison: Comparison;
  onShowPlace: ShowPlaceHandler;
}) {
  const headingId = useId();
  const findings = comparison.findings[group.key];
  if (findings.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-group={group.key} className="mt-6">
      <h3 id={headingId} className="font-serif text-xl text-brand-strong">
        {group.title} ({findings.length})
      </h3>
      <p className="mt-1 text-sm text-ink-muted">{group.description}</p>
      <ul className="mt-3 space-y-3">
        {findings.map((finding, index) => (
          <li key={index}>
            <FindingChangeCard finding={finding} onShowPlace={onShowPlace} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "What changed for you", first: the summary in plain words, then the findings that appeared,
 * got worse, were resolved or got better for the reader, then the key terms whose value changed.
 */
export function WhatChangedSection({
  comparison,
  onShowPlace,
}: {
  comparison: Comparison;
  onShowPlace: ShowPlaceHandler;
}) {
  const headingId = useId();
  const hasFindings = FINDING_GROUPS.some((group) => comparison.findings[group.key].length > 0);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-serif text-2xl text-brand-strong">
        What changed for you
      </h2>
      <p
        data-testid="comparison-summary"
        className="mt-3 text-[0.9375rem] leading-relaxed text-ink"
      >
        {comparison.summary}
      </p>
      {FINDING_GROUPS.map((group) => (
        <FindingGroupSection
          key={group.key}
          group={group}
          comparison={comparison}
          onShowPlace={onShowPlace}
        />
      ))}
      {hasFindings ? null : (
        <p className="mt-4 text-sm text-ink-muted">
          No risk or protection appeared, went away or moved for you.
        </p>
      )}
      <KeyTermChanges terms={comparison.keyTerms} />
    </section>
  );
}
