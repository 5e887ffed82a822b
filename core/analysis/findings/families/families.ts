import { CONSUMER_CATEGORY_BY_TAG } from '../../../../common/analysis/clause-categories.ts';
import { CLAUSE_FAMILIES } from './clause-families.ts';
import { DEAL_FAMILIES } from './deal-families.ts';
import type { FamilyPattern, FlagFamily } from './family.ts';
import { RISK_FAMILIES } from './risk-families.ts';

export type { FamilyOrientation, FlagFamily } from './family.ts';

/**
 * Every family, its patterns most specific first: when two families match the same words, the
 * earlier one is kept (a jury waiver is not also reported as a general waiver of rights).
 */
const FAMILIES: readonly FlagFamily[] = [...RISK_FAMILIES, ...DEAL_FAMILIES, ...CLAUSE_FAMILIES];
const FAMILY_BY_ID = new Map(FAMILIES.map((family) => [family.id, family]));

/** A text pattern with the family it finds, in the order they are tried. */
export interface PatternOfFamily extends FamilyPattern {
  family: FlagFamily;
}

export const FAMILY_PATTERNS: readonly PatternOfFamily[] = FAMILIES.flatMap((family) =>
  (family.patterns ?? []).map((pattern) => ({ ...pattern, family })),
);

/**
 * The families the consumer-terms model decides in terms of service: it learned from experts'
 * labels what in these categories is unfair to the consumer.
 */
export const CONSUMER_MODEL_FAMILIES = new Set<string>(Object.values(CONSUMER_CATEGORY_BY_TAG));

/** The family of an id (a category of a finding), or null for a category of no family. */
export function findFamily(id: string): FlagFamily | null {
  return FAMILY_BY_ID.get(id) ?? null;
}

/** Every family, for checks over all of them. */
export function listFamilies(): readonly FlagFamily[] {
  return FAMILIES;
}
