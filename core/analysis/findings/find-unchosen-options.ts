import type { RedFlag } from '../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../parsing/parsed-document.ts';
import { locate } from '../extract/locate.ts';
import type { FormOption } from '../reading/read-forms.ts';
import { findFamily } from './families.ts';

// Options of one choice follow one another with at most a short lead-in between them.
const MAX_GAP = 40;
// The form's choice is certain once its boxes are read; only which words belong to it is not.
const CONFIDENCE = 0.8;

/**
 * A choice the form leaves open: two or more options in a row ("[ ] 1 year  [ ] 2 years") and
 * none of their boxes ticked. Every party must choose, so it binds them all.
 */
export function findUnchosenOptions(
  document: ParsedDocument,
  options: readonly FormOption[],
  roles: readonly string[],
): RedFlag[] {
  const family = findFamily('unchosen-option');
  if (!family) return [];
  return groupChoices(document.text, options)
    .filter((choice) => choice.length > 1 && choice.every((option) => !option.isSelected))
    .map((choice) => {
      const first = choice[0] as FormOption;
      const last = choice[choice.length - 1] as FormOption;
      const location = locate(document, first.start, last.end);
      return {
        id: `unchosen-option-${location.start}`,
        category: family.id,
        title: family.title,
        severity: family.severity.default,
        explanation: family.explanation,
        suggestion: family.suggestion,
        ...location,
        confidence: CONFIDENCE,
        burdens: [...roles],
        favours: [],
        occurrences: 1,
        alsoAt: [],
      };
    });
}

function groupChoices(text: string, options: readonly FormOption[]): FormOption[][] {
  const choices: FormOption[][] = [];
  for (const option of options) {
    const current = choices[choices.length - 1];
    const previous = current?.[current.length - 1];
    const gap = previous ? text.slice(previous.end, option.start) : null;
    if (current && gap !== null && gap.length <= MAX_GAP && !/\n\s*\n/.test(gap))
      current.push(option);
    else choices.push([option]);
  }
  return choices;
}
