import type { Party } from '../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../parsing/parsed-document.ts';
import { locate } from './locate.ts';
import { ALIAS } from './party-patterns.ts';

// A company's name as a preamble lists it: capitalised words (commas, "&", "of" and "and"
// inside) ending with its legal form ("TELCOSTAR PTE, LTD.", "Establishment Labs, S.A",
// "Ability Computer & Software Industries Ltd").
const ENTITY = new RegExp(
  String.raw`(?:[A-Z0-9][\w&.'’/-]*,?[ \t]+(?:(?:of|and|&|de|du|des|la|the|für|y)[ \t]+)?){0,8}` +
    String.raw`(?:Inc|INC|Incorporated|INCORPORATED|Corp|CORP|Corporation|CORPORATION|Company|COMPANY|Co|CO|Ltd|LTD|Limited|LIMITED|LLC|L\.L\.C|LLP|L\.P|LP|PLC|plc|GmbH|AG|S\.A|SA|N\.V|B\.V|Pty|PTY|Pte|PTE|S\.p\.A|SARL|SAS|S\.A\.S|Bhd|BHD|KK|K\.K|AB|ASA|Oy|SpA|S\.r\.l|S\.R\.L|S\.de\s+R\.L|Trust|Bank|Association|Partnership|Fund)` +
    String.raw`\b\.?(?:,?[ \t]+(?:Ltd|LTD|Inc|INC|Limited)\b\.?)?`,
  'g',
);
// A legal form and a comma end one company's name when another follows.
const LISTED_AFTER_FORM =
  /(?<=\b(?:Inc|INC|Corporation|CORPORATION|Corp|CORP|LLC|LP|L\.P|Limited|LIMITED|GmbH|AG|plc|PLC)\.?),\s+(?=[A-Z])(?!(?:Inc|INC|Ltd|LTD|Limited|LLC)\b)/;
// What stands before a party in a list of parties: the start, "and", a list number, a comma.
const LIST_POSITION =
  /(?:^|\b(?:and|AND|And|between|BETWEEN|Between|among|amongst)|[,;:]|\(\w{1,3}\)|\b\d{1,2}\.)\s*$/;
// What stands before a company that is not itself a party ("a subsidiary of X Inc.").
const NOT_A_PARTY_BEFORE = /\b(?:of|by|to|for|with|from|under|through|c\/o|behalf)\s*,?\s*$/i;

// An alias that several parties share: (each and both of them "Recipient").
const ROLE_ALIAS =
  /^[^()]{0,200}?\((?:each|both|together|collectively)\b[^()"“]{0,40}["“]([^"”()]{1,40})["”]\s*\)/;

/** Whether a company at `start` stands where a list of parties puts one. */
function isListed(region: string, start: number): boolean {
  const before = region.slice(Math.max(0, start - 40), start);
  return LIST_POSITION.test(before) && !NOT_A_PARTY_BEFORE.test(before);
}

/**
 * The companies a preamble lists as parties, found by their legal form where the usual
 * "Name ("Alias")" reading missed them (a name, its description and address, then an alias
 * naming several parties at once). A company is a party when it stands where a list of
 * parties puts one, not after "of" or "by"; its role is the next alias, else "Party".
 */
export function findEntityParties(
  document: ParsedDocument,
  region: string,
  regionStart: number,
): Party[] {
  const parties: Party[] = [];
  for (const match of region.matchAll(ENTITY)) {
    // "SUMITOMO MITSUI BANKING CORPORATION, SMBC NIKKO SECURITIES INC" lists two companies.
    const pieces = match[0].split(LISTED_AFTER_FORM);
    let name = (pieces[pieces.length - 1] ?? '')
      .replace(/^(?:The|THE|and|AND)\s+/, '')
      .replace(/[,\s]+$/, '');
    let start = match.index + match[0].lastIndexOf(name);
    // "the laws of Singapore and Ability Computer Ltd": the company starts after the "and".
    const joined = /^.*\s(?:and|AND)\s+(?=[A-Z])/.exec(name);
    if (joined && !isListed(region, start)) {
      start += joined[0].length;
      name = name.slice(joined[0].length);
    }
    if (!isListed(region, start)) continue;
    // A legal form alone ("Company") is a defined term, not a name.
    if (name.split(/\s+/).length < 2) continue;
    const after = region.slice(start + name.length, start + name.length + 250);
    const alias = ROLE_ALIAS.exec(after) ?? new RegExp(ALIAS.source).exec(after);
    const role = alias ? (alias[1] ?? alias[2] ?? 'Party').trim() : 'Party';
    parties.push({
      name: name.replace(/\s+/g, ' '),
      role: /^(?:agreement|effective date|parties|party)$/i.test(role) ? 'Party' : role,
      status: 'stated',
      ...locate(document, regionStart + start, regionStart + start + name.length),
    });
  }
  return parties;
}

// A company that signs: its name, then the signatory's "By:" line.
const SIGNS_NEXT = /^\s*,?\s*(?:\[?signature[^\]\n]{0,30}\]?\s*)?By\s*:?/i;
// "By: HPS Investment Partners, LLC, its sole member" signs for the party; it is not one.
const SIGNS_FOR_ANOTHER = /\bBy\s*:?\s*$/i;
const SIGNATURE_REACH = 8_000;

/**
 * The companies that sign the document, read from its signature blocks ("ACME LLC By: /s/ ...
 * Name: ... Title: ..."): where a joint filing agreement or a letter names its parties.
 */
export function findSigningEntities(document: ParsedDocument): Party[] {
  const from = Math.max(0, document.text.length - SIGNATURE_REACH);
  const tail = document.text.slice(from);
  const parties: Party[] = [];
  for (const match of tail.matchAll(ENTITY)) {
    const pieces = match[0].split(LISTED_AFTER_FORM);
    const name = (pieces[pieces.length - 1] ?? '').replace(/[,\s]+$/, '');
    const start = match.index + match[0].lastIndexOf(name);
    const end = start + name.length;
    if (!SIGNS_NEXT.test(tail.slice(end, end + 60))) continue;
    if (SIGNS_FOR_ANOTHER.test(tail.slice(Math.max(0, start - 12), start))) continue;
    if (name.split(/\s+/).length < 2) continue;
    parties.push({
      name: name.replace(/\s+/g, ' '),
      role: 'Party',
      status: 'stated',
      ...locate(document, from + start, from + end),
    });
  }
  return parties;
}
