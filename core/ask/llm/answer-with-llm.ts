import { streamText } from 'ai';
import { verifyQuotes } from '../../analysis/text/verify-quotes.ts';
import type { LlmModel } from '../../analysis/llm/index.ts';
import type { ParsedDocument } from '../../parsing/parsed-document.ts';
import { toCitation, type Answer } from '../answer.ts';
import type { Citation } from '../../../common/api/chat.ts';
import { readVerdict } from '../read-verdict.ts';
import { readCitationMarkers, showableStreamText } from './citation-markers.ts';
import { readVerdictFromWords, splitVerdictLine } from './verdict-line.ts';

/** A passage retrieval found for the question: the document's words at [start, end). */
export interface GroundingPassage {
  start: number;
  end: number;
  page: number;
  text: string;
}

export const ANSWER_SYSTEM_PROMPT = `You answer questions about one legal document for a person without legal training.
Use only the numbered passages from the document that you are given: never outside knowledge, never a guess about what the law says.
The first line of your reply names your verdict, exactly one of:
VERDICT: yes
VERDICT: no
VERDICT: conditional
VERDICT: not-stated
Use conditional when the passages say yes only on a condition or with an exception, and not-stated when they do not answer the question.
Then answer in plain English, in one to four short sentences. The first sentence answers the question: "Yes: ...", "No: ...", "Only if <the condition>: ...", or "The document does not say." (for a question that is not a yes-or-no question, the first sentence states the answer itself).
After each sentence that relies on a passage, cite it with its number in square brackets, like [2].
Do not quote at length: the passages are shown to the reader beside your answer.`;

/**
 * Answers from the retrieved passages with a language model, streaming the text as it comes
 * (verdict line and citation marks removed). The verdict is the one the model's first line
 * names, else the one its first words give, else the built-in reader's of the passage it rests
 * on. The citations are the passages the model cited, each the document's exact words, checked
 * once more against the document; an answer citing nothing rests on the passage retrieval
 * ranked first. A 'not-stated' verdict, or no passages at all, is an answer that says plainly
 * the document does not say (citing at most the passages the model pointed to).
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
    const reply = splitVerdictLine(raw);
    if (reply.isPending) continue;
    const showable = showableStreamText(reply.text).trimStart();
    if (showable.length > shown) {
      input.onDelta?.(showable.slice(shown));
      shown = showable.length;
    }
  }

  const reply = splitVerdictLine(raw, true);
  const { text, cited } = readCitationMarkers(reply.text);
  const answerText = text.trim();
  const numbers = cited.filter((number) => number >= 1 && number <= passages.length);
  const namedVerdict = reply.verdict ?? readVerdictFromWords(answerText);
  if (namedVerdict === 'not-stated' || answerText === '') {
    return {
      ...notInDocument(),
      ...(answerText && { text: answerText }),
      citations: verifyPassages(
        document,
        numbers.map((number) => passages[number - 1]),
      ),
    };
  }
  const chosen = (numbers.length > 0 ? numbers : [1]).map((number) => passages[number - 1]);
  const citations = verifyPassages(document, chosen);
  const [first] = chosen;
  if (citations.length === 0 || !first) return notInDocument();
  return {
    text: answerText,
    citations,
    isAnswered: true,
    verdict: namedVerdict ?? readVerdict(input.question, first.text),
  };
}

/** The passages as citations, each checked to be the document's exact words. */
function verifyPassages(
  document: ParsedDocument,
  chosen: readonly (GroundingPassage | undefined)[],
): Citation[] {
  const proposed = chosen.flatMap((passage) =>
    passage
      ? [{ quote: passage.text, start: passage.start, end: passage.end, page: passage.page }]
      : [],
  );
  return verifyQuotes(document, proposed).verified.map(toCitation);
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
    text: 'The document does not say. I could not find a passage that answers this question.',
    citations: [],
    isAnswered: false,
    verdict: 'not-stated',
  };
}
