import type { Party } from '../../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../../parsing/parsed-document.ts';
import type { Segment } from '../../text/segment.ts';
import { findLetterAddressee } from '../parties/letter-addressee.ts';
import { findPreambleRegions, type PreambleRegion } from '../parties/preamble-regions.ts';
import { findSignatureColumns } from '../parties/signature-columns.ts';
import { findAliasedBlankParties, findBlankParties } from './find-blank-parties.ts';
import {
  findEntityParties,
  findOnBehalfSigners,
  findSigningEntities,
  LISTED_AFTER_FORM,
} from './find-entity-parties.ts';
import { isOnPageFurniture } from './is-on-page-furniture.ts';
import { locate } from './locate.ts';
import {
  ALIAS,
  COMPANY_FORM,
  hasEntitySuffix,
  isClauseFragment,
  isDocumentName,
  LABELLED_PARTY,
  NAME_END,
  PARTY_ROLE_WORDS,
  SIGNATURE_COMPANY,
  TRADE_NAME,
  UNQUOTED_ALIAS,
} from './party-patterns.ts';

// Aliases the preamble defines that are not parties.
const NOT_PARTY_ALIASES =
  /^(?:agreement|effective date|parties|party|territory|contract|lease|note|premises|property|products?|services?|plan)$/i;
const NOT_A_NAME =
  /^(?:the\s+)?(?:parties|undersigned|following|party|company|each|both|and|date|effective date)\b|^(?:this|whereas|section|article|now|in\s+witness|exhibit|schedule|annex|appendix)\b|_{2,}/i;
const ADDRESS =
  /\d[^,]{0,30}\b(?:street|road|avenue|floor|suite|blvd|boulevard|district)\b|\bp\.?\s?o\.?\s+box\b|\brepublic\s+of\b|\d{4,}|^\d+[\s,]/i;
const DATE_AFTER_NAME =
  /\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d/;
const NAME_CONNECTORS = new Set([
  'of',
  'and',
  'the',
  'de',
  'du',
  'la',
  'von',
  'van',
  'der',
  'dba',
  'd/b/a',
  'f/k/a',
  'for',
  'in',
  'y',
  'et',
]);
const ROLES = new Map(PARTY_ROLE_WORDS.map((role) => [role.toLowerCase(), role]));
const REGION_LENGTH = 1_500;
const MAX_PARTIES = 60;

/**
 * The parties and the roles the contract gives them: from the preamble ("by and between X
 * ("Company") and Y ("Consultant")"), from labelled lines ("Landlord: ..."), and from the
 * signature blocks when neither names them. Each name is quoted where it stands.
 */
export function extractParties(document: ParsedDocument, _segments: Segment[]): Party[] {
  // "between the Order Form and the Standard Terms": documents, and words of a sentence, are
  // never parties, so they never stand in the way of the next place parties are looked for.
  // A running footer's filer name ("Source: ACME INC, 8-K, 1/20/2009") is page furniture.
  const real = (found: Party[]) =>
    found.filter(
      (party) =>
        !isDocumentName(party.name) &&
        !isClauseFragment(party.name) &&
        !isOnPageFurniture(document.text, party.start),
    );
  const parties = findPreambleParties(document, real);
  if (parties.length >= 2) return parties;
  // A template's preamble: "between [Full legal name of the company] (the "Company") and ...".
  addUnique(parties, findAliasedBlankParties(document));
  if (parties.length >= 2) return parties;
  addUnique(parties, real(findLabelledParties(document)));
  if (parties.length >= 2) return parties;
  addUnique(parties, real(findRoleAliasedParties(document)));
  if (parties.length >= 2) return parties;
  addUnique(parties, real(findSignatureParties(document)));
  addNewCompanies(parties, real(findOnBehalfSigners(document)));
  addNewCompanies(parties, real(findSigningEntities(document)));
  // A template's party lines, left blank, stand in for the names it does not have yet.
  if (parties.length < 2) addUnique(parties, findBlankParties(document));
  // A consortium agreement can have fifty signers; beyond that it is a list, not parties.
  return parties.slice(0, MAX_PARTIES);
}

/**
 * The parties a preamble introduces: in a letter's first sentence, after "between", or in the
 * document's opening words; the first of these that names any.
 */
