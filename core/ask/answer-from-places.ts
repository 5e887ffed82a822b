import type { ParsedDocument } from '../parsing/parsed-document.ts';
import type { Answer } from './answer.ts';
import { composeAnswerText } from './compose-answer-text.ts';
import type { PassagePlace } from './describe-location.ts';
import type { QuestionIntent } from './question-intents.ts';
import type { PassageReading } from './read-verdict.ts';
import { verifyCitations } from './verify-citations.ts';

const MAX_CITATIONS = 3;

/** A passage an answer quotes: its words at [start, end) and where it stands. */
export interface AnswerPlace extends PassagePlace {
  start: number;
  end: number;
  text: string;
}

/**
 * The answer a reading gives, citing the places it rests on (at most three, the first the one
 * it quotes), each checked to be the document's exact words. Null when none of them checks out.
 * What an answer kind decides is the reading; how it is said is the same for every kind.
 */
export function answerFromPlaces(
  question: string,
  document: ParsedDocument,
  found: readonly AnswerPlace[],
  reading: PassageReading,
  intent?: QuestionIntent,
): Answer | null {
  const places = found.slice(0, MAX_CITATIONS);
  const citations = verifyCitations(document, places);
  if (places.length === 0 || citations.length === 0) return null;
  return {
    text: composeAnswerText({ question, intent, reading, places }),
    citations,
    isAnswered: true,
    verdict: reading.verdict,
  };
}
