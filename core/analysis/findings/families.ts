import { CLAUSE_FLAG_FAMILIES } from './clause-flag-families.ts';
import { DEAL_FLAG_FAMILIES } from './deal-flag-families.ts';
import { findOrientation, type FamilyOrientation } from './family-directions.ts';
import { RED_FLAG_FAMILIES, type RedFlagFamily } from './red-flag-families.ts';

// Families worded like another but pointing another way: "Owner will be the sole provider"
// favours its subject, where "Distributor shall buy only from Owner" binds it.
const SAME_TEXT_AS: Record<string, string> = { 'exclusive-provider': 'exclusivity' };

/** A red-flag family with its id and how it points (family-directions.ts). */
export interface Family extends RedFlagFamily {
  id: string;
  orientation: FamilyOrientation;
}

/** The family of an id: one of our text-pattern families or a learned-clause family. */
export function findFamily(id: string): Family | null {
  const family =
    RED_FLAG_FAMILIES[id] ??
    DEAL_FLAG_FAMILIES[id] ??
    CLAUSE_FLAG_FAMILIES[id] ??
    CLAUSE_FLAG_FAMILIES[SAME_TEXT_AS[id] ?? ''];
  return family ? { ...family, id, orientation: findOrientation(id) } : null;
}
