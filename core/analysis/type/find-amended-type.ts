import type { DocumentType } from '../../../common/analysis/document-types.ts';
import { EVERYDAY_TITLE_RULES, findCuadTitleMatches, findRuleMatch } from './type-rules.ts';

// The name of an agreement as the text writes it: capitalised words ending in a document word
// ("the Global Maintenance Agreement", "that certain Content License Agreement").
const AGREEMENT_NAME =
  /\b(?:[A-Z][\w&'’/,.-]*\s+(?:(?:and|of|for|&)\s+)?){1,8}(?:Agreement|AGREEMENT|Contract|CONTRACT|Lease|LEASE|Note|NOTE|Terms|TERMS)\b/g;
const HEAD_CHARACTERS = 3000;
const RULES_BUT_AMENDMENT = EVERYDAY_TITLE_RULES.filter(([type]) => type !== 'Amendment');

/**
 * The type of the agreement an amendment changes, from the first agreement the head of the
 * text names with a known type ("Amendment No. 2 to the Distribution Agreement" -> Distributor
 * Agreement). An amendment is read like the agreement it amends (who the reader is), and CUAD
 * labels an amendment by that agreement's type. Null when no named agreement has a known type.
 */
export function findAmendedType(text: string): DocumentType | null {
  for (const match of text.slice(0, HEAD_CHARACTERS).matchAll(AGREEMENT_NAME)) {
    const name = match[0].replace(/^(?:This|THIS|The|THE|That|THAT)\s+/, '');
    if (/^(?:amendment|agreement)\b/i.test(name) && !/\bto\b/i.test(name)) continue;
    const type = findTypeOfName(name.replace(/^.*?\bto\s+(?:the\s+)?/i, ''));
    if (type) return type;
  }
  return null;
}

/** The type a document's name gives it by the title rules, amendments left out. */
export function findTypeOfName(name: string): DocumentType | null {
  const everyday = findRuleMatch(RULES_BUT_AMENDMENT, name);
  if (everyday) return everyday;
  const cuad = findCuadTitleMatches(name);
  return cuad[cuad.length - 1] ?? null;
}
