import type { RedFlag } from '../../common/analysis/analysis-schema.ts';

/** Where one comment goes: a red flag and the range of the document's text it is about. */
export interface CommentAnchor {
  id: number;
  redFlag: RedFlag;
  start: number;
  end: number;
  /** Another place the same issue stands (RedFlag.alsoAt), not the quote itself. */
  isOtherPlace: boolean;
  /** False when the quote is nowhere in the text: the comment is then put at the very start. */
  isFound: boolean;
}

/**
 * Places each red flag's comment on its exact quoted words, and on the other places it stands.
 * Offsets are trusted when the text there is the quote; otherwise the nearest verbatim copy is
 * used (the same rule as the engine's quote check). A quote not in the text at all still gets
 * its comment, at the start of the document, rather than vanishing from the review.
 */
export function findCommentAnchors(redFlags: readonly RedFlag[], text: string): CommentAnchor[] {
  const anchors: CommentAnchor[] = [];
  for (const redFlag of redFlags) {
    const places = [
      { ...redFlag, isOtherPlace: false },
      ...redFlag.alsoAt.map((place) => ({ ...place, isOtherPlace: true })),
    ];
    for (const place of places) {
      const start = locateQuote(text, place.quote, place.start);
      anchors.push({
        id: anchors.length,
        redFlag,
        start: start ?? 0,
        end: start === null ? 0 : start + place.quote.length,
        isOtherPlace: place.isOtherPlace,
        isFound: start !== null,
      });
    }
  }
  return anchors;
}

function locateQuote(text: string, quote: string, expectedStart: number): number | null {
  if (quote.length === 0) return null;
  if (text.slice(expectedStart, expectedStart + quote.length) === quote) return expectedStart;
  let best: number | null = null;
  for (let index = text.indexOf(quote); index !== -1; index = text.indexOf(quote, index + 1)) {
    if (best === null || Math.abs(index - expectedStart) < Math.abs(best - expectedStart)) {
      best = index;
    }
  }
  return best;
}
