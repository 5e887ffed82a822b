import type { Party } from '../../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../../parsing/parsed-document.ts';
import { findPlaceholders } from '../../text/find-placeholders.ts';
import { locate } from './locate.ts';
import { ALIAS, isDocumentName, PARTY_ROLE_WORDS } from './party-patterns.ts';

// "Party Name: {party_1_name}", "PROVIDER: {provider_legal_name}", and a cover-terms table's
// row "Employer<tab>[Legal name of the employer]": a template's party lines.
const PARTY_LABEL = new RegExp(
  `(?:^|\\t|\\s{2,})(Party\\s+(?:Name|\\d|[A-C])|${PARTY_ROLE_WORDS.join('|')})(?:[ \\t]*:[ \\t]*|\\t[ \\t]*)(?=[{[<_])`,
  'gim',
);
// A bracket that asks for somebody's name: "[Full name of the founder whose shares are being
// repurchased]", "[Company Name]". A template names its parties this way.
const NAME_REQUEST = /^\[[^\]\n]{0,120}\bnames?\b[^\]\n]{0,120}\]/i;
// What may stand between a blank and the alias that names it: the drafter's note "(insert
// name of counterparty)", a description ", a Delaware corporation,".
const BEFORE_ALIAS =
  /^\s*(?:\([^()"“”]{0,80}\)\s*)?(?:,\s*(?:an?|the)\s+[^()"“”;]{0,80})?(?:,?\s*(?:(?:having|with)\s+(?:a|its)\s+(?:principal\s+)?(?:place\s+of\s+business|office|address)\s+(?:at|in)(?![a-z])|whose\s+(?:principal\s+)?(?:address|office|place\s+of\s+business)\s+is\b)[^()"“”;]{0,160})?,?\s*$/i;
// A blank after these words is where a party's address goes, not its name.
const ADDRESS_BEFORE =
  /\b(?:place\s+of\s+business|address|offices?|located|residing|resides)\s*(?:at|in|is)?\s*:?[\s_.]*$/i;
// An alias left blank ("hereinafter referred to as “________”"): the party is the other one.
const BLANK_TERM = /^[\s_.…]*$/;
const BLANK_TERM_ROLE = 'Other party';

const NOT_A_PARTY_TERM = /\b(?:date|number|amount|fee|price|term|period|address|shares?|notice)\b/i;

/** The blank at the start of `text`: a placeholder, or a bracket asking for a name. */
function blankAt(text: string): string | null {
  const request = NAME_REQUEST.exec(text);
  if (request) return request[0];
  const placeholder = findPlaceholders(text.slice(0, 200))[0];
  return placeholder && placeholder.start === 0 ? placeholder.text : null;
}

/**
 * The parties a template leaves to be filled in: each is 'blank', named by its placeholder,
 * with the role its label gives ("Provider"), so a reader sees who will sign before anyone has.
 */
export function findBlankParties(document: ParsedDocument): Party[] {
  const parties: Party[] = [];
  for (const match of document.text.matchAll(PARTY_LABEL)) {
    const at = match.index + match[0].length;
    const blank = blankAt(document.text.slice(at, at + 240));
    // A signatory's name, title or company is who signs for a party, not the party.
    if (!blank || /signator|title|e-?mail|address/i.test(blank)) continue;
    const label = (match[1] ?? '').replace(/\s+/g, ' ');
    const role = /^party\s+name$/i.test(label)
      ? `Party ${parties.filter((party) => /^Party \d/.test(party.role)).length + 1}`
      : label.charAt(0).toUpperCase() + label.slice(1).toLowerCase();
    if (parties.some((party) => party.role === role)) continue;
    parties.push(blankParty(document, blank, role, at));
  }
  return parties;
}

/**
 * Blanks a preamble gives a defined term: "by and between [Full legal name of the Delaware
 * corporation], a Delaware corporation (the "Company"), and [Full name of the founder] (the
 * "Founder")"; "___________(insert legal name of counterparty) (the "Confidant") agrees".
 */
export function findAliasedBlankParties(document: ParsedDocument, reach = 6_000): Party[] {
  const head = document.text.slice(0, reach);
  const parties: Party[] = [];
  for (const alias of head.matchAll(new RegExp(ALIAS.source, 'g'))) {
    const written = (alias[1] ?? alias[2] ?? '').trim();
    const term = written && BLANK_TERM.test(written) ? BLANK_TERM_ROLE : written;
    // ("SOW"), ("Effective Date"): a blank document number or date is no party.
    if (!term || isDocumentName(term) || NOT_A_PARTY_TERM.test(term)) continue;
    if (parties.some((party) => party.role === term)) continue;
    const before = head.slice(Math.max(0, alias.index - 300), alias.index);
    // The last blank before the alias, with only its description between them.
    const candidates = [...before.matchAll(/\[|_{3,}|\{/g)].reverse();
    for (const candidate of candidates) {
      const at = alias.index - before.length + candidate.index;
      const blank = blankAt(head.slice(at, alias.index));
      if (!blank || ADDRESS_BEFORE.test(head.slice(Math.max(0, at - 80), at))) continue;
      if (!BEFORE_ALIAS.test(head.slice(at + blank.length, alias.index))) break;
      parties.push(blankParty(document, blank, term, at));
      break;
    }
  }
  return parties;
}

function blankParty(document: ParsedDocument, blank: string, role: string, at: number): Party {
  return { name: blank, role, status: 'blank', ...locate(document, at, at + blank.length) };
}
