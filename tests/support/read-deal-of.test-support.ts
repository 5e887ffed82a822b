import { readType } from '../../core/analysis/read-type.ts';
import { readDeal } from '../../core/analysis/reading/read-deal.ts';
import { splitSentences } from '../../core/analysis/text/split-sentences.ts';
import type { ParsedDocument } from '../../core/parsing/parsed-document.ts';

/** The reading of a deal as the analysis makes it: its type read first, then its parties. */
export function readDealOf(document: ParsedDocument) {
  const segments = splitSentences(document.text);
  return readDeal(document, segments, readType(document, segments));
}
