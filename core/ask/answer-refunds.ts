import type { ParsedDocument } from '../parsing/parsed-document.ts';
import type { Answer } from './answer.ts';
import type { Passage } from './build-passages.ts';
import { answerFromPlaces } from './answer-from-places.ts';
import { isYesOrNoQuestion } from './compose-answer-text.ts';
import type { QuestionIntent } from './question-intents.ts';
import { listPassages } from './retrieve-passages.ts';

// "Fees are non-refundable", "we will not refund", "you will not receive a refund", "no
// refunds": money paid stays paid.
const NO_REFUND =
  /\b(?:non-?refundable|no\s+refunds?|(?:will|shall|do|does|is|are)\s+not\s+(?:be\s+)?(?:refund(?:ed)?|refundable|returned)|(?:will|shall|do|does)\s+not\s+(?:receive|get|be\s+entitled\s+to)\s+(?:a|any)\s+refund|without\s+(?:any\s+)?refund)\b/i;
// "a prorated refund of prepaid Fees", "Landlord shall return the deposit": money given back.
const REFUND =
  /\b(?:(?:pro-?rated|full|partial)\s+refund|refund\s+(?:of|to|the|any|all)|(?:shall|will|must)\s+(?:promptly\s+)?(?:refund|return)\s+(?:the|any|all|your)?\s*(?:\w+\s+){0,2}(?:deposit|fees?|amounts?|payments?|money|sums?))\b/i;
const EXCEPTION = /\b(?:except|unless|other\s+than|save\s+(?:as|for))\b/i;

/**
 * "Can I get a refund?", "Will I get my deposit back?": a lawyer reads "non-refundable" and "we
 * will not refund" as no, and a refund the document gives in some cases (a prorated refund after
 * a termination for the other side's fault) as the exception to it: no where nothing is given
 * back, "No, except ..." where something is in some cases. Null when the question is not about
 * refunds or nothing is said to be non-refundable: a refund given on its conditions is read
 * from its own sentence.
 */
export function answerRefunds(
  question: string,
  intents: readonly QuestionIntent[],
  document: ParsedDocument,
): Answer | null {
  if (!intents.some((intent) => intent.id === 'refunds') || !isYesOrNoQuestion(question))
    return null;
  const passages = listPassages(document);
  const refused = passages.filter((passage) => NO_REFUND.test(passage.text));
  const given = passages.filter(
    (passage) => REFUND.test(passage.text) && !NO_REFUND.test(passage.text),
  );
  const [first] = refused;
  if (first) {
    const exception = EXCEPTION.exec(first.text);
    const isExcepted = exception !== null || given.length > 0;
    return isExcepted
      ? compose(question, document, [...refused, ...given], 'conditional', {
          condition: 'except in the cases it names',
          isException: true,
        })
      : compose(question, document, refused, 'no');
  }
  // Refunds given on their own conditions: the passage reader says which.
  return null;
}

function compose(
  question: string,
  document: ParsedDocument,
  places: Passage[],
  verdict: 'no' | 'conditional',
  options: { condition?: string; isException?: boolean } = {},
): Answer | null {
  const [first] = places;
  if (!first) return null;
  const { condition = '', isException } = options;
  const reading = { verdict, sentence: first.text, condition, ...(isException && { isException }) };
  return answerFromPlaces(question, document, places, reading);
}
