import type { Answer, AskInput } from './answer.ts';

/** The built-in answerer (no LLM). Being written; replaced by the retrieval-based answerer. */
export function answerQuestion(input: AskInput): Answer {
  void input;
  throw new Error('The built-in answerer is not built yet.');
}
