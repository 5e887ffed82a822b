import type { LlmModel } from '../analysis/llm/index.ts';
import type { Answer, AskInput } from './answer.ts';
import { answerQuestion } from './answer-question.ts';
import { answerWithLlm } from './llm/answer-with-llm.ts';
import { retrievePassages } from './retrieve-passages.ts';

/** Passages the language model is given: enough to answer, few enough to stay on them. */
const LLM_PASSAGES = 6;

/**
 * Answers a question about a document with the engine the settings choose: the built-in
 * answerer, or with a language model, grounded only in the passages retrieval finds. The same
 * for the server's chat and the command line. `onDelta` receives the answer's text as it comes.
 */
export async function askDocument(
  input: AskInput,
  options: {
    languageModel: LlmModel | null;
    onDelta?: (text: string) => void;
    signal?: AbortSignal;
  },
): Promise<Answer> {
  const { languageModel, onDelta, signal } = options;
  if (!languageModel) {
    const answer = answerQuestion(input);
    onDelta?.(answer.text);
    return answer;
  }
  const passages = retrievePassages(input.document, input.analysis, input.question, LLM_PASSAGES);
  return answerWithLlm({
    document: input.document,
    question: input.question,
    passages,
    model: languageModel,
    ...(onDelta && { onDelta }),
    ...(signal && { signal }),
  });
}
