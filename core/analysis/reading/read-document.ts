import type { ParsedDocument } from '../../parsing/parsed-document.ts';
import { chooseReader, type Reader } from './perspective/choose-reader.ts';
import type { Segment } from '../text/segment.ts';
import type { TypeReading } from '../type/type-reading.ts';
import { readDeal, type DealReading } from './read-deal.ts';
import { isInNote, isInUnselectedOption, readForms, type FormMarks } from './read-forms.ts';
import { readProvisions, type PlacedProvision } from './read-provisions.ts';
import {
  isOperativeSpan,
  readStructure,
  withoutFurniture,
  type DocumentStructure,
} from './read-structure.ts';

/**
 * The one reading of a document that every part of the engine uses, made once per analysis
 * before any finding: the deal (type, parties, sides), its structure (sections, and the page
 * furniture that is not the document's words), the reader, and every operative clause read
 * into a provision for that reader's sides.
 */
export interface DocumentReading {
  deal: DealReading;
  structure: DocumentStructure;
  forms: FormMarks;
  reader: Reader;
  provisions: PlacedProvision[];
  /** The sentences that are the document's own words: every fact is read from these. */
  operative: Segment[];
  /** Words no fact or finding may come from: running headers, footers, contents lines,
   *  options not ticked and notes to the drafter. */
  isExcluded: (start: number, end: number) => boolean;
}

/** Where the words stand on the page, and which of them are not the document's own. */
export interface DocumentLayout {
  structure: DocumentStructure;
  forms: FormMarks;
  isExcluded: DocumentReading['isExcluded'];
}

/**
 * The layout alone, for a part that cites the document without judging it (Ask-AI's passages):
 * the same sections and the same excluded words the analysis has.
 */
export function readLayout(document: ParsedDocument, segments: Segment[]): DocumentLayout {
  const structure = readStructure(document, segments);
  const forms = readForms(document.text);
  const isExcluded = (start: number, end: number) =>
    !isOperativeSpan(structure, start, end) ||
    isInUnselectedOption(forms, start, end) ||
    isInNote(forms, start, end);
  return { structure, forms, isExcluded };
}

export function readDocument(
  document: ParsedDocument,
  segments: Segment[],
  type: TypeReading,
  readerRole?: string,
): DocumentReading {
  const deal = readDeal(document, segments, type);
  const { structure, forms, isExcluded } = readLayout(document, segments);
  const reader = chooseReader(deal.sides, type.readerRule, document.text, readerRole);
  // The document's own sentences: furniture never starts one, and none is excluded whole.
  const operative = segments.flatMap((segment) => {
    const own = withoutFurniture(structure, document.text, segment);
    return own && !isExcluded(own.start, own.end) ? [own] : [];
  });
  const provisions = readProvisions(document.text, operative, reader.sides);
  return { deal, structure, forms, reader, provisions, operative, isExcluded };
}
