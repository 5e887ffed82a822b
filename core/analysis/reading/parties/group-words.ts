import type { PartyRegistry } from './registered-party.ts';

// The words a contract uses for all of its parties at once: "the Parties", "each party",
// "either party", "neither party", "both parties", "the parties hereto", "each of them".
const ALL_PARTIES =
  /^(?:the\s+)?(?:(?:both|each|either|neither|all|any|every)\s+(?:of\s+the\s+)?(?:part(?:y|ies))|part(?:y|ies)\s+hereto|parties|undersigned|(?:both|each|either|neither)\s+of\s+(?:them|us))(?:\s+hereto)?$/i;

/**
 * The parties a phrase means, as party ids. Group words mean every party; a group the document
 * defines ("Seller and Zenith (together, the "Selling Parties")") means its members; a party's
 * own name, defined term or pronoun means that party. Anything else ("the other party", whose
 * meaning depends on who acts) means none here.
 */
export function resolveGroupWords(phrase: string, registry: PartyRegistry): string[] {
  const words = phrase
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/['’]s$/i, '');
  if (ALL_PARTIES.test(words)) return registry.parties.map((party) => party.id);
  const bare = words.replace(/^the\s+/i, '').toLowerCase();
  const group = registry.groups.find((candidate) => candidate.term.toLowerCase() === bare);
  if (group) return [...group.memberIds];
  return registry.parties
    .filter((party) =>
      [party.legalName, party.definedTerm, party.role, ...party.shortNames, ...party.pronouns].some(
        (term) => term !== null && term.toLowerCase() === bare,
      ),
    )
    .map((party) => party.id);
}
