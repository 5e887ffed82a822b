import type { WordRun } from '../../common/compare/comparison.ts';
import type { WriteRun } from './diff-pieces.ts';

/**
 * One line of the new version in a redline: its text kept or inserted, with the old version's
 * words struck where they stood. Accepting every run gives the line as the new version has it.
 */
export type RedlineParagraph = WordRun[];

// What ends a line: a line feed, a carriage return (alone or before a line feed), a form feed
// (a page break in a text file), a vertical tab (Word's line break) and the Unicode separators.
const LINE_BREAKS = /\r\n|[\n\r\f\v\u2028\u2029]/g;

/** Runs written one after another, gathered into the new version's lines. */
export interface RedlineLines {
  write: WriteRun;
  /** The lines so far; a line the new version leaves blank has no runs, or only struck ones. */
  lines: RedlineParagraph[];
}

/**
 * Gathers a redline's runs into paragraphs, one for each line of the new version: the kept and
 * inserted text is cut at its line breaks, which are not kept in any run; struck text stays
 * whole where it stood, its own line breaks written "\n". Neighbouring runs of one kind are
 * joined, and empty ones dropped.
 */
export function gatherRedlineLines(): RedlineLines {
  const lines: RedlineParagraph[] = [[]];
  // A carriage return and the line feed after it are one break, even when a run ends between.
  let isAfterCarriageReturn = false;
  const append = (op: WordRun['op'], text: string) => {
    if (!text) return;
    const line = lines[lines.length - 1] ?? [];
    const last = line[line.length - 1];
    if (last?.op === op) last.text += text;
    else line.push({ op, text });
  };
  const write: WriteRun = (op, text) => {
    if (!text) return;
    if (op === 'delete') {
      append(op, text.replace(LINE_BREAKS, '\n'));
      return;
    }
    let lineStart = isAfterCarriageReturn && text.startsWith('\n') ? 1 : 0;
    isAfterCarriageReturn = text.endsWith('\r');
    const breaks = new RegExp(LINE_BREAKS.source, 'g');
    breaks.lastIndex = lineStart;
    for (let match = breaks.exec(text); match; match = breaks.exec(text)) {
      append(op, text.slice(lineStart, match.index));
      lines.push([]);
      lineStart = match.index + match[0].length;
    }
    append(op, text.slice(lineStart));
  };
  return { write, lines };
}
