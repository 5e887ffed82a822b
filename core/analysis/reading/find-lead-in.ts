// How far back a list's lead-in may stand: a list of ten long items runs to several pages.
const LEAD_IN_REACH = 12_000;
// A paragraph that is a list item ("(c) forward ...", "ii. keep ...") or a page number ("-3-").
const ITEM_OR_PAGE_NUMBER =
  /^\s*(?:\(?(?:[a-z]|[ivx]{1,5}|\d{1,2})[.)]\s|[-–]?\s*\d{1,3}\s*[-–]?\s*$|[•·▪-]\s)/i;
// A paragraph cut by a page break mid-sentence ends on a word no sentence ends on ("... in
// connection with operation of the"), and the next paragraph runs it on.
const CUT_MID_SENTENCE =
  /\b(?:the|a|an|of|to|in|on|for|with|by|and|or|its|their|any|such|that|from|at|as)\s*$/i;
// A lettered paragraph with a title of its own ("(g) Reservation of Rights. Except for ...") is a
// subsection of the agreement, not an item of the list before it: the list has ended.
const TITLED_PARAGRAPH =
  /^\s*\(?(?:[a-z]|[ivx]{1,5}|\d{1,2})[.)]\s+[A-Z][\w’'&-]*(?:\s+(?:[A-Z][\w’'&-]*|of|and|or|the|to|for|in|on|by|with|&)){0,6}\.\s/;
// An item marked inside a running sentence: "Heritage shall (i) provide ..., or (ii) notify".
const INLINE_MARKER = /\((?:[a-z]|[ivx]{1,5}|\d{1,2})\)\s*$/i;
const FIRST_INLINE_MARKER = /\((?:a|i|1)\)\s*/i;

/**
 * The words that introduce a list item: the sentence ending in a colon before the list, when
 * everything between it and the item is other items of the same list ("the Agent will at its
 * sole expense:" for "(j) maintain sales ..."), or, for an item marked inside its sentence, the
 * words before the first marker ("Reseller (i) shall discontinue ..., (ii) will cease ..." reads
 * "will cease" with "Reseller"). A list item reads its subject and verb from it.
 */
export function findLeadIn(text: string, itemStart: number): string | undefined {
  return findInlineLeadIn(text, itemStart) ?? findColonLeadIn(text, itemStart);
}

function findColonLeadIn(text: string, itemStart: number): string | undefined {
  const before = text.slice(Math.max(0, itemStart - LEAD_IN_REACH), itemStart);
  const colon = before.lastIndexOf(':');
  if (colon < 0) return undefined;
  const between = before.slice(colon + 1);
  const paragraphs = between.split(/\n+/).filter((paragraph) => paragraph.trim() !== '');
  // The item itself may start mid-line ("... Company: (a) deliver"): only whole items between,
  // each perhaps running on past a page break.
  const isPartOfList = (paragraph: string, index: number) =>
    ITEM_OR_PAGE_NUMBER.test(paragraph) ||
    (index > 0 && CUT_MID_SENTENCE.test(paragraphs[index - 1] ?? ''));
  if (!paragraphs.every(isPartOfList) || paragraphs.some((p) => TITLED_PARAGRAPH.test(p)))
    return undefined;
  const sentenceStart = Math.max(
    before.lastIndexOf('. ', colon),
    before.lastIndexOf('\n', colon),
    before.lastIndexOf(';', colon),
  );
  return before.slice(sentenceStart + 1, colon + 1).trim();
}

function findInlineLeadIn(text: string, itemStart: number): string | undefined {
  const lineStart = text.lastIndexOf('\n', itemStart - 1) + 1;
  const before = text.slice(lineStart, itemStart);
  if (!INLINE_MARKER.test(before)) return undefined;
  const sentenceStart = before.search(/(?:^|[.;]\s+)(?=[^.;]*$)/);
  const sentence = before.slice(Math.max(0, sentenceStart));
  const first = FIRST_INLINE_MARKER.exec(sentence);
  // A marker at the head of its line is a list item on its own line: the colon rule reads it.
  if (!first || sentence.slice(0, first.index).trim() === '') return undefined;
  return sentence
    .slice(0, first.index)
    .replace(/^[.;]\s*/, '')
    .trim();
}
