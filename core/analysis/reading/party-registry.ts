import type { Party } from '../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../parsing/parsed-document.ts';
import { extractParties } from './facts/extract-parties.ts';
import { locate } from './facts/locate.ts';
import { isClauseFragment, PARTY_ROLE_WORDS } from './facts/party-patterns.ts';
import { buildSides, type Side } from './perspective/sides.ts';
import type { Segment } from '../text/segment.ts';
import { verifyQuotes } from '../text/verify-quotes.ts';
import { findPartySources } from './parties/party-sources.ts';
import type { PartyGroup, PartyRegistry, RegisteredParty } from './parties/registered-party.ts';

export { resolveGroupWords } from './parties/group-words.ts';
export type {
  PartyGroup,
  PartyRegistry,
  PartySource,
  RegisteredParty,
} from './parties/registered-party.ts';

/**
 * The registry of a document's parties, made once per analysis: each party with its legal
 * name (null for a template's blank), short names, defined term, role, pronouns and where the
 * document introduces it; the groups the document defines; and the sides the engine reads
 * provisions with. Terms of service that name nobody in a preamble have two parties all the
 * same: the provider, by the name it acts under, and the person it calls "you".
 */
export function readPartyRegistry(
  document: ParsedDocument,
  segments: Segment[],
  isConsumer: boolean,
): PartyRegistry {
  const found = verifyQuotes(
    document,
    extractParties(document, segments).flatMap(splitJoinedRoles(document)),
  );
  const named = found.verified.map((party) => withRoleForPronoun(document.text, party));
  const sides = buildSides(document.text, named, isConsumer);
  const isNamedByWords = isConsumer && found.verified.length === 0;
  const located = isNamedByWords
    ? verifyQuotes(document, findConsumerParties(document, sides))
    : { ...found, verified: named };
  const registered = register(document.text, located.verified, sides);
  // Terms that name their parties only by the words they use define no term, and the person
  // they call "you" has no name in them.
  const parties = isNamedByWords
    ? registered.map((party) => ({
        ...party,
        legalName: party.role === 'User' ? null : party.legalName,
        definedTerm: null,
        foundIn: ['body' as const],
      }))
    : registered;
  return { parties, groups: findGroups(sides, parties), sides, droppedCount: located.droppedCount };
}

// "and You: ______ whose address is ____ (hereinafter "You" or by reference "Franchisee")": a
// party introduced by the pronoun the document calls it.
const PRONOUN = /^(?:you|we)$/i;
const ALIASES = /\(([^()]{0,300})\)/;
const QUOTED = /[“"'‘]\s*([A-Z][\w .&-]{1,40}?)\s*[,.]?\s*[”"'’]/g;

/**
 * A party whose defined term is a pronoun takes its role from the other names its alias gives
 * it ("Franchisee"), and a name that is only that pronoun and a blank is left blank.
 */
function withRoleForPronoun(text: string, party: Party): Party {
  if (!PRONOUN.test(party.role)) return party;
  const aliases = ALIASES.exec(text.slice(party.end, party.end + 600))?.[1] ?? '';
  const role = [...aliases.matchAll(QUOTED)]
    .map((match) => match[1] ?? '')
    .find((alias) => alias && !PRONOUN.test(alias) && !/^(?:your|our|us)$/i.test(alias));
  if (!role) return party;
  const isBlank = party.name.replace(/\b(?:you|we)\b|[\s,:;_.-]/gi, '') === '';
  return { ...party, role, ...(isBlank && { name: role, status: 'blank' as const }) };
}

const ROLE_WORD = `(?:the\\s+)?(?:${PARTY_ROLE_WORDS.join('|')})`;
const JOINED_ROLES = new RegExp(`^(${ROLE_WORD})\\s+(?:and|&)\\s+(${ROLE_WORD})$`, 'i');

/**
 * "Employee and Company" is two parties, never one: a name made of two role words joined by
 * "and" names each role, and neither by a legal name.
 */
function splitJoinedRoles(document: ParsedDocument) {
  return (party: Party): Party[] => {
    const joined = JOINED_ROLES.exec(party.name);
    if (!joined) return [party];
    return [joined[1] ?? '', joined[2] ?? ''].map((word) => {
      const at = party.start + party.name.indexOf(word);
      const role = word.replace(/^the\s+/i, '');
      return {
        name: role,
        role,
        status: 'blank' as const,
        ...locate(document, at, at + word.length),
      };
    });
  };
}

function register(
  text: string,
  parties: readonly Party[],
  sides: readonly Side[],
): RegisteredParty[] {
  const ids = new Set<string>();
  return parties.map((party) => {
    const side = sideOf(party, sides);
    const role =
      party.role !== 'Party'
        ? party.role
        : side && side.role !== side.name
          ? side.role
          : party.role;
    const legalName = party.status === 'blank' || party.name === role ? null : party.name;
    const definedTerm = party.role !== 'Party' && party.role !== party.name ? party.role : null;
    const pronouns = side ? pronounsOf(side) : [];
    const shortNames = (side?.terms ?? []).filter(
      (term) =>
        term !== legalName && term !== definedTerm && term !== role && !pronouns.includes(term),
    );
    return {
      id: uniqueId(slug(role !== 'Party' ? role : party.name), ids),
      legalName,
      shortNames,
      definedTerm,
      role,
      pronouns,
      foundIn: findPartySources(text, party),
      party,
    };
  });
}

function sideOf(party: Party, sides: readonly Side[]): Side | undefined {
  return (
    sides.find((side) => side.role.toLowerCase() === party.role.toLowerCase()) ??
    sides.find((side) => side.terms.includes(party.name))
  );
}

/** "we" gives "we", "us" and "our"; "you" gives "you" and "your". */
function pronounsOf(side: Side): string[] {
  const words = [...side.subjectPronouns, ...side.possessivePronouns];
  if (words.includes('we') && !words.includes('us')) words.splice(1, 0, 'us');
  return [...new Set(words)];
}

function findGroups(sides: readonly Side[], parties: readonly RegisteredParty[]): PartyGroup[] {
  return sides
    .filter((side) => side.members && side.members.length > 0)
    .map((side) => ({
      term: side.role,
      memberIds: (side.members ?? []).flatMap((member) =>
        parties.filter((party) => sideOf(party.party, [member])).map((party) => party.id),
      ),
    }));
}

function slug(words: string): string {
  return (
    words
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'party'
  );
}

function uniqueId(base: string, taken: Set<string>): string {
  let id = base;
  for (let count = 2; taken.has(id); count++) id = `${base}-${count}`;
  taken.add(id);
  return id;
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
