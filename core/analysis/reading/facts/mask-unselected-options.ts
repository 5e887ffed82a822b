import { findFormOptions } from '../read-forms.ts';
import { findOptionBoxes } from '../../text/find-option-boxes.ts';

/**
 * A form's options, read as the parties marked them: "☐ New York ☒ Delaware" chooses Delaware.
 * An option whose box is left empty was not chosen, so its words are never a fact; the box of a
 * chosen one is only a mark. Both become spaces, keeping every offset, so the words that remain
 * read as if the form had been typed with the choice made. The options and boxes are the forms
 * reader's (read-forms.ts).
 */
export function maskUnselectedOptions(text: string): string {
  const spans = [
    ...findFormOptions(text).filter((option) => !option.isSelected),
    ...findOptionBoxes(text),
  ];
  if (spans.length === 0) return text;
  const characters = text.split('');
  for (const { start, end } of spans) characters.fill(' ', start, end);
  return characters.join('');
}
