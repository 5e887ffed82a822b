import { findPageNumber, type ParsedDocument } from '../../parsing/parsed-document.ts';

/** Anything that claims to quote the document at a place. */
export interface QuotedFinding {
  quote: string;
  start: number;
  end: number;
  page: number;
}

/**
 * Keeps only findings whose quote is the document's text at their offsets. A quote found
 * verbatim elsewhere (an engine that got the words right but the place wrong) is moved there;
 * anything else is dropped and counted, so nothing unverifiable reaches the reader.
 */
export function verifyQuotes<Finding extends QuotedFinding>(
  document: ParsedDocument,
  findings: Finding[],
): { verified: Finding[]; droppedCount: number } {
  const verified: Finding[] = [];
  let droppedCount = 0;
  for (const finding of findings) {
    const located = locateQuote(document.text, finding);
    if (located === null || finding.quote.trim().length === 0) {
      droppedCount++;
      continue;
    }
    verified.push({
      ...finding,
      start: located,
      end: located + finding.quote.length,
      page: findPageNumber(document, located),
    });
  }
  return { verified, droppedCount };
}

function locateQuote(text: string, finding: QuotedFinding): number | null {
  if (text.slice(finding.start, finding.end) === finding.quote) return finding.start;
  // The nearest verbatim occurrence to where the engine pointed.
  let best: number | null = null;
  for (
    let index = text.indexOf(finding.quote);
    index !== -1;
    index = text.indexOf(finding.quote, index + 1)
  ) {
    if (best === null || Math.abs(index - finding.start) < Math.abs(best - finding.start))
      best = index;
  }
  return best;
}
