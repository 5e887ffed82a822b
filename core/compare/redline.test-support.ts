import type { WordRun } from '../../common/compare/comparison.ts';
import { createParsedDocument, type ParsedDocument } from '../parsing/parsed-document.ts';
import { paginateText } from '../parsing/paginate-text.ts';

/** A text's lines as a redline counts them: cut at \r\n, \n, \r and \f. */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|[\n\r\f]/);
}

/** The words of a text, whatever the spaces and lines between them. */
export function splitWords(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** A redline's lines with every change accepted: kept and inserted text. */
export function acceptAll(lines: readonly (readonly WordRun[])[]): string[] {
  return lines.map((runs) =>
    runs
      .filter((run) => run.op !== 'delete')
      .map((run) => run.text)
      .join(''),
  );
}

/** A redline with every change rejected: kept and struck text, a line each. */
export function rejectAll(lines: readonly (readonly WordRun[])[]): string {
  return lines
    .map((runs) =>
      runs
        .filter((run) => run.op !== 'insert')
        .map((run) => run.text)
        .join(''),
    )
    .join('\n');
}

/** The text of each run of one kind, in order, spaces around it trimmed. */
export function listMarked(lines: readonly (readonly WordRun[])[], op: WordRun['op']): string[] {
  return lines.flatMap((runs) => runs.filter((run) => run.op === op).map((run) => run.text.trim()));
}

/** About fifty pages of contract, as a long upload is: a contract's text written out `copies` times. */
export function repeatContract(text: string, copies: number): string {
  return Array.from({ length: copies }, () => text.trim()).join('\n\n');
}

/** A long text as the pages a TXT upload of it is read into. */
export function toPagedDocument(text: string): ParsedDocument {
  return createParsedDocument('txt', paginateText(text), true);
}
