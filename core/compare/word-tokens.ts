/** A word of a clause: its comparable form and where it stands in the text. */
export interface WordToken {
  /** Lower case, curly quotes made straight: what two versions are compared on. */
  key: string;
  start: number;
  end: number;
}

// A word, or a number with its inner punctuation ("1,000,000", "12.5", "U.S.", "non-compete")
// and its currency or percent sign ("$5,000", "10%"), which change what it means. Other
// punctuation and layout are not compared: a line wrapped differently is not an edit.
const WORD = /(?:[$€£¥]\s?)?[\p{L}\p{N}]+(?:[.,'’\-/][\p{L}\p{N}]+)*%?|[$€£¥%§]/gu;

/** The words of `text` between `start` and `end`, with offsets into `text`. */
export function tokenizeWords(text: string, start = 0, end = text.length): WordToken[] {
  const tokens: WordToken[] = [];
  const pattern = new RegExp(WORD.source, WORD.flags);
  pattern.lastIndex = start;
  for (let match = pattern.exec(text); match && match.index < end; match = pattern.exec(text)) {
    const tokenEnd = Math.min(end, match.index + match[0].length);
    tokens.push({
      key: text.slice(match.index, tokenEnd).toLowerCase().replace(/’/g, "'").replace(/\s/g, ''),
      start: match.index,
      end: tokenEnd,
    });
  }
  return tokens;
}
