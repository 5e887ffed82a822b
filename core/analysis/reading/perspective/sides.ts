import type { Party } from '../../../../common/analysis/analysis-schema.ts';
import { isClauseFragment, isDocumentName, PARTY_ROLE_WORDS } from '../facts/party-patterns.ts';

/**
 * One side of the deal and the words the document uses for it: its role ("Franchisee"), its
 * name, and the pronouns the document defines for it ("we", "us" and "our" refer to the
 * franchisor). Guarantors and owners stand with the side they guarantee.
 */
export interface Side {
  role: string;
  name: string;
  /** Defined terms and names, matched as written or in capitals ("Franchisee", "FRANCHISEE"). */
  terms: string[];
  /** Pronouns that make this side the subject of a sentence ("we", "you"). */
  subjectPronouns: string[];
  /** Pronouns that own something ("our liability", "your account"). */
  possessivePronouns: string[];
  /** For a group ("Seller" and, together with Zenith, "Selling Parties"): the sides in it. */
  members?: Side[];
}

const PRONOUNS = {
  first: { subject: ['we'], possessive: ['our'], object: ['us'] },
  second: { subject: ['you'], possessive: ['your'], object: [] as string[] },
};
type Person = keyof typeof PRONOUNS;

// "“we,” “us” and “our” refers to Pizza Fusion Holding, Inc., the franchisor": the definition
// ends with its sentence, which "Inc." does not end.
const PRONOUN_DEFINITION =
  /[“"'‘]\s*(we|us|our|you|your)\s*[,.]?\s*[”"'’]\s*(?:[,;]?\s*(?:and|or)?\s*[“"'‘]\s*(?:we|us|our|you|your|yours)\s*[,.]?\s*[”"'’]\s*)*(?:,?\s*(?:shall|will|each|as\s+the\s+context\s+requires)?\s*)?(?:refers?|refer|means?|mean|are\s+references?|is\s+a\s+reference|shall\s+refer|shall\s+mean)\s+(?:to\s+)?([^;\n]{2,160}?)(?=(?<!\b(?:Inc|Ltd|Corp|Co|LLC|L\.L\.C|N\.V|B\.V|S\.A|L\.P))\.(?:\s+[“"'‘A-Z]|\s*$)|;|\n|$)/gi;
// An alias in parentheses that gives a party a pronoun among its names: ("Franchisee" or
// "you"), (hereinafter "AIRSOPURE" or by reference "we", "us", "our").
const PRONOUN_ALIAS =
  /\(((?=[^()]{0,200}?[“"'‘]\s*[A-Z][\w .&-]{1,40}[”"'’])[^()]{0,200}?[“"'‘]\s*(we|us|our|you|your)\s*[,.]?\s*[”"'’][^()]{0,200}?)\)/gi;
const DEFINITION_REACH = 20_000;

/**
 * The sides of a document: its parties, grouped by role, with the pronouns the document defines
 * for them. Consumer documents that define nothing still speak of "you" (the user) and "we"
 * (the provider).
 */
export function buildSides(text: string, parties: readonly Party[], isConsumer: boolean): Side[] {
  const sides: Side[] = [];
  for (const party of parties) {
    const role = party.role && party.role !== 'Party' ? party.role : party.name;
    if (isDocumentName(role)) continue;
    const existing = sides.find((side) => side.role.toLowerCase() === role.toLowerCase());
    if (existing) addTerms(existing, [party.name]);
    else sides.push(createSide(role, party.name));
  }
  const named = [...sides];
  addActingRoles(text, sides);
  addSecondAliases(text, sides);
  addDefinedActors(text, sides);
  addGroupMembers(text, sides, named);
  for (const { person, target } of findPronounDefinitions(text)) {
    const side = findOrCreateSideFor(target, sides);
    if (side) assignPronouns(side, person, sides);
  }
  return isConsumer ? toConsumerSides(text, sides) : sides;
}

// A role word used as the subject of this many duties is a side even when no party was found
// by name ("Contractor shall ...", "the Recipient will ...").
const MINIMUM_ROLE_DUTIES = 3;

/** Sides for the role words the text binds, when the parties' names could not be read. */
function addActingRoles(text: string, sides: Side[]): void {
  for (const role of PARTY_ROLE_WORDS) {
    if (sides.some((side) => side.terms.some((term) => term.toLowerCase() === role.toLowerCase())))
      continue;
    if (countDuties(text, [role]) >= MINIMUM_ROLE_DUTIES) sides.push(createSide(role, role));
  }
}

// Defined terms that name things, not parties, even when a sentence makes them its subject.
const NOT_A_PARTY =
  /^(?:party|parties|tos|eula|you|we|users?)$|owners?\b|principals?\b|guarantors?|shareholders?|members?\b|directors?|officers?|personnel|employees?|staff|payment|method|account|app\b|agreement|information|date|term|period|services?|products?|territory|fees?|price|software|materials?|program|work|deliverables?|data|content|property|premises|system|site|plan|notice|section|schedule|exhibit|law|act|rules|policy|terms|documents?|license|licence|rights?|marks?|business|affiliates?|representatives?|claims?|losses|event|purpose|transaction|equipment|goods|facility|order|project|study|compound|field|technology|intellectual|confidential|effective|closing|budget|report|^(?:safe|note|instrument|certificate|warrant|shares|stock|securities|units)$/i;
const DEFINED_TERM = /[“"]([A-Z][A-Za-z&.-]+(?:\s+[A-Z][A-Za-z&.-]+){0,2})[”"]/g;
const DEFINED_TERM_REACH = 30_000;

// A party defined under two names at once: ("Buyer" or "PNC"), ("Supplier" and/or "Fonterra").
const SECOND_ALIAS =
  /[“"]([^”"]{2,40})[”"]\s*(?:,|or|and\/or)\s*(?:the\s+)?[“"]([A-Z][^”"]{1,39})[”"]\s*\)/g;

/** The second name a party is defined under is that party's, never a party of its own. */
function addSecondAliases(text: string, sides: Side[]): void {
  for (const [, first = '', second = ''] of text
    .slice(0, DEFINED_TERM_REACH)
    .matchAll(SECOND_ALIAS)) {
    const side = sides.find((candidate) =>
      candidate.terms.some((term) => term.toLowerCase() === first.toLowerCase()),
    );
    if (side) addTerms(side, [second]);
  }
}

/** Defined terms the text binds ("Producer" shall ...) that name no thing: parties by role. */
function addDefinedActors(text: string, sides: Side[]): void {
  const known = (term: string) =>
    sides.some((side) =>
      side.terms.some((existing) => existing.toLowerCase() === term.toLowerCase()),
    );
  const terms = new Set(
    [...text.slice(0, DEFINED_TERM_REACH).matchAll(DEFINED_TERM)].map((match) => match[1] ?? ''),
  );
  for (const term of terms) {
    if (term.length < 2 || NOT_A_PARTY.test(term) || isDocumentName(term) || known(term)) continue;
    const side = createSide(term, term);
    if (countDuties(text, side.terms) >= 2) sides.push(side);
  }
}

const NAME = `(?:the\\s+)?([A-Z][\\w.&-]*(?:\\s+[A-Z][\\w.&-]*){0,3})`;
const QUOTED = `[“"]([^”"]{2,40})[”"]`;
// ("Seller" and, together with Zenith, "Selling Parties"); Seller and Zenith (together, the
// "Selling Parties"); Seller and Zenith (collectively, "Sellers").
const GROUP_DEFINITIONS = [
  new RegExp(
    `${QUOTED}\\s*(?:and)?\\s*,?\\s*together\\s+with\\s+${NAME},?\\s*(?:the\\s+)?${QUOTED}`,
    'g',
  ),
  new RegExp(
    `${NAME}\\s+and\\s+${NAME}\\s*\\(\\s*(?:together|collectively)\\s*,?\\s*(?:the\\s+)?${QUOTED}`,
    'g',
  ),
];

// "“Receiving Party” means the Party which receives ...": a role either named party may play.
const FUNCTIONAL_ROLE = new RegExp(
  `${QUOTED}\\s*(?:shall\\s+)?means?\\s+(?:the|a|any|each|either)\\s+(?:Party|party)\\b`,
  'g',
);

/**
 * Groups of parties defined by the text: a term a group acts under binds each of its members,
 * so "Selling Parties shall not compete" binds the Seller, and in a mutual NDA "the Receiving
 * Party shall" binds whichever named party reads it.
 */
function addGroupMembers(text: string, sides: Side[], named: readonly Side[]): void {
  const head = text.slice(0, DEFINED_TERM_REACH);
  const sideOf = (term: string) =>
    sides.find((side) => side.terms.some((known) => known.toLowerCase() === term.toLowerCase()));
  const addGroup = (groupTerm: string, members: Side[]) => {
    const others = members.filter((side) => side.role !== groupTerm);
    if (others.length === 0 || NOT_A_PARTY.test(groupTerm) || isDocumentName(groupTerm)) return;
    let group = sideOf(groupTerm);
    if (!group) {
      group = createSide(groupTerm, groupTerm);
      sides.push(group);
    }
    group.members = [...new Set([...(group.members ?? []), ...others])];
  };
  for (const pattern of GROUP_DEFINITIONS)
    for (const match of head.matchAll(pattern))
      addGroup(
        match[3] ?? '',
        [match[1], match[2]]
          .map((term) => sideOf(term ?? ''))
          .filter((side): side is Side => side !== undefined),
      );
  // Every side that is not itself such a role plays it: the named parties, or, when no party
  // could be named, the sides the text makes act ("the Organisation shall").
  const roles = [...head.matchAll(FUNCTIONAL_ROLE)].map((match) => match[1] ?? '');
  const isRole = (side: Side) => roles.some((role) => side.terms.includes(role));
  const players = (named.length > 0 ? named : sides).filter(
    (side) => !isRole(side) && !side.members,
  );
  for (const role of roles) addGroup(role, players);
}

/** How often the terms are the subject of "shall", "will", "must" or "agrees". */
export function countDuties(text: string, terms: readonly string[]): number {
  let count = 0;
  for (const term of terms) {
    if (term.length < 2) continue;
    const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(
      `(?<![\\w-])(?:${escaped}|${escaped.toUpperCase()})\\s+(?:shall|will|must|agrees?|undertakes?|covenants?)\\b`,
      // Pronouns ("you", "we") start sentences in capitals; defined terms are written as defined.
      term === term.toLowerCase() ? 'gi' : 'g',
    );
    count += text.match(pattern)?.length ?? 0;
  }
  return count;
}

function createSide(role: string, name: string): Side {
  const side: Side = { role, name, terms: [], subjectPronouns: [], possessivePronouns: [] };
  addTerms(side, [role, name]);
  return side;
}

function addTerms(side: Side, words: string[]): void {
  for (const word of words) {
    const term = word.trim();
    if (term.length < 2 || side.terms.includes(term)) continue;
    side.terms.push(term);
    // A term defined in capitals ("ZOOM") is written "Zoom" in the body of the text.
    if (term.length > 3 && term === term.toUpperCase() && /^[A-Z]+$/.test(term))
      side.terms.push(term.charAt(0) + term.slice(1).toLowerCase());
    // "Pizza Fusion Holding, Inc." is also "Pizza Fusion Holding" in the body of the text.
    const short = term.replace(
      /,?\s+(?:Inc|Corp|Co|Ltd|LLC|L\.L\.C|LLP|L\.P|LP|PLC|GmbH|AG|S\.A|N\.V|B\.V)\.?$/i,
      '',
    );
    if (short !== term && short.length > 2 && !side.terms.includes(short)) side.terms.push(short);
  }
}

/**
 * Whether the text speaks to a consumer: it says "you" throughout (isConsumerFacing) without
 * defining "you" as one of its parties, as a franchise agreement that calls the franchisee
 * "you" does.
 */
export function isAddressedToConsumer(text: string, isConsumerFacing: boolean): boolean {
  return (
    isConsumerFacing && !findPronounDefinitions(text).some(({ person }) => person === 'second')
  );
}

function findPronounDefinitions(text: string): { person: Person; target: string }[] {
  const head = text.slice(0, DEFINITION_REACH);
  const person = (pronoun: string | undefined): Person =>
    /^(?:we|us|our)$/i.test(pronoun ?? '') ? 'first' : 'second';
  return [
    ...[...head.matchAll(PRONOUN_DEFINITION)].map((match) => ({
      person: person(match[1]),
      target: match[2] ?? '',
    })),
    // Jane Smith ("Franchisee" or "you"): the alias names the side the pronoun is.
    ...[...head.matchAll(PRONOUN_ALIAS)].map((match) => ({
      person: person(match[2]),
      target: match[1] ?? '',
    })),
  ];
}

/** The side a pronoun definition points at: a party named in it, or a role word it uses. */
function findOrCreateSideFor(target: string, sides: Side[]): Side | null {
  const lower = target.toLowerCase();
  const named = sides
    .flatMap((side) =>
      [...side.terms, leadingWords(side.name)].map((term) => ({
        side,
        at: lower.indexOf(term.toLowerCase()),
      })),
    )
    .filter((found) => found.at >= 0)
    .sort((left, right) => left.at - right.at)[0];
  const roleWord = PARTY_ROLE_WORDS.map((role) => ({
    role,
    at: lower.search(new RegExp(`\\b${role.toLowerCase()}\\b`)),
  }))
    .filter((found) => found.at >= 0)
    .sort((left, right) => left.at - right.at)[0];
  // "refers to Pizza Fusion Holding, Inc., the franchisor": the role word names the side.
  if (roleWord) {
    const byRole = sides.find((side) => side.role.toLowerCase() === roleWord.role.toLowerCase());
    if (byRole) return byRole;
    if (named && named.side.role === named.side.name) {
      named.side.role = roleWord.role;
      addTerms(named.side, [roleWord.role]);
      return named.side;
    }
    const created = createSide(roleWord.role, named?.side.name ?? roleWord.role);
    sides.push(created);
    return created;
  }
  return named?.side ?? null;
}

/** "Pizza Fusion" of "Pizza Fusion Holdings, Inc.": enough to recognise "Pizza Fusion Holding". */
function leadingWords(name: string): string {
  const words = name.split(/\s+/);
  return words.length >= 3 ? words.slice(0, 2).join(' ') : name;
}

function assignPronouns(side: Side, person: Person, sides: Side[]): void {
  // A pronoun belongs to one side only.
  for (const other of sides) {
    other.subjectPronouns = other.subjectPronouns.filter(
      (word) => !PRONOUNS[person].subject.includes(word),
    );
    other.possessivePronouns = other.possessivePronouns.filter(
      (word) => !PRONOUNS[person].possessive.includes(word),
    );
  }
  side.subjectPronouns.push(...PRONOUNS[person].subject);
  side.possessivePronouns.push(...PRONOUNS[person].possessive);
}

/**
 * Terms of service have two sides: the user ("you") and the provider ("we", and every company
 * name the terms make act: "Zoom", "Zoom Video Communications, Inc."), named after the one that
 * acts most.
 */
function toConsumerSides(text: string, sides: Side[]): Side[] {
  const isUser = (side: Side) =>
    side.subjectPronouns.includes('you') ||
    /^(?:user|customer|member|subscriber|you)s?$/i.test(side.role);
  const user = sides.find(isUser) ?? createSide('User', 'You');
  if (!user.subjectPronouns.includes('you')) {
    user.subjectPronouns.push('you');
    user.possessivePronouns.push('your');
  }
  const companies = sides.filter((side) => side !== user && !isUser(side));
  const busiest = [...companies].sort(
    (left, right) => countDuties(text, right.terms) - countDuties(text, left.terms),
  )[0];
  const acting = findActingNames(text);
  const named = [busiest?.name, ...acting].find((name) => name && !isClauseFragment(name));
  const provider = createSide('Provider', named ?? 'The provider');
  addTerms(provider, [...companies.flatMap((side) => side.terms), ...acting]);
  provider.subjectPronouns.push('we');
  provider.possessivePronouns.push('our');
  return [user, provider];
}

// Capitalised words that start sentences or address the user, never a company's name.
const NOT_A_NAME =
  /^(?:You|Your|We|Our|Us|These|This|The|Any|Such|Each|Either|Neither|If|In|All|No|It|They|That|Users?|Terms|Service|Services|Content|Agreement|Nothing)$/;
const ACTING_NAME =
  /\b([A-Z][A-Za-z0-9]+(?:\s[A-Z][A-Za-z0-9]+)?)\s+(?:shall|will|may|reserves|does|is\s+not|cannot)\b/g;

/** Names that act in the terms ("PhotoNest shall not be liable"): the provider's, most used first. */
function findActingNames(text: string): string[] {
  const counts = new Map<string, number>();
  for (const match of text.matchAll(ACTING_NAME)) {
    const name = match[1] ?? '';
    if (NOT_A_NAME.test(name) || NOT_A_NAME.test(name.split(' ')[0] ?? '') || isDocumentName(name))
      continue;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, count]) => count >= 2)
    .sort((left, right) => right[1] - left[1])
    .map(([name]) => name);
}
