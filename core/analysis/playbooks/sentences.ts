import { isNonOperative } from '../reading/clause-form.ts';
import { isOperativeSpan } from '../reading/read-structure.ts';
import type { Segment } from '../text/segment.ts';
import { splitSentences } from '../text/split-sentences.ts';
import type { PlaybookView } from './playbook.ts';

// The sentences the checks read, for terms stated without a modal verb ("Risk of loss passes to
// Buyer on delivery", "The Guarantor hereby waives ..."), which are no provision of anyone's.
// Three readings, each kept as the checks that use it were written and tested: the document's
// sentences as the reading splits them, the text between full stops and semicolons, and every
// line and sentence of the text.

/** Where a check's words stand in the document. */
export type Place = { start: number; end: number };

/** A sentence of the document where it stands: its words and offsets. */
export interface Sentence extends Place {
  text: string;
}

const allOf = new WeakMap<object, Segment[]>();
const bodyOf = new WeakMap<object, Segment[]>();
const operativeOf = new WeakMap<object, Segment[]>();

/** Every sentence of the document as the reading splits it, split once a document. */
export function documentSentences(view: PlaybookView): Segment[] {
  let sentences = allOf.get(view.document);
  if (!sentences) {
    sentences = splitSentences(view.document.text);
    allOf.set(view.document, sentences);
  }
  return sentences;
}

/** The document's sentences outside its contents and page furniture, read once a document. */
function bodySentences(view: PlaybookView): Segment[] {
  let sentences = bodyOf.get(view.document);
  if (!sentences) {
    sentences = documentSentences(view).filter((segment) =>
      isOperativeSpan(view.structure, segment.start, segment.end),
    );
    bodyOf.set(view.document, sentences);
  }
  return sentences;
}

/** The body's sentences less its headings, definitions and recitals. */
function operativeSentences(view: PlaybookView): Segment[] {
  let sentences = operativeOf.get(view.document);
  if (!sentences) {
    sentences = bodySentences(view).filter((segment) => !isNonOperative(segment));
    operativeOf.set(view.document, sentences);
  }
  return sentences;
}

const sayingAll = (patterns: readonly RegExp[]) => (sentence: { text: string }) =>
  patterns.every((pattern) => pattern.test(sentence.text));

/**
 * The document's operative sentences that say all these things (not headings, contents,
 * definitions or recitals), in document order.
 */
export function sentencesSaying(view: PlaybookView, ...patterns: readonly RegExp[]): Segment[] {
  return operativeSentences(view).filter(sayingAll(patterns));
}

/**
 * The document's sentences that say all these things, headings, definitions and recitals
 * included (not contents or page furniture): a SAFE's cap and discount are often stated on its
 * cover lines, which read like headings.
 */
export function sentencesOrHeadingsSaying(
  view: PlaybookView,
  ...patterns: readonly RegExp[]
): Segment[] {
  return bodySentences(view).filter(sayingAll(patterns));
}

/**
 * The stretches of the document's operative text between full stops, semicolons and blank lines
 * that say all these things, where they stand.
 */
export function findPassages(view: PlaybookView, ...patterns: readonly RegExp[]): Place[] {
  const text = view.document.text;
  const ends = [...text.matchAll(/(?<=[.;])\s+|\n\s*\n/g)].map((found) => found.index);
  const found: Place[] = [];
  let start = 0;
  for (const end of [...ends, text.length]) {
    const passage = text.slice(start, end);
    const isOperative = !view.structure.nonOperativeBlocks.some(
      (block) => block.start <= start && end <= block.end,
    );
    if (isOperative && patterns.every((pattern) => pattern.test(passage)))
      found.push({ start, end });
    start = end;
  }
  return found;
}

/** The first such passage, or null. */
export function findPassage(view: PlaybookView, ...patterns: readonly RegExp[]): Place | null {
  return findPassages(view, ...patterns)[0] ?? null;
}

/** Every sentence and list item of the text, headings and definitions included, in order. */
export function sentencesOf(view: PlaybookView): Sentence[] {
  const sentences: Sentence[] = [];
  // A sentence may run over line breaks (text from a PDF); a blank line always ends it.
  for (const found of view.document.text.matchAll(/(?:[^.;\n]|\.(?=\S)|\n(?!\s*\n))+[.;]?/g)) {
    const text = found[0];
    const lead = text.length - text.trimStart().length;
    const trimmed = text.trim();
    if (trimmed.length < 12) continue;
    sentences.push({
      text: trimmed,
      start: found.index + lead,
      end: found.index + lead + trimmed.length,
    });
  }
  return sentences;
}

/** The first sentence of the text, a heading or definition as much as a clause, saying all these. */
export function findSentence(view: PlaybookView, ...patterns: readonly RegExp[]): Sentence | null {
  return sentencesOf(view).find(sayingAll(patterns)) ?? null;
}
