import type { Party } from '../../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../../parsing/parsed-document.ts';
import { halveRepeated } from '../parties/signature-columns.ts';
import { locate } from './locate.ts';
import { ALIAS } from './party-patterns.ts';

// A company's name as a preamble lists it: capitalised words (commas, "&", "of" and "and"
// inside) ending with its legal form ("TELCOSTAR PTE, LTD.", "Establishment Labs, S.A",
// "Ability Computer & Software Industries Ltd", "VESA EQUITY INVESTMENT S.À R.L.").
const entityPattern = (connectors: string) =>
  new RegExp(
    String.raw`(?:[\p{Lu}0-9][\p{L}\p{N}_&.'’/-]*,?[ \t]+(?:(?:${connectors})[ \t]+)?){0,8}` +
      String.raw`(?:Inc|INC|Incorporated|INCORPORATED|Corp|CORP|Corporation|CORPORATION|Company|COMPANY|Co|CO|Ltd|LTD|Limited|LIMITED|LLC|L\.L\.C|LLP|L\.P|LP|PLC|plc|GmbH|AG|S\.A|SA|N\.V|B\.V|Pty|PTY|Pte|PTE|S\.p\.A|SARL|SAS|S\.A\.S|Bhd|BHD|KK|K\.K|AB|ASA|Oy|SpA|S\.r\.l|S\.R\.L|S\.de\s+R\.L|S\.[àÀ][ \t]+[rR]\.[lL]|Trust|TRUST|Bank|BANK|Association|Partnership|Fund|FUND)` +
      String.raw`\b\.?(?:,?[ \t]+(?:Ltd|LTD|Inc|INC|Limited)\b\.?)?`,
    'gu',
  );
const ENTITY = entityPattern('of|and|&|de|du|des|la|the|für|y');
// Above a signatory's "By:" a name is one company, its capitals "AND" included ("ATHENE
// ANNUITY AND LIFE COMPANY"); in a preamble's list that word can join two.
const SIGNING_ENTITY = entityPattern('of|and|AND|&|de|du|des|la|the|für|y');
// What runs into a signing company's name on a page flattened to one line: the date the
// signatures carry, the previous signatory's title, the document's own title.
const SIGNATURE_LEAD =
  /^.*(?:\b(?:19|20)\d{2}\.?|\b(?:Officer|Signatory|Esq\.|Director|President|Secretary|Treasurer|AGREEMENT))[ \t]+(?=\p{Lu})/u;
// A legal form and a comma end one company's name when another follows.
export const LISTED_AFTER_FORM =
  /(?<=\b(?:Inc|INC|Corporation|CORPORATION|Corp|CORP|LLC|LP|L\.P|Limited|LIMITED|GmbH|AG|plc|PLC)\.?),\s+(?=[A-Z])(?!(?:Inc|INC|Ltd|LTD|Limited|LLC)\b)/;
// What stands before a party in a list of parties: the start, "and", a list number, a comma.
const LIST_POSITION =
  /(?:^|\n[ \t]*|\b(?:and|AND|And|between|BETWEEN|Between|among|amongst)|[,;:]|\(\w{1,3}\)|\b\d{1,2}\.)\s*$/;
// What stands before a company that is not itself a party ("a subsidiary of X Inc.").
const NOT_A_PARTY_BEFORE = /\b(?:of|by|to|for|with|from|under|through|c\/o|behalf)\s*[,:]?\s*$/i;

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

// "For and on behalf of BARAK I.T.C", "Signed for and on behalf of Acme Limited": a company
// that signs, named whether or not its name carries a legal form.
const ON_BEHALF_SIGNER =
  /^[ \t]*(?:Signed[ \t]+)?(?:For[ \t]+and[ \t]+)?on[ \t]+behalf[ \t]+of[ \t]*:?[ \t]*\n?[ \t\n]*([A-Z0-9][^\n]{1,100}?)(?=[ \t]{2,}|[ \t]*\n|[ \t]+By\s*:|$)/gim;
// A company that signs: its name, then the signatory's "By:" line.
// A page flattened to one line puts the conformed signature first: "ACME S.À R.L. /s/ Jane Doe By:".
const SIGNS_NEXT =
  /^\s*,?\s*(?:\[?signature[^\]\n]{0,30}\]?\s*)?(?:\/s\/[^\n/]{1,40}?\s+)?By\s*:?/i;
// "By: HPS Investment Partners, LLC, its sole member" signs for the party; it is not one.
const SIGNS_FOR_ANOTHER = /\bBy\s*:?\s*$/i;
const SIGNATURE_REACH = 8_000;

/**
 * Where the signature blocks are: the document's last pages, and everything after its last
 * "IN WITNESS WHEREOF", which a consortium agreement's forty signers can carry well past them.
 */
function signatureRegion(document: ParsedDocument): { from: number; text: string } {
  const text = document.text;
  const witness = text.lastIndexOf('IN WITNESS WHEREOF');
  const from = Math.max(
    0,
    Math.min(text.length - SIGNATURE_REACH, witness < 0 ? text.length : witness),
  );
  return { from, text: text.slice(from) };
}

/** The companies signing "For and on behalf of" themselves, in the order they sign. */
export function findOnBehalfSigners(document: ParsedDocument): Party[] {
  const { from, text } = signatureRegion(document);
  const parties: Party[] = [];
  for (const match of text.matchAll(ON_BEHALF_SIGNER)) {
    const name = (match[1] ?? '').replace(/[\s,]+$/, '').replace(/^For\s+/i, '');
    if (name.length < 2 || /^(?:the\s+)?(?:company|party|parties|itself)\b|_{2,}/i.test(name))
      continue;
    const start = from + match.index + match[0].lastIndexOf(name);
    parties.push({
      name,
      role: 'Party',
      status: 'stated',
      ...locate(document, start, start + name.length),
    });
  }
  return parties;
}

/**
 * The companies that sign the document, read from its signature blocks ("ACME LLC By: /s/ ...
 * Name: ... Title: ..."): where a joint filing agreement or a letter names its parties.
 */
export function findSigningEntities(document: ParsedDocument): Party[] {
  const { from, text: tail } = signatureRegion(document);
  const parties: Party[] = [];
  for (const match of tail.matchAll(SIGNING_ENTITY)) {
    const pieces = match[0].split(LISTED_AFTER_FORM);
    const written = (pieces[pieces.length - 1] ?? '')
      .replace(SIGNATURE_LEAD, '')
      .replace(/^For\s+/, '')
      .replace(/[,\s]+$/, '');
    // The same company over two signature columns, flattened onto one line, is one name.
    const name = halveRepeated(written) ?? written;
    const start = match.index + match[0].lastIndexOf(written);
    const end = start + written.length;
    if (!SIGNS_NEXT.test(tail.slice(end, end + 60))) continue;
    if (SIGNS_FOR_ANOTHER.test(tail.slice(Math.max(0, start - 12), start))) continue;
    if (name.split(/\s+/).length < 2) continue;
    parties.push({
      name: name.replace(/\s+/g, ' '),
      role: 'Party',
      status: 'stated',
      ...locate(document, from + start, from + start + name.length),
    });
  }
  return parties;
}
