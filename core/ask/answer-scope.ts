import type { ParsedDocument } from '../parsing/parsed-document.ts';
import type { Answer } from './answer.ts';
import { answerFromPlaces } from './answer-from-places.ts';
import { listPassages } from './retrieve-passages.ts';

// "Does Confidential Information only include technical information?", "Is the licence limited
// to software?": whether a defined thing reaches no further than what the question names.
const SCOPE_QUESTION =
  /^(?<term>[a-z][\w-]*(?:\s+[\w-]+){0,4}?)\s+(?:shall|will|does|do|is|are|may)?\s*(?:only|solely|exclusively)\s+(?:include|cover|mean|consist\s+of|apply\s+to|be)s?\s+(?<scope>[^?.]{3,80})|\b(?<limitedTerm>[a-z][\w -]{2,50}?)\s+(?:is|are)\s+limited\s+to\s+(?<limitedScope>[^?.]{3,80})/i;
// Where a document says what a term means.
const DEFINES =
  /\b(?:means?|shall\s+mean|include[sd]?|shall\s+include|refers?\s+to|is\s+defined\s+as)\b/i;
// Kinds of information and wording a definition uses when it reaches beyond one narrow kind.
const BROAD =
  /\b(?:business|financial|commercial|marketing|customers?|clients?|personnel|employees?|pricing|prices|sales|strategic|strategies|plans?|know-how|operations|suppliers?|(?:all|any)\s+(?:and\s+all\s+)?(?:[\w-]+\s+(?:and\s+|or\s+)?){0,3}information|any\s+and\s+all|of\s+any\s+(?:kind|nature)|whether\s+or\s+not|in\s+any\s+form)\b/gi;
const MAX_DEFINITION_DISTANCE = 80;

/**
 * A question whether something the document defines reaches only so far ("Does Confidential
 * Information only include technical information?") answered from its definition: no, quoting
 * it, where the definition names kinds beyond the ones asked about (business, financial,
 * customer information, "any information"); yes where it names only those. Null when the
 * question is not of that kind or the definition is not found.
 */
export function answerScope(question: string, document: ParsedDocument): Answer | null {
  // "Does this agreement say that X ...?" asks about X.
  const asked = question
    .replace(/^.*?\b(?:says?|states?|provides?)\s+that\s+/i, '')
    .replace(/^\s*(?:does|do|is|are|can|will)\s+/i, '');
  const match = SCOPE_QUESTION.exec(asked);
  const term = (match?.groups?.term ?? match?.groups?.limitedTerm ?? '')
    .replace(/^(?:the|a|an|any|all)\s+/i, '')
    .trim();
  const scope = match?.groups?.scope ?? match?.groups?.limitedScope ?? '';
  if (!term || !scope) return null;
  const passages = listPassages(document);
  const termWords = new Set(term.toLowerCase().split(/\W+/));
  // Where the term is defined by name; else where its words are ("confidential and/or
  // proprietary information (the "Information") including ...").
  const definition =
    passages.find((passage) => {
      const at = passage.text.toLowerCase().indexOf(term.toLowerCase());
      if (at < 0) return false;
      const after = passage.text.slice(
        at + term.length,
        at + term.length + MAX_DEFINITION_DISTANCE,
      );
      return DEFINES.test(after);
    }) ??
    passages.find((passage) => {
      const words = new Set(passage.text.toLowerCase().split(/\W+/));
      return (
        [...termWords].every((word) => words.has(word)) &&
        (DEFINES.test(passage.text) || /\bincluding\b/i.test(passage.text))
      );
    });
  if (!definition) return null;
  const scopeWords = new Set(scope.toLowerCase().split(/\W+/));
  const beyond = [...definition.text.matchAll(BROAD)].filter(
    (word) => !scopeWords.has((word[0] ?? '').toLowerCase()),
  );
  // The scope's own words, not the defined term's: "technical", not "information".
  const isNarrow = scope
    .toLowerCase()
    .split(/\W+/)
    .some(
      (word) =>
        word.length > 3 && !termWords.has(word) && definition.text.toLowerCase().includes(word),
    );
  const verdict = beyond.length > 0 ? 'no' : isNarrow ? 'yes' : null;
  if (!verdict) return null;
  return answerFromPlaces(question, document, [definition], {
    verdict,
    sentence: definition.text,
    condition: '',
  });
}
