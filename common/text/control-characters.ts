/**
 * Characters that are not text to read but instructions or invisible marks: controls (C0, DEL
 * and C1; U+009B alone starts a terminal escape sequence), format characters (the
 * bidirectional controls that reorder what is shown, as in "Trojan Source", and the zero-width
 * ones that hide a difference) and the line and paragraph separators. One definition for
 * refusing them in addresses and escaping them in command-line output (issue 29).
 */
const CONTROL_CHARACTER_CLASS = '\\p{Cc}\\p{Cf}\\u2028\\u2029';

const CONTROL_CHARACTER = new RegExp(`[${CONTROL_CHARACTER_CLASS}]`, 'u');

/** Whether a text holds any control, format or separator character. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** Every such character of a text, for replacing (a fresh global pattern each call). */
export function matchControlCharacters(): RegExp {
  return new RegExp(`[${CONTROL_CHARACTER_CLASS}]`, 'gu');
}
