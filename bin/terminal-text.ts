import { matchControlCharacters } from '../common/text/control-characters.ts';

/**
 * User-controlled text (addresses, file names, a document's words) made safe to print: each
 * control, format (bidirectional, zero-width) or separator character becomes a visible
 * `\uXXXX`, so nothing printed can move the cursor, retitle or clear the terminal, or reorder
 * or hide what the operator reads (issue 29: one address reset the operator's terminal). With `keepLayout`, line breaks and tabs
 * stay as they are, for multi-line output such as JSON; the escapes are valid inside JSON
 * strings, the only place such characters can be in JSON text.
 */
export function escapeForTerminal(text: string, options: { keepLayout?: boolean } = {}): string {
  return text.replace(matchControlCharacters(), (character) =>
    options.keepLayout && (character === '\n' || character === '\t')
      ? character
      : `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