function findPreambleParties(document: ParsedDocument, real: (found: Party[]) => Party[]): Party[] {
  for (const region of findPreambleRegions(document.text)) {
    const parties = real(
      region.kind === 'opening'
        ? findOpeningParties(document, region)
        : findListedParties(document, region),
    );
    if (region.kind === 'letter') addNewCompanies(parties, real(findAddresseeParty(document)));
    if (region.kind === 'between' && isBodyMention(region, parties)) continue;
    if (parties.length > 0) return parties;
  }
  return [];
}

// How far into a document a preamble may stand after a cover page or contents.
const PREAMBLE_START_REACH = 3_000;

/**
 * "no partnership ... between City and Confidant" deep in a document's body speaks of parties
 * by their defined terms; a preamble that far in names them by legal name or alias.
 */
function isBodyMention(region: PreambleRegion, parties: Party[]): boolean {
  return (
    region.start > PREAMBLE_START_REACH &&
    parties.every((party) => party.role === 'Party' && !hasEntitySuffix(party.name))
  );
}

/**
 * A document with neither "between" nor a salutation: "Acme Inc., a Maryland corporation (the
 * "Company"), agrees ...", "effective as of the Effective Date INKTOMI CORPORATION ("Inktomi")
 * and MICROSOFT CORPORATION ("Microsoft")". Its opening words define other terms as well, so
 * only companies, and names given a party's role, count there.
 */
function findOpeningParties(document: ParsedDocument, region: PreambleRegion): Party[] {
  const isParty = (party: Party) =>
    party.role !== 'Party' && (hasEntitySuffix(party.name) || ROLES.has(party.role.toLowerCase()));
  const parties = findListedParties(document, region, true).filter(isParty);
  addNewCompanies(
    parties,
    findEntityParties(document, document.text.slice(0, REGION_LENGTH), 0).filter(
      (party) => party.role !== 'Party',
    ),
  );
  return parties;
}

function findAddresseeParty(document: ParsedDocument): Party[] {
  const addressee = findLetterAddressee(document.text);
  if (!addressee) return [];
  const end = addressee.start + addressee.text.length;
  return [
    {
      name: addressee.text,
      role: 'Party',
      status: 'stated',
      ...locate(document, addressee.start, end),
    },
  ];
}

