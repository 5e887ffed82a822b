import { setImmediate as nextTurn } from 'node:timers/promises';
import type { LlmModel } from '../../core/analysis/llm/index.ts';
import type { Answer, AskInput } from '../../core/ask/answer.ts';
import { builtInEngine } from './engine-thread.ts';

/** A question about a document, and whose it is: the built-in engine takes turns between people. */
export type AnswerRequest = AskInput & { userId: string };

/**
 * Answers a question about a document, sending the answer's text in pieces as it is written
 * (`onDelta`) and stopping when `signal` aborts (the browser went away). The built-in answerer
 * or a language model's (engine.ts chooses); tests inject their own.
 */
export type Answerer = (
  request: AnswerRequest,
  onDelta: (text: string) => void,
  signal: AbortSignal,
) => Promise<Answer>;

// Words per piece: small enough to read as streaming, few enough events for a long answer.
const WORDS_PER_DELTA = 6;

/**
 * The built-in answerer (core/ask): it answers at once, so its text is sent in groups of words,
 * yielding between them so each goes out as its own event and a disconnect is noticed.
 */
export const answerWithBuiltInEngine: Answerer = async ({ userId, ...input }, onDelta, signal) => {
  signal.throwIfAborted();
  // On the engine's thread: indexing a long document to answer would stall the server.
  const answer = await builtInEngine.answer(userId, input);
  for (const piece of splitIntoWordGroups(answer.text, WORDS_PER_DELTA)) {
    signal.throwIfAborted();
    onDelta(piece);
    await nextTurn();
  }
  return answer;
};

/**
 * A language model's answer, streamed as it writes and grounded in the passages retrieval finds
 * in the document.
 */
export function answerWithLanguageModel(languageModel: LlmModel): Answerer {
  return async (input, onDelta, signal) => {
    // Loaded only by a server with a model configured: the AI SDK slows every start otherwise.
    const { askDocument } = await import('../../core/ask/ask-document.ts');
    return askDocument(input, { languageModel, onDelta, signal });
  };
}

/** Pieces that join back into exactly `text`, each ending after `size` words (with their spaces). */
export function splitIntoWordGroups(text: string, size: number): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const leading = text.slice(0, text.length - text.trimStart().length);
  const pieces: string[] = [];
  for (let index = 0; index < words.length; index += size) {
    pieces.push(words.slice(index, index + size).join(''));
  }
  if (pieces.length === 0) return text ? [text] : [];
  pieces[0] = leading + pieces[0];
  return pieces;
}
