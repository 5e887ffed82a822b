import type { Party } from '../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../parsing/parsed-document.ts';
import { findPlaceholders } from '../text/find-placeholders.ts';
import { locate } from './locate.ts';
import { PARTY_ROLE_WORDS } from './party-patterns.ts';

// "Party Name: {party_1_name}", "PROVIDER: {provider_legal_name}": a template's party lines.
const PARTY_LABEL = new RegExp(
  `(?:^|\\t|\\s{2,})(Party\\s+(?:Name|\\d|[A-C])|${PARTY_ROLE_WORDS.join('|')})\\s*:\\s*(?=[{[<_])`,
  'gim',
);

/**
 * The parties a template leaves to be filled in: each is 'blank', named by its placeholder,
 * with the role its label gives ("Provider"), so a reader sees who will sign before anyone has.
 */
export function findBlankParties(document: ParsedDocument): Party[] {
  const parties: Party[] = [];
  for (const match of document.text.matchAll(PARTY_LABEL)) {
    const at = match.index + match[0].length;
    const placeholder = findPlaceholders(document.text.slice(at, at + 80))[0];
    // A signatory's name, title or company is who signs for a party, not the party.
    if (
      !placeholder ||
      placeholder.start !== 0 ||
      /signator|title|e-?mail|address/i.test(placeholder.text)
    )
      continue;
    const label = (match[1] ?? '').replace(/\s+/g, ' ');
    const role = /^party\s+name$/i.test(label)
      ? `Party ${parties.filter((party) => /^Party \d/.test(party.role)).length + 1}`
      : label.charAt(0).toUpperCase() + label.slice(1).toLowerCase();
    if (parties.some((party) => party.role === role)) continue;
    parties.push({
      name: placeholder.text,
      role,
      status: 'blank',
      ...locate(document, at, at + placeholder.text.length),
    });
  }
  return parties;
}