// An alias, quoted or not: ("Company"), (the Company), (hereinafter referred to as Party A).
const ANY_ALIAS = new RegExp(`${ALIAS.source}|${UNQUOTED_ALIAS.source}`, 'g');
// An alias that several parties share: (collectively, the "Marathon Parties").
const SHARED_ALIAS = /^\(\s*(?:collectively|together)\b/i;

/** The parties listed in a preamble region, each with the alias that follows its name. */
function findListedParties(
  document: ParsedDocument,
  preamble: PreambleRegion,
  isOpening = false,
): Party[] {
  const regionStart = preamble.start;
  const region = document.text.slice(regionStart, preamble.end);
  const parties: Party[] = [];
  const add = (name: NameSpan, role: string) => {
    // "Seller and Zenith (together, ...)": a party's defined term names a party listed already.
    const term = name.text.replace(/^the\s+/i, '').toLowerCase();
    if (parties.some((party) => party.role.toLowerCase() === term)) return;
    addUnique(parties, [
      {
        // A name wrapped over two lines is one name.
        name: name.text.replace(/\s+/g, ' '),
        role: toRole(role),
        status: 'stated',
        ...locate(document, regionStart + name.start, regionStart + name.end),
      },
    ]);
  };
  let cursor = 0;
  for (const alias of region.matchAll(ANY_ALIAS)) {
    const role = (alias[1] ?? alias[2] ?? alias[3] ?? '').trim();
    // A document's opening words start with its title: its first party starts a paragraph.
    const chunkStart = cursor === 0 && isOpening ? paragraphStart(region, alias.index) : cursor;
    cursor = alias.index + alias[0].length;
    if (!role || NOT_PARTY_ALIASES.test(role)) continue;
    // "X, Y and Z (collectively, the "Sellers")": each is a party.
    if (SHARED_ALIAS.test(alias[0])) {
      const members = findListMembers(region, chunkStart, alias.index);
      // "Seller and Zenith (together, the "Selling Parties")" groups parties named already.
      const isKnown = (member: NameSpan) =>
        parties.some((party) =>
          [party.name, party.role].includes(member.text.replace(/^the\s+/i, '')),
        );
      if (members.some(isKnown)) continue;
      if (members.length > 1) {
        for (const member of members) add(member, role);
        continue;
      }
    }
    // "between X, a Florida corporation, and the individual named on the cover page
    // ("Franchisee")": the alias names what follows the last "and", not the first party.
    const isAfterAnd = /,\s+and\s+/i.test(region.slice(chunkStart, alias.index));
    // Opening words that are no list of parties ("FOR VALUE RECEIVED, the undersigned, Harbor
    // Bakery LLC ("Borrower")") name a party just before its alias.
    const name =
      (isOpening ? findCapitalisedRunBefore(region, alias.index) : null) ??
      findNameIn(region, chunkStart, alias.index, parties.length > 0 || isAfterAnd);
    if (name) add(name, role);
  }
  if (parties.length === 0) addUnique(parties, findUnaliasedParties(document, region, regionStart));
  addNewCompanies(parties, findEntityParties(document, region, regionStart));
  return parties;
}

function paragraphStart(region: string, before: number): number {
  const breaks = [...region.slice(0, before).matchAll(/\n[ \t]*\n/g)];
  const last = breaks[breaks.length - 1];
  return last ? last.index + last[0].length : 0;
}

// What separates the names of a list: a comma before a capital (not a legal form's), "and".
const LIST_SEPARATOR =
  /,\s+(?:and\s+)?(?=[A-Z])(?!(?:Inc|INC|LLC|L\.?P|Ltd|LTD|Limited|LIMITED|Corp|N\.A|S\.A)\b)|\s+(?:and|&)\s+(?=[A-Z])/g;

/**
 * The names listed in region[from, to) before an alias they share: "Marathon Focus Fund L.P.,
 * Marathon Partners LUX Fund, L.P. and Mario Cibelli". None when a name carries a description
 * ("a Delaware corporation"), which the one-name reading handles.
 */
function findListMembers(region: string, from: number, to: number): NameSpan[] {
  const lead = /^[\s),.]*(?:and\s+)?/.exec(region.slice(from, to))?.[0] ?? '';
  const start = from + lead.length;
  const list = region.slice(start, to).replace(/[\s,]+$/, '');
  const members: NameSpan[] = [];
  let cursor = 0;
  for (const separator of [...list.matchAll(LIST_SEPARATOR), null]) {
    const end = separator ? separator.index : list.length;
    const text = list.slice(cursor, end).trim();
    if (!isPlausibleName(text) || NAME_END.test(text)) return [];
    members.push({ text, start: start + cursor, end: start + cursor + text.length });
    if (separator) cursor = separator.index + separator[0].length;
  }
  return members;
}

/** "between John Smith and Jane Doe." with no aliases: split the first sentence at "and". */
function findUnaliasedParties(
  document: ParsedDocument,
  region: string,
  regionStart: number,
): Party[] {
  // "between X and Y", also set out on a title page ("BETWEEN\n\nPFIZER INC.\n\nAND\n\nUPJOHN INC.").
  const separator = /(?:,?[ \t]+|\s*\n\s*)(?:and|AND|And)(?:[ \t]+|\s*\n\s*)(?=[A-Za-z0-9])/.exec(
    region.slice(0, 300),
  );
  if (!separator) return [];
  const first = findNameIn(region, 0, separator.index, false);
  const second = findNameIn(region, separator.index + separator[0].length, region.length, false);
  if (!first || !second) return [];
  // "SUMITOMO MITSUI BANKING CORPORATION, SMBC NIKKO SECURITIES INC. And ...": each side can
  // list several companies.
  return [first, second].flatMap(splitListedCompanies).map((name) => ({
    name: name.text,
    role: 'Party',
    status: 'stated',
    ...locate(document, regionStart + name.start, regionStart + name.end),
  }));
}

function splitListedCompanies(name: NameSpan): NameSpan[] {
  const spans: NameSpan[] = [];
  let offset = 0;
  for (const piece of name.text.split(LISTED_AFTER_FORM)) {
    const start = name.text.indexOf(piece, offset);
    offset = start + piece.length;
    spans.push({ text: piece, start: name.start + start, end: name.start + offset });
  }
  return spans;
}

interface NameSpan {
  text: string;
  start: number;
  end: number;
}

