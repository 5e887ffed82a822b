/** One column's words on a signature line, and where they start in the text. */
export interface ColumnSpan {
  text: string;
  start: number;
}

// A gap that separates two signature blocks set side by side: a tab, or three spaces or more.
const COLUMN_GAP = /\t+|[ ]{3,}/g;
// Where a company's name ends inside a line two blocks share when the gap was lost (a PDF
// flattened to single spaces): its legal form, then the next company's capitalised name.
const FORM_THEN_NAME =
  /(?<=\b(?:Inc|INC|Corp|CORP|Corporation|CORPORATION|LLC|L\.L\.C|Ltd|LTD|Limited|LIMITED|LLP|LP|L\.P|PLC|plc|GmbH|AG|SA|S\.A|N\.V|B\.V|Company|COMPANY)\.?),?[ ]+(?=[A-Z0-9])/g;
// The signatory lines under a block: one "By:" or "Name:" per column.
const SIGNATORY_LABEL = /\b(?:By|Name|Signature)\s*:/g;

/**
 * The companies on one signature line, read column by column. Two blocks set side by side
 * ("ACME INC.          BETA LLC" over "By: ____          By: ____") name two parties, never
 * one run-together company; when the gap was flattened away ("ACME INC. BETA LLC" over "By:
 * By:"), the columns below tell how many names the line holds, and each legal form ends one.
 * The same name twice ("ARES TRADING SA ARES TRADING SA") is one company signing twice.
 */
export function findSignatureColumns(text: string, start: number, end: number): ColumnSpan[] {
  const line = text.slice(start, end);
  const byGap = splitAt(line, COLUMN_GAP, start);
  if (byGap.length > 1) return byGap;
  if (countColumnsBelow(text, end) < 2) return [{ text: line.trim(), start: start + indent(line) }];
  const repeated = halveRepeated(line.trim());
  if (repeated) return [{ text: repeated, start: start + indent(line) }];
  return splitAt(line, FORM_THEN_NAME, start);
}

/** "ARES TRADING SA ARES TRADING SA" is "ARES TRADING SA" written in two columns. */
export function halveRepeated(name: string): string | null {
  const words = name.split(/\s+/);
  if (words.length < 2 || words.length % 2 !== 0) return null;
  const half = words.slice(0, words.length / 2).join(' ');
  return half === words.slice(words.length / 2).join(' ') ? half : null;
}

/** How many signatory columns the next line that has any holds ("By: ____   By: ____" is two). */
function countColumnsBelow(text: string, end: number): number {
  const below = text
    .slice(end, end + 300)
    .split('\n')
    .slice(1, 4);
  for (const line of below) {
    const labels = line.match(SIGNATORY_LABEL)?.length ?? 0;
    if (labels > 0) return labels;
  }
  return 1;
}

function splitAt(line: string, separator: RegExp, offset: number): ColumnSpan[] {
  const columns: ColumnSpan[] = [];
  let cursor = 0;
  for (const gap of [...line.matchAll(separator), null]) {
    const to = gap ? gap.index : line.length;
    const piece = line.slice(cursor, to);
    if (piece.trim()) columns.push({ text: piece.trim(), start: offset + cursor + indent(piece) });
    if (gap) cursor = gap.index + gap[0].length;
  }
  return columns;
}

const indent = (piece: string) => piece.length - piece.trimStart().length;
