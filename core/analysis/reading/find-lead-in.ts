// How far back a list's lead-in may stand: a list of ten long items runs to several pages.
const LEAD_IN_REACH = 12_000;
// A paragraph that is a list item ("(c) forward ...", "ii. keep ...") or a page number ("-3-").
const ITEM_OR_PAGE_NUMBER =
  /^\s*(?:\(?(?:[a-z]|[ivx]{1,5}|\d{1,2})[.)]\s|[-–]?\s*\d{1,3}\s*[-–]?\s*$|[•·▪-]\s)/i;

/**
 * The words that introduce a list item: the sentence ending in a colon before the list, when
 * everything between it and the item is other items of the same list ("the Agent will at its
 * sole expense:" for "(j) maintain sales ..."). A list item reads its subject and verb from it.
 */
export function findLeadIn(text: string, itemStart: number): string | undefined {
  const before = text.slice(Math.max(0, itemStart - LEAD_IN_REACH), itemStart);
  const colon = before.lastIndexOf(':');
  if (colon < 0) return undefined;
  const between = before.slice(colon + 1);
  const paragraphs = between.split(/\n+/).filter((paragraph) => paragraph.trim() !== '');
  // The item itself may start mid-line ("... Company: (a) deliver"): only whole items between.
  if (!paragraphs.every((paragraph) => ITEM_OR_PAGE_NUMBER.test(paragraph))) return undefined;
  const sentenceStart = Math.max(
    before.lastIndexOf('. ', colon),
    before.lastIndexOf('\n', colon),
    before.lastIndexOf(';', colon),
  );
  return before.slice(sentenceStart + 1, colon + 1).trim();
}
