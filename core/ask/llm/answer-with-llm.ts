import { streamText } from 'ai';
import { verifyQuotes } from '../../analysis/verify-quotes.ts';
import type { LlmModel } from '../../analysis/llm/index.ts';
import type { ParsedDocument } from '../../parsing/parsed-document.ts';
import { toCitation, type Answer } from '../answer.ts';
import { readCitationMarkers, showableStreamText } from './citation-markers.ts';

/** A passage retrieval found for the question: the document's words at [start, end). */
export interface GroundingPassage {
  start: number;
  end: number;
  page: number;
  text: string;
}

/** What the model answers when the passages do not answer the question. */
export const NOT_IN_DOCUMENT = 'NOT IN DOCUMENT';

export const ANSWER_SYSTEM_PROMPT = `You answer questions about one legal document for a person without legal training.
Use only the numbered passages from the document that you are given: never outside knowledge, never a guess about what the law says.
After each sentence that relies on a passage, cite it with its number in square brackets, like [2].
Answer in plain English, in one to four short sentences. Do not quote at length: the passages are shown to the reader beside your answer.
If the passages do not answer the question, reply with exactly: ${NOT_IN_DOCUMENT}`;

/**
 * Answers from the retrieved passages with a language model, streaming the text as it comes
 * (citation marks removed). The citations are the passages the model cited, each the
 * document's exact words, checked once more against the document; an answer citing nothing
 * rests on the passage retrieval ranked first. "NOT IN DOCUMENT", or no passages at all, is an
 * answer that says plainly the document does not say.
 */
export async function answerWithLlm(input: {
  document: ParsedDocument;
  question: string;
  passages: readonly GroundingPassage[];
  model: LlmModel;
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
  maxRetries?: number;
}): Promise<Answer> {
  const { document, passages } = input;
  if (passages.length === 0) return notInDocument();
  const result = streamText({
    model: input.model,
    system: ANSWER_SYSTEM_PROMPT,
    prompt: buildAnswerPrompt(input.question, passages),
    temperature: 0,
    abortSignal: input.signal,
    maxRetries: input.maxRetries,
    // The failure is thrown below to the caller, who reports it; no console output of its own.
    onError: () => undefined,
  });

  let raw = '';
  let shown = 0;
  // The full stream, not textStream: that one ends quietly on a failed request.
  for await (const part of result.fullStream) {
    if (part.type === 'error') throw part.error;
    if (part.type !== 'text-delta') continue;
    raw += part.text;
    const showable = showableStreamText(raw).trimStart();
    // Held back while it may still turn out to be the "not in the document" reply.
    if (NOT_IN_DOCUMENT.startsWith(showable.trim())) continue;
    if (showable.length > shown) {
      input.onDelta?.(showable.slice(shown));
      shown = showable.length;
    }
  }

  const { text, cited } = readCitationMarkers(raw);
  if (text.trim() === NOT_IN_DOCUMENT || text.trim() === '') return notInDocument();
  const numbers = cited.filter((number) => number >= 1 && number <= passages.length);
  const chosen = (numbers.length > 0 ? numbers : [1]).map((number) => passages[number - 1]);
  const { verified } = verifyQuotes(
    document,
    chosen.flatMap((passage) =>
      passage
        ? [{ quote: passage.text, start: passage.start, end: passage.end, page: passage.page }]
        : [],
    ),
  );
  const citations = verified.map(toCitation);
  if (citations.length === 0) return notInDocument();
  return { text: text.trim(), citations, isAnswered: true };
}

/** The question and the numbered passages, each with its page. */
export function buildAnswerPrompt(question: string, passages: readonly GroundingPassage[]): string {
  const numbered = passages
    .map((passage, index) => `[${index + 1}] (page ${passage.page}) ${passage.text}`)
    .join('\n\n');
  return `Passages from the document:\n\n${numbered}\n\nQuestion: ${question}`;
}

function notInDocument(): Answer {
  return {
    text: 'The document does not seem to say. I could not find a passage that answers this question.',
    citations: [],
    isAnswered: false,
  };
}
