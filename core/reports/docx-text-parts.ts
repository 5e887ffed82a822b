/** A piece of a run's text as Word holds it: words, a line break or a tab. */
export type DocxTextPart = { kind: 'text'; text: string } | { kind: 'break' } | { kind: 'tab' };

// Characters an XML 1.0 file cannot hold (C0 controls; U+FFFE, U+FFFF; a surrogate without its
// pair), and the C1 controls, which it may but which are no text: Word refuses a file with the
// first and shows the second as boxes. Tabs and line breaks are taken out before.
const NOT_FOR_WORD = /[\p{Cc}\p{Cs}\ufffe\uffff]/gu;

// Line breaks as the redline counts them (core/compare/redline-lines.ts), and tabs.
const BREAK_OR_TAB = /\r\n|[\n\r\f\v\u2028\u2029]|\t/g;

/**
 * A run's text cut into what a Word run holds: words, line breaks (a carriage return, line
 * feed, form feed or separator, each as Word's own break) and tabs, without the characters Word
 * cannot hold. Struck text keeps the line breaks of the old version this way.
 */
export function splitForWord(text: string): DocxTextPart[] {
  const parts: DocxTextPart[] = [];
  const pushText = (from: number, to: number) => {
    const clean = removeWhatWordCannotHold(text.slice(from, to));
    if (clean) parts.push({ kind: 'text', text: clean });
  };
  let start = 0;
  for (const match of text.matchAll(BREAK_OR_TAB)) {
    pushText(start, match.index);
    parts.push(match[0] === '\t' ? { kind: 'tab' } : { kind: 'break' });
    start = match.index + match[0].length;
  }
  pushText(start, text.length);
  return parts;
}

/** Text without the characters Word cannot hold, line breaks and tabs included: for one line. */
export function removeWhatWordCannotHold(text: string): string {
  return text.replace(NOT_FOR_WORD, '');
}
