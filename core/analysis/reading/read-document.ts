import type { ParsedDocument } from '../../parsing/parsed-document.ts';
import { chooseReader, type Reader } from '../perspective/choose-reader.ts';
import type { Segment } from '../text/segment.ts';
import { readDeal, type DealReading } from './read-deal.ts';
import { readProvisions, type PlacedProvision } from './read-provisions.ts';
import { isOperativeSpan, readStructure, type DocumentStructure } from './read-structure.ts';

/**
 * The one reading of a document that every part of the engine uses, made once per analysis
 * before any finding: the deal (type, parties, sides), its structure (sections, and the page
 * furniture that is not the document's words), the reader, and every operative clause read
 * into a provision for that reader's sides.
 */
export interface DocumentReading {
  deal: DealReading;
  structure: DocumentStructure;
  reader: Reader;
  provisions: PlacedProvision[];
  /** Words no fact or finding may come from: running headers, footers, contents lines. */
  isExcluded: (start: number, end: number) => boolean;
}

export function readDocument(
  document: ParsedDocument,
  segments: Segment[],
  readerRole?: string,
): DocumentReading {
  const deal = readDeal(document, segments);
  const structure = readStructure(document, segments);
  const isExcluded = (start: number, end: number) => !isOperativeSpan(structure, start, end);
  const reader = chooseReader(deal.sides, deal.documentType.type, document.text, readerRole);
  const provisions = readProvisions(document.text, segments, reader.sides, isExcluded);
  return { deal, structure, reader, provisions, isExcluded };
}
