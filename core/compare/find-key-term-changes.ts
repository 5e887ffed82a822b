import type { Analysis, KeyDate, KeyTerm } from '../../common/analysis/analysis-schema.ts';
import type { KeyTermChange } from '../../common/compare/comparison.ts';

/** A key fact as compared: its value when stated or left blank, null when not in the document. */
function valueOf(fact: KeyTerm | KeyDate | undefined): string | null {
  if (!fact || fact.status === 'not-found') return null;
  if (fact.status === 'blank') return 'left blank';
  if ('value' in fact) return fact.value;
  if (fact.date) return fact.date;
  if (fact.duration)
    return `${fact.duration.value} ${fact.duration.unit}${fact.duration.value === 1 ? '' : 's'}`;
  return fact.quote || null;
}

/**
 * The key terms and key dates whose value differs between the versions ("Non-solicit: one (1)
 * year → two (2) years"), in the old version's order, new ones after; case and spacing aside.
 */
export function findKeyTermChanges(before: Analysis, after: Analysis): KeyTermChange[] {
  const changes: KeyTermChange[] = [];
  const facts = (analysis: Analysis) => [...analysis.keyTerms, ...analysis.keyDates];
  const kinds = [...new Set([...facts(before), ...facts(after)].map((fact) => fact.kind))];
  for (const kind of kinds) {
    const left = facts(before).find((fact) => fact.kind === kind);
    const right = facts(after).find((fact) => fact.kind === kind);
    const valueBefore = valueOf(left);
    const valueAfter = valueOf(right);
    if (normalize(valueBefore) === normalize(valueAfter)) continue;
    const change: KeyTermChange = {
      kind,
      label: (right ?? left)?.label ?? kind,
      before: valueBefore,
      after: valueAfter,
    };
    if (valueBefore !== null && left?.quote) change.pageBefore = left.page;
    if (valueAfter !== null && right?.quote) change.pageAfter = right.page;
    changes.push(change);
  }
  return changes;
}

function normalize(value: string | null): string | null {
  return value === null ? null : value.toLowerCase().replace(/\s+/g, ' ').trim();
}
