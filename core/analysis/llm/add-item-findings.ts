import type { Protection, RedFlag } from '../../../common/analysis/analysis-schema.ts';
import { categoryOf } from '../playbooks/playbook.ts';
import type { ItemFindings } from './item-findings.ts';
import { bySeverity } from './merge-findings.ts';
import type { PlaybookContext } from './playbook-context.ts';

/** What the analysis shows of the risks and of the terms in the reader's favour. */
export interface ShownFindings {
  redFlags: RedFlag[];
  protections: Protection[];
}

/**
 * The model's own red flags and the built-in protections, with the findings of the playbook's
 * items, one finding per item as in the rule path: a red flag of a category an item answers
 * (its own or one of its families) is the item's, so it gives way to the item's finding when
 * there is one, and otherwise takes the item's severity for the reader's side ('none': not
 * shown). A built-in protection of an item stands over the model's. Most serious first.
 */
export function addItemFindings(
  shown: ShownFindings,
  items: ItemFindings,
  { playbook, view }: PlaybookContext,
): ShownFindings {
  const itemOf = (category: string) =>
    playbook.items.find(
      (item) => categoryOf(item) === category || item.families?.includes(category),
    );
  const freeRedFlags = shown.redFlags.flatMap((flag): RedFlag[] => {
    const item = itemOf(flag.category);
    if (!item) return [flag];
    if (items.answered.includes(item)) return [];
    const severity = item.severity[view.side];
    if (!severity) return [flag];
    return severity === 'none' ? [] : [{ ...flag, severity }];
  });
  const builtIn = new Set(shown.protections.map((protection) => protection.category));
  return {
    redFlags: bySeverity([...items.redFlags, ...freeRedFlags]),
    protections: [
      ...shown.protections,
      ...items.protections.filter((protection) => !builtIn.has(protection.category)),
    ],
  };
}