/** The party name in region[from, to): after the last "and" separator, up to its description. */
function findNameIn(
  region: string,
  from: number,
  to: number,
  isAfterFirst: boolean,
): NameSpan | null {
  let start = from;
  const chunk = region.slice(from, to);
  let isAfterSeparator = false;
  if (isAfterFirst) {
    const separators = [
      ...chunk.matchAll(
        // "&" joins the words of one name ("Keefe, Bruyette & Woods, Inc."), not two parties.
        /(?:[,;]\s*|\n\s*|\s)(?:-\s*)?(?:and|AND|And)(?:\s*-)?\s+(?=["“]?[A-Za-z0-9])|;\s*/g,
      ),
    ];
    const last = separators[separators.length - 1];
    if (last) start = from + last.index + last[0].length;
    isAfterSeparator = last !== undefined;
  }
  // "in exchange for the payment by X ("Investor") of $50,000 ("Purchase Amount") on March 3,
  // 2025, Brightleaf Robotics, Inc., a Delaware corporation ("Company")": words of the deal
  // run on before the next party; its name is the company's name just before the alias.
  if (isAfterFirst && !isAfterSeparator && /^[\s),]*[a-z$\d]/.test(chunk)) {
    const company = findLastCompanyName(region, from, to);
    if (company) return company;
  }
  const name = readNameAt(region, start, to);
  if (name || !isAfterFirst || isAfterSeparator) return name;
  // "X (the "Company"), a Maryland corporation, Y, a savings bank (the "Bank")": after the
  // first party's description the next name starts at a comma; "confirm their agreement with
  // Z (the "Agent")": a letter names its addressee after "agreement with".
  const describedThen = /^[\s),]*(?:an?|the)\s[^,]*(?:,[^,A-Z]*)*,\s+(?=[A-Z])/.exec(chunk);
  const agreementWith = /\b(?:agreement|contract|arrangement)s?\s+with\s+(?=[A-Z])/.exec(chunk);
  for (const lead of [describedThen, agreementWith]) {
    if (!lead) continue;
    const found = readNameAt(region, from + lead.index + lead[0].length, to);
    if (found && found.text.split(/\s+/).length >= 2) return found;
  }
  return null;
}

