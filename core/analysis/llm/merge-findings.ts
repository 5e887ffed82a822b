import type { RedFlag, Severity } from '../../../common/analysis/analysis-schema.ts';
import type { LocatedFindings } from './locate-findings.ts';

interface Ranged {
  start: number;
  end: number;
}

/** The merged findings, one list of each kind. */
export type FindingLists = Omit<LocatedFindings, 'droppedCount'>;

const SEVERITY_ORDER: Record<Severity, number> = { high: 0, medium: 1, low: 2 };

/**
 * Joins the chunks' findings into one list of each kind. Two findings of the same kind whose
 * words overlap are one finding said twice (a model repeats itself, and the same words can be
 * found from two chunks); the first kept wins. A party is also one party when named again
 * elsewhere. Red flags are ordered most serious first, like the built-in engine's.
 */
export function mergeFindings(parts: readonly LocatedFindings[]): FindingLists {
  const parties = dedupe(
    parts.flatMap((part) => part.parties),
    (left, right) =>
      normalizeName(left.name) === normalizeName(right.name) || overlaps(left, right),
  );
  const keyDates = dedupe(
    parts.flatMap((part) => part.keyDates),
    sameKindOverlapping((date) => date.kind),
  );
  const keyTerms = dedupe(
    parts.flatMap((part) => part.keyTerms),
    sameKindOverlapping((term) => term.kind),
  );
  const redFlags = dedupe(
    parts.flatMap((part) => part.redFlags),
    sameKindOverlapping((flag) => flag.category),
  );
  const obligations = dedupe(
    parts.flatMap((part) => part.obligations),
    sameKindOverlapping((obligation) => normalizeName(obligation.party)),
  );
  return {
    parties: byPosition(parties),
    keyDates: byPosition(keyDates),
    keyTerms: byPosition(keyTerms),
    redFlags: bySeverity(byPosition(redFlags)),
    obligations: byPosition(obligations),
  };
}

/** Most serious first; Array.prototype.sort is stable, so the order within a severity stays. */
export function bySeverity(redFlags: readonly RedFlag[]): RedFlag[] {
  return [...redFlags].sort(
    (left, right) => SEVERITY_ORDER[left.severity] - SEVERITY_ORDER[right.severity],
  );
}

function dedupe<Finding>(
  findings: Finding[],
  isSame: (left: Finding, right: Finding) => boolean,
): Finding[] {
  const kept: Finding[] = [];
  for (const finding of findings) {
    if (!kept.some((other) => isSame(other, finding))) kept.push(finding);
  }
  return kept;
}

function sameKindOverlapping<Finding extends Ranged>(kindOf: (finding: Finding) => string) {
  return (left: Finding, right: Finding) => kindOf(left) === kindOf(right) && overlaps(left, right);
}

function overlaps(left: Ranged, right: Ranged): boolean {
  return left.start < right.end && right.start < left.end;
}

// Array.prototype.sort is stable, so sorting by severity afterwards keeps position order within.
function byPosition<Finding extends Ranged>(findings: Finding[]): Finding[] {
  return [...findings].sort((left, right) => left.start - right.start);
}

function normalizeName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
