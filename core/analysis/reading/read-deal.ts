import type { Party } from '../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../parsing/parsed-document.ts';
import { isConsumerFacing } from '../consumer-terms/consumer-terms.ts';
import { classifyDocumentType } from '../document-type/classify-document-type.ts';
import { extractParties } from '../extract/extract-parties.ts';
import { isClauseFragment } from '../extract/party-patterns.ts';
import { locate } from '../extract/locate.ts';
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
  const found = verifyQuotes(document, extractParties(document, segments));
  const sides = buildSides(document.text, found.verified, isConsumer);
  // Terms of service name their parties by the words they use, not in a preamble: the
  // provider by its name, the person as "you".
  const parties =
    isConsumer && found.verified.length === 0
      ? verifyQuotes(document, findConsumerParties(document, sides))
      : found;
  return { documentType, group, isConsumer, parties, sides };
}

function findConsumerParties(document: ParsedDocument, sides: readonly Side[]): Party[] {
  return sides.flatMap((side) => {
    const word = side.role === 'User' ? /\byou\b/i : nameAsWritten(side.name);
    const match = word ? word.exec(document.text) : null;
    if (!match) return [];
    return [
      {
        name: side.role === 'User' ? 'You' : side.name,
        role: side.role,
        status: 'stated' as const,
        ...locate(document, match.index, match.index + match[0].length),
      },
    ];
  });
}

/** The provider's name where the text writes it; none for the stand-in "The provider". */
function nameAsWritten(name: string): RegExp | null {
  if (/^the provider$/i.test(name) || isClauseFragment(name)) return null;
  return new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
}
