import type { RedFlag } from '../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../parsing/parsed-document.ts';
import { locate } from '../reading/facts/locate.ts';
import type { FormOption } from '../reading/read-forms.ts';
import { findFamily } from './families/families.ts';

// Options of one choice follow one another with at most a short lead-in between them.
const MAX_GAP = 40;
// The form's choice is certain once its boxes are read; only which words belong to it is not.
const CONFIDENCE = 0.8;

/**
 * A choice the form leaves open: two or more options in a row ("[ ] 1 year  [ ] 2 years") and
 * none of their boxes ticked. Every party must choose, so it binds them all. It points at the
 * choice's label ("MNDA Term"), not at its options: an option may well be in the reader's
 * favour, and quoting it under a red flag would say otherwise.
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
      const label = findChoiceLabel(document.text, first.start);
      const location = label
        ? locate(document, label.start, label.end)
        : locate(document, first.start, last.end);
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

// A label is a short line of its own; a line opening with a box is another option, and a note
// to the drafter ("[Drafting note: pick one.]") stands between a label and its options.
const MAX_LABEL = 120;
const LINES_UP = 4;
const OPENS_WITH_BOX = /^\s*[[(]/;
const DRAFTING_NOTE = /^\s*\[\s*(?:drafting\s+)?note\b/i;

/** The line above a choice's first option that names the choice, notes and blank lines aside. */
function findChoiceLabel(text: string, optionStart: number): { start: number; end: number } | null {
  let end = text.lastIndexOf('\n', optionStart - 1);
  if (end < 0 || text.slice(end, optionStart).trim() !== '') return null;
  for (let looked = 0; looked < LINES_UP && end > 0; looked++) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(start, end);
    if (line.trim() && !DRAFTING_NOTE.test(line)) {
      if (line.length > MAX_LABEL || OPENS_WITH_BOX.test(line)) return null;
      return { start, end };
    }
    end = start - 1;
  }
  return null;
}
