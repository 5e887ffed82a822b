/** One line of the document: its trimmed words and where they stand in the text. */
export interface Line {
  /** Offset of the line's first non-space character (its end for a blank line). */
  start: number;
  /** Offset just past its last non-space character. */
  end: number;
  text: string;
  /** Whether the line has no words: a blank line separates paragraphs and page furniture. */
  isBlank: boolean;
}

/**
 * The document's lines with exact offsets, spaces trimmed. A layout's structure lives in its
 * lines: a heading, a page number or a running footer is a line of its own, whatever the
 * sentences around it do. One pass with indexOf, so a 500-page text is cut in milliseconds.
 */
export function splitLines(text: string, from = 0, to = text.length): Line[] {
  const lines: Line[] = [];
  let lineStart = from;
  while (lineStart <= to) {
    const breakAt = text.indexOf('\n', lineStart);
    const lineEnd = breakAt < 0 || breakAt > to ? to : breakAt;
    let start = lineStart;
    let end = lineEnd;
    while (start < end && isSpace(text.charCodeAt(start))) start++;
    while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
    lines.push({ start, end, text: text.slice(start, end), isBlank: start === end });
    if (lineEnd >= to) break;
    lineStart = lineEnd + 1;
  }
  return lines;
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 13 || code === 12 || code === 11;
}
