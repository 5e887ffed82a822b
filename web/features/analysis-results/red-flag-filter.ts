import type { RedFlag, Severity } from '../../../common/analysis/analysis-schema.ts';
import { getCategoryLabel } from './category-label.ts';
import { SEVERITY_ORDER } from '../../../common/analysis/severity-labels.ts';

/** Which red flags to show: no severity chosen means every severity; a null category, all. */
export interface RedFlagFilter {
  severities: ReadonlySet<Severity>;
  category: string | null;
}

/** The red flags that pass the filter, in their original order. */
export function filterRedFlags(flags: readonly RedFlag[], filter: RedFlagFilter): RedFlag[] {
  return flags.filter(
    (flag) =>
      (filter.severities.size === 0 || filter.severities.has(flag.severity)) &&
      (filter.category === null || flag.category === filter.category),
  );
}

/** How many flags there are of each severity. */
export function countBySeverity(flags: readonly RedFlag[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { high: 0, medium: 0, low: 0 };
  for (const flag of flags) counts[flag.severity] += 1;
  return counts;
}

/** The flags in groups of one severity, high first, leaving out severities with none. */
export function groupBySeverity(
  flags: readonly RedFlag[],
): { severity: Severity; flags: RedFlag[] }[] {
  return SEVERITY_ORDER.map((severity) => ({
    severity,
    flags: flags.filter((flag) => flag.severity === severity),
  })).filter((group) => group.flags.length > 0);
}

/** The categories the flags fall into, each once, sorted by their readable label. */
export function listRedFlagCategories(flags: readonly RedFlag[]): { id: string; label: string }[] {
  const ids = [...new Set(flags.map((flag) => flag.category))];
  return ids
    .map((id) => ({ id, label: getCategoryLabel(id) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