// A company's name: capitalised words ending in its legal form ("Brightleaf Robotics, Inc.").
const COMPANY_NAME =
  /(?<![\w&'’.-])[A-Z][\w&'’.-]*(?:\s+(?:[A-Z&][\w&'’.-]*|of|and|de|du))*,?\s+(?:Inc|Incorporated|LLC|L\.L\.C|Ltd|Limited|Corp|Corporation|Company|Co|PLC|LP|L\.P|LLP|GmbH|AG|S\.A|N\.V|B\.V|Pty)\b\.?/g;

/** The last company name in region[from, to), read as a name, or null when there is none. */
function findLastCompanyName(region: string, from: number, to: number): NameSpan | null {
  const found = [...region.slice(from, to).matchAll(COMPANY_NAME)].pop();
  return found ? readNameAt(region, from + found.index, to) : null;
}

/** The name that starts at region[start], up to its description, address or alias. */
function readNameAt(region: string, from: number, to: number): NameSpan | null {
  let start = from;
  while (start < to && /[\s,;:"“)-]/.test(region.charAt(start))) start++;
  // "between the TOWN OF VINTON", "and (2) Establishment Labs", "WHEREAS, Acme Inc.": the
  // joining word, the article, a list number and a recital's opening are not part of the name.
  const lead =
    /^(?:(?:WHEREAS|Whereas),?\s+)?(?:(?:and|AND|And|&)\s+)?(?:\(?(?:\d{1,2}|[a-zA-Z]|[ivx]{1,4})\)\s+|\d{1,2}\.\s+)?(?:the\s+(?=[A-Z]))?/.exec(
      region.slice(start, to),
    );
  if (lead) start += lead[0].length;
  // "The Covenanter: Acme Inc.": the label a translated contract puts before a party's name.
  const label = /^[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?[ \t]*:[ \t]+(?=[A-Z])/.exec(
    region.slice(start, to),
  );
  if (label) start += label[0].length;
  const rest = region.slice(start, to);
  const legalName = trimName(rest.slice(0, nameLength(rest)));
  if (!isPlausibleName(legalName)) return null;
  // "EWSD 1, LLC, d/b/a SHI FARMS": the name it trades under is part of a party's name.
  // A trade name set after the party's description (", a Delaware corporation, d/b/a ALFA
  // AESAR") describes the party, as its state of incorporation does.
  const tradeName = TRADE_NAME.exec(rest.slice(legalName.length));
  if (tradeName) {
    const after = legalName.length + tradeName[0].length;
    const traded = trimName(rest.slice(after, after + nameLength(rest.slice(after))));
    if (isPlausibleName(traded)) {
      const text = rest.slice(0, after) + traded;
      return { text, start, end: start + text.length };
    }
  }
  return { text: legalName, start, end: start + legalName.length };
}

/** A name without the comma or space after it, or a sentence's full stop ("Ltd." keeps its). */
function trimName(name: string): string {
  const text = name.replace(/[\s,]+$/, '');
  return COMPANY_FORM.test(text) ? text : text.replace(/\.$/, '');
}

/** How long the name at the start of `rest` is: up to its description, address or alias. */
function nameLength(rest: string): number {
  let length = rest.length;
  for (const boundary of rest.matchAll(new RegExp(NAME_END.source, 'g'))) {
    length = boundary.index;
    break;
  }
  // A date straight after the name ("PFIZER INC. August 21, 2018") is not part of it.
  const date = DATE_AFTER_NAME.exec(rest.slice(0, length));
  return date ? date.index : length;
}

function isPlausibleName(text: string): boolean {
  // "HARBOUR 2005 LIMITED" is a company's name, not an address with a post code.
  const isAddress = ADDRESS.test(text) && !(COMPANY_FORM.test(text) && !text.includes(','));
  if (text.length < 2 || text.length > 120 || NOT_A_NAME.test(text) || isAddress) return false;
  // "iMine Corporation", "eDiets.com", "i3 Integrative" start in lower case and are names.
  // "695014 B.C. Ltd." is a numbered company; "e.l.f. Beauty, Inc." writes its initials small.
  const isNumberedCompany = /^\d+\s/.test(text) && COMPANY_FORM.test(text);
  if (
    !isNumberedCompany &&
    !/^(?:\p{Lu}|\d+[A-Za-z]|[a-z]{1,2}[A-Z0-9]|[a-z][\w-]*\.(?:com|net|org)\b|[a-z](?:\.[a-z])+\.)/u.test(
      text,
    )
  )
    return false;
  const words = text.split(/\s+/);
  // A name's words are capitalised, bar a few joining words; "Emdeon agrees to accept" is a clause.
  return (
    words.length <= 14 &&
    words.every(
      (word) =>
        /^[^a-z]/.test(word) ||
        NAME_CONNECTORS.has(word) ||
        /^[a-z]{1,2}[A-Z0-9]|^[a-z][\w-]*\.(?:com|net|org)\b|^[a-z](?:\.[a-z])+\.$/.test(word),
    )
  );
}

/** "Harbor Bakery LLC ("Borrower") promises to pay ... First Coastal Credit Union ("Lender")". */
function findRoleAliasedParties(document: ParsedDocument): Party[] {
  const head = document.text.slice(0, 4_000);
  const parties: Party[] = [];
  for (const alias of head.matchAll(new RegExp(ALIAS.source, 'g'))) {
    const role = ROLES.get(
      (alias[1] ?? alias[2] ?? '')
        .trim()
        .replace(/^the\s+/i, '')
        .toLowerCase(),
    );
    if (!role) continue;
    const name = findCapitalisedRunBefore(head, alias.index);
    if (name)
      parties.push({
        name: name.text,
        role,
        status: 'stated',
        ...locate(document, name.start, name.end),
      });
  }
  return parties;
}

/** The run of capitalised words (with "of", "and", "&" inside) that ends just before `end`. */
function findCapitalisedRunBefore(text: string, end: number): NameSpan | null {
  const before = text.slice(Math.max(0, end - 150), end);
  const offset = end - before.length;
  const words = [...before.matchAll(/[^\s]+/g)];
  let first = words.length;
  for (let index = words.length - 1; index >= 0; index--) {
    const word = words[index]?.[0] ?? '';
    // A list's number ("2.", "(b)") starts the name after it.
    if (/^(?:\d{1,2}\.|\(\w{1,3}\))$/.test(word)) break;
    // Letters of any alphabet: "Křetínský Logistics LLC" is one name.
    if (/^[\p{Lu}0-9&][\p{L}\p{N}_&.,'’-]*$/u.test(word) || /^(?:of|and|&|de|du|la)$/.test(word))
      first = index;
    else break;
  }
  // A recital's "WHEREAS," and a joining word start no name.
  while (first < words.length && /^(?:of|and|&|de|du|la|WHEREAS,?)$/.test(words[first]?.[0] ?? ''))
    first++;
  const firstWord = words[first];
  if (!firstWord) return null;
  const start = offset + firstWord.index;
  const nameText = text.slice(start, end).replace(/[\s,]+$/, '');
  return isPlausibleName(nameText) ? { text: nameText, start, end: start + nameText.length } : null;
}

function findLabelledParties(document: ParsedDocument): Party[] {
  const parties: Party[] = [];
  const text = document.text;
  const windows: [number, number][] = [
    [0, Math.min(text.length, 4_000)],
    [Math.max(0, text.length - 5_000), text.length],
  ];
  for (const [from, to] of windows) {
    for (const match of text.slice(from, to).matchAll(new RegExp(LABELLED_PARTY.source, 'gim'))) {
      // "Ltd." keeps its full stop; a sentence's does not belong to the name.
      const trimmed = (match[2] ?? '').replace(/[\s,]+$/, '');
      const name = COMPANY_FORM.test(trimmed) ? trimmed : trimmed.replace(/[\s,.]+$/, '');
      if (!isPlausibleName(name)) continue;
      const nameStart = from + match.index + match[0].indexOf(name, (match[1] ?? '').length);
      parties.push({
        name,
        role: toRole(match[1] ?? 'Party'),
        status: 'stated',
        ...locate(document, nameStart, nameStart + name.length),
      });
    }
  }
  return parties;
}

function findSignatureParties(document: ParsedDocument): Party[] {
  const text = document.text;
  const from = Math.max(0, text.length - 6_000);
  const parties: Party[] = [];
  for (const match of text.slice(from).matchAll(new RegExp(SIGNATURE_COMPANY.source, 'gm'))) {
    const lineStart = from + match.index + match[0].indexOf(match[1] ?? '');
    // Two signature blocks side by side ("ACME INC.        BETA LLC") are two companies.
    for (const column of findSignatureColumns(
      text,
      lineStart,
      lineStart + (match[1] ?? '').length,
    )) {
      // "For Acme Inc." signs for Acme Inc.
      const name = column.text.replace(/^For\s+/, '');
      if (!isPlausibleName(name)) continue;
      const nameStart = column.start + column.text.length - name.length;
      const lineAbove =
        /([A-Za-z ]{3,30}):?\s*\n\s*$/.exec(
          text.slice(Math.max(0, lineStart - 60), lineStart),
        )?.[1] ?? '';
      const role = ROLES.get(lineAbove.trim().toLowerCase()) ?? 'Party';
      parties.push({
        name,
        role,
        status: 'stated',
        ...locate(document, nameStart, nameStart + name.length),
      });
    }
  }
  return parties;
}

function toRole(alias: string): string {
  const role = alias
    .replace(/^(?:the|a|an)\s+/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  // An all-capitals alias ("LICENSEE") reads better as a title; short acronyms ("IBM") stay.
  return role.length > 4 && role === role.toUpperCase()
    ? role.charAt(0) + role.slice(1).toLowerCase()
    : role;
}

/** Adds the parties not listed yet: by name, or for a blank one by role ("{company_name}" twice). */
function addUnique(parties: Party[], more: Party[]): void {
  const keyOf = (party: Party) =>
    party.status === 'blank' ? `blank:${party.role.toLowerCase()}` : party.name.toLowerCase();
  for (const party of more) {
    if (!parties.some((other) => keyOf(other) === keyOf(party))) parties.push(party);
  }
}

/** Adds the companies not already listed under any spelling of their name. */
function addNewCompanies(parties: Party[], more: Party[]): void {
  addUnique(
    parties,
    more.filter((entity) => !parties.some((party) => isSameCompany(party.name, entity.name))),
  );
}

/** "ACME Inc." and "Acme, Inc." are one company; so is a name inside a longer one. */
function isSameCompany(a: string, b: string): boolean {
  const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
  const [x, y] = [key(a), key(b)];
  return x.includes(y) || y.includes(x);
}
