import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import type { Citation, Verdict } from '../../common/api/chat.ts';
import type { ParsedDocument } from '../parsing/parsed-document.ts';

/**
 * The Ask-AI contract shared by the built-in answerer (core/ask) and the LLM one
 * (core/ask/llm): a question about one document in, an answer with verified citations out.
 */
export interface AskInput {
  document: ParsedDocument;
  /** The document's analysis when it has one: a guide to where things are. */
  analysis: Analysis | null;
  question: string;
}

export type { Verdict } from '../../common/api/chat.ts';

export interface Answer {
  /** Plain text for the reader; the passages are in `citations`, not pasted in here. */
  text: string;
  /** Each one the document's exact words at [start, end) on its page, checked before return. */
  citations: Citation[];
  /**
   * False when the document does not say: the text then says so plainly, citing at most the
   * nearest passage. Such an answer is not counted against the allowance.
   */
  isAnswered: boolean;
  verdict: Verdict;
}

/** A verified finding as a citation: only its page and words, whatever else it carried. */
export function toCitation({ page, quote, start, end }: Citation): Citation {
  return { page, quote, start, end };
}
