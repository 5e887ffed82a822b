import type { ParsedDocument } from '../../../parsing/parsed-document.ts';
import type { Segment } from '../../text/segment.ts';
import { locate, type Located } from './locate.ts';

// A sentence longer than this is a paragraph run together: the fact's own words say more.
const MAX_SENTENCE = 400;

/**
 * Facts shown on the sentence that states them: "Governing law: Delaware" points at "This
 * Agreement shall be governed by the laws of the State of Delaware.", so the reader who asks to
 * see it on the page sees the clause, not a fragment of it. A fact outside any sentence, or in
 * one too long to take in at a glance, keeps its own words.
 */
export function inItsSentence<T extends Located>(
  document: ParsedDocument,
  segments: readonly Segment[],
  facts: readonly T[],
): T[] {
  return facts.map((fact) => {
    const sentence = segments.find(
      (segment) => segment.start <= fact.start && fact.end <= segment.end,
    );
    if (!sentence || sentence.end - sentence.start > MAX_SENTENCE) return fact;
    return { ...fact, ...locate(document, sentence.start, sentence.end) };
  });
}
