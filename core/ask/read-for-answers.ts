import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { readType } from '../analysis/read-type.ts';
import { readDocument, type DocumentReading } from '../analysis/reading/read-document.ts';
import { splitSentences } from '../analysis/text/split-sentences.ts';
import type { ParsedDocument } from '../parsing/parsed-document.ts';

// A document is asked several questions in a row, for one reader at a time.
const readings = new WeakMap<ParsedDocument, Map<string, DocumentReading>>();

/**
 * The reading the analysis beside the chat was made from: the same sides, reader and
 * provisions (who may or must do what, on what conditions, with what exceptions), so an answer
 * never disagrees with the analysis about who holds a right. Read once per document and reader.
 */
export function readForAnswers(
  document: ParsedDocument,
  analysis: Analysis | null,
): DocumentReading | null {
  if (!analysis) return null;
  const readerRole = analysis.perspective?.role ?? '';
  const byReader = readings.get(document) ?? new Map<string, DocumentReading>();
  readings.set(document, byReader);
  const cached = byReader.get(readerRole);
  if (cached) return cached;
  const segments = splitSentences(document.text);
  const reading = readDocument(
    document,
    segments,
    readType(document, segments),
    readerRole || undefined,
  );
  byReader.set(readerRole, reading);
  return reading;
}
