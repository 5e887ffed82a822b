import type { ParsedDocument } from '../parsing/parsed-document.ts';
import type { Answer } from './answer.ts';
import { answerFromPlaces } from './answer-from-places.ts';
import { isYesOrNoQuestion } from './compose-answer-text.ts';
import { listPassages } from './retrieve-passages.ts';

// "Can I keep copies after the contract ends?", "may retain some information even after its
// return or destruction?": whether anything may stay behind when the rest goes back.
const ASKS_RETENTION =
  /\b(?:retain|keep|hold\s+on\s+to)\b[^?]{0,80}\b(?:after|once|following|when)\b[^?]{0,60}\b(?:return\w*|destr\w*|delet\w*|ends?|end(?:ed|s)?|terminat\w*|expir\w*|leave)\b/i;
// "shall return or destroy all Confidential Information", "deliver all VA records, data, copies".
const RETURN_ALL =
  /\b(?:return|destroy|delete|dispose\s+of|deliver|erase)\b[^.]{0,200}\b(?:all|any)\b[^.]{0,60}\b(?:confidential|information|data|records?|materials?|documents?|cop(?:y|ies))\b|\b(?:all|any)\b[^.]{0,60}\b(?:confidential|information|data|records?|materials?|documents?|cop(?:y|ies))\b[^.]{0,120}\b(?:returned|destroyed|deleted|delivered|erased)\b/i;
const RETAINS = /\b(?:retain\w*|keep|kept|cop(?:y|ies))\b/i;
// A return clause that leaves nothing behind says so: every copy, none kept, certified gone.
const KEEPS_NOTHING =
  /\b(?:all\s+(?:\w+\s+)?cop(?:y|ies)|no\s+cop(?:y|ies)|not\s+(?:\w+\s+)?(?:retain|keep)|without\s+(?:retaining|keeping)|certif\w+)\b/i;
// What a lawyer looks for to keep something back: a right to retain, an archival or backup
// copy, copies the law requires, or a release from returning.
const MAY_RETAIN =
  /\bmay\s+(?:\w+\s+)?(?:retain|keep)\b|\b(?:retain|keep)\s+(?:one|a|an)\s+(?:\w+\s+){0,2}cop(?:y|ies)\b|\barchiv\w*|\bback-?ups?\b|\bnot\s+(?:be\s+)?(?:required|obliged|obligated)\s+to\s+(?:return|destroy|delete|erase)\b|\b(?:except|other\s+than|unless)\b[^.]{0,120}\b(?:retain\w*|kept|required\s+by\s+(?:law|regulation))\b/i;

/**
 * "Can I keep copies after it ends?" answered as a lawyer reads the return clause: yes as far as
 * the document lets something be kept (a right to retain, an archival or backup copy, what the
 * law requires); no where it makes everything go back or be destroyed, every copy, certified.
 * Null for other questions, or where the document has no return clause.
 */
export function answerRetention(question: string, document: ParsedDocument): Answer | null {
  if (!ASKS_RETENTION.test(question) || !isYesOrNoQuestion(question)) return null;
  const passages = listPassages(document);
  // "shall return all copies", or on its own "The contractor will not retain any copies".
  const returns = passages.filter(
    (passage) =>
      KEEPS_NOTHING.test(passage.text) &&
      (RETURN_ALL.test(passage.text) || RETAINS.test(passage.text)),
  );
  const retained = passages.filter(
    (passage) =>
      MAY_RETAIN.test(passage.text) && /\b(?:retain|keep|kept|cop(?:y|ies))\b/i.test(passage.text),
  );
  const [kept] = retained;
  if (kept)
    return answerFromPlaces(question, document, retained, {
      verdict: 'conditional',
      sentence: kept.text,
      condition: 'only as far as it allows',
    });
  const [first] = returns;
  if (!first) return null;
  return answerFromPlaces(question, document, returns, {
    verdict: 'no',
    sentence: first.text,
    condition: '',
  });
}
