import type { ScoredPassage } from './retrieve-passages.ts';
import { toSearchTerms } from './search-terms.ts';

// "“Representatives” means ...", "'Confidential Information' shall include ...", "(the “Term”)".
const DEFINES =
  /[“"']([A-Z][\w&\- ]{1,60}?)[”"']\s+(?:shall\s+)?(?:mean|means|include|includes|refers?\s+to|has\s+the\s+meaning)\b|\((?:the\s+|each,?\s+a\s+)?[“"']([A-Z][\w&\- ]{1,60}?)[”"']\)/;

// How far down the ranking a definition that answers part of the question is looked for.
const DEFINITIONS_WITHIN = 8;

/**
 * When the question's words meet in a definition ("“Representatives” means employees,
 * accountants and advisers") but what it asks is done where the term is used ("may disclose it
 * to its Representatives"): that rule, the best-ranked passage using the term and saying what
 * the definition does not, answers together with the definition. Only a definition that says
 * something of the question the best passage lacks is followed; `askedTerms` are the question's
 * meaningful words. Null when there is none, or when the definition alone says all that was
 * asked (it is then the answer itself).
 */
export function followDefinition(
  passages: readonly ScoredPassage[],
  best: ScoredPassage,
  askedTerms: readonly string[],
): { rule: ScoredPassage; definition: ScoredPassage } | null {
  const inBest = new Set(toSearchTerms(best.text));
  for (const definition of passages.slice(0, DEFINITIONS_WITHIN)) {
    const defined = DEFINES.exec(definition.text);
    const term = (defined?.[1] ?? defined?.[2])?.trim();
    if (!term) continue;
    const inDefinition = new Set(toSearchTerms(definition.text));
    const unsaid = askedTerms.filter((asked) => !inDefinition.has(asked));
    const addsToBest = askedTerms.some((asked) => inDefinition.has(asked) && !inBest.has(asked));
    if (unsaid.length === 0 || (definition !== best && !addsToBest)) continue;
    const rule = passages.find(
      (passage) =>
        passage !== definition &&
        passage.text.includes(term) &&
        !DEFINES.test(passage.text) &&
        toSearchTerms(passage.text).some((word) => unsaid.includes(word)),
    );
    if (rule) return { rule, definition };
  }
  return null;
}
