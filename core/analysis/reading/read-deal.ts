import type { Party } from '../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../parsing/parsed-document.ts';
import { isConsumerFacing } from '../consumer-terms/consumer-terms.ts';
import { classifyDocumentType } from '../document-type/classify-document-type.ts';
import { extractParties } from '../extract/extract-parties.ts';
import { findDocumentGroup } from '../findings/document-groups.ts';
import { buildSides, isAddressedToConsumer, type Side } from '../perspective/sides.ts';
import type { Segment } from '../text/segment.ts';
import { verifyQuotes } from '../verify-quotes.ts';

/**
 * The first reading of a deal, before any finding: what kind of document it is, whether it
 * speaks to a consumer, its parties (each quoted where it stands) and the sides they form, with
 * the words and pronouns the document uses for each.
 */
export interface DealReading {
  documentType: ReturnType<typeof classifyDocumentType>;
  group: ReturnType<typeof findDocumentGroup>;
  isConsumer: boolean;
  parties: { verified: Party[]; droppedCount: number };
  sides: Side[];
}

export function readDeal(document: ParsedDocument, segments: Segment[]): DealReading {
  const documentType = classifyDocumentType(document, segments);
  const group = findDocumentGroup(documentType.type);
  // Terms of service, and any text that speaks to "you" without making "you" one of its parties
  // (a franchise agreement calls the franchisee "you"), are read as consumer terms; an offer
  // letter or a lease speaks to "you" too, but "you" is its employee or tenant.
  const isConsumer =
    group === 'consumer' ||
    ((group === 'commercial' || group === 'other') &&
      isAddressedToConsumer(document.text, isConsumerFacing(document.text)));
  const parties = verifyQuotes(document, extractParties(document, segments));
  const sides = buildSides(document.text, parties.verified, isConsumer);
  return { documentType, group, isConsumer, parties, sides };
}
