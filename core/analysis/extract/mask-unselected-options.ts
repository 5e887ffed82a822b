/**
 * A form's options, read as the parties marked them: "☐ New York ☒ Delaware" chooses Delaware.
 * An option whose box is left empty ("[ ]", "☐") was not chosen, so its words are never a fact;
 * the box of a chosen one ("[X]", "☒") is only a mark. Both become spaces, keeping every offset,
 * so the words that remain read as if the form had been typed with the choice made.
 */

const EMPTY_BOX = /\[\s?\]|[☐□❏]/;
const TICKED_BOX = /\[\s?[xX✓✔]\s?\]|[☒☑✓✔]/g;
// An empty box and its option's words, up to the next box, the line's end or a semicolon.
const UNSELECTED_OPTION = new RegExp(String.raw`(?:${EMPTY_BOX.source})[^\n;☐□❏☒☑✓✔\[]*`, 'g');

export function maskUnselectedOptions(text: string): string {
  return text
    .replace(UNSELECTED_OPTION, (option) => ' '.repeat(option.length))
    .replace(TICKED_BOX, (box) => ' '.repeat(box.length));
}
