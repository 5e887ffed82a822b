import type { Party } from '../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../parsing/parsed-document.ts';
import { isConsumerFacing } from '../learned/consumer-terms/consumer-terms.ts';
import type { TypeReading } from '../type/type-reading.ts';
import { isAddressedToConsumer, type Side } from './perspective/sides.ts';
import type { Segment } from '../text/segment.ts';
import { readPartyRegistry, type PartyRegistry } from './party-registry.ts';

/**
 * The first reading of a deal, before any finding: what kind of document it is, whether it
 * speaks to a consumer, its parties (each quoted where it stands) and the sides they form, with
 * the words and pronouns the document uses for each.
 */
export interface DealReading extends TypeReading {
  isConsumer: boolean;
  /** The parties, one entry each, with ids the provisions refer to them by. */
  registry: PartyRegistry;
  /** The registry's parties as the analysis shows them, quoted where they stand. */
  parties: { verified: Party[]; droppedCount: number };
  sides: Side[];
}

export function readDeal(
  document: ParsedDocument,
  segments: Segment[],
  type: TypeReading,
): DealReading {
  const { group } = type;
  // Terms of service, and any text that speaks to "you" without making "you" one of its parties
  // (a franchise agreement calls the franchisee "you"), are read as consumer terms; an offer
  // letter or a lease speaks to "you" too, but "you" is its employee or tenant.
  const isConsumer =
    group === 'consumer' ||
    ((group === 'commercial' || group === 'other') &&
      isAddressedToConsumer(document.text, isConsumerFacing(document.text)));
  const registry = readPartyRegistry(document, segments, isConsumer);
  const parties = {
    verified: registry.parties.map((party) => party.party),
    droppedCount: registry.droppedCount,
  };
  return { ...type, isConsumer, registry, parties, sides: registry.sides };
}
