import type { Segment } from '../text/segment.ts';

// Words that are common in contracts, policies and notices and rare elsewhere.
const LEGAL_WORDS = new Set(
  (
    'agreement agreements party parties shall hereby herein hereof hereunder thereof therein whereas pursuant ' +
    'liability liable indemnify indemnification terminate termination governed governing law laws clause section ' +
    'obligations obligation warrant warranty warranties breach covenant covenants consent lease tenant landlord ' +
    'licensee licensor license employee employer confidential confidentiality arbitration jurisdiction notice ' +
    'terms rights damages payment fees effective provision provisions executed witness void enforceable ' +
    'policy privacy contractor consultant company customer seller buyer borrower lender guarantor principal ' +
    'interest default remedies remedy assign assignment affiliates affiliate represent representations ' +
    'exhibit schedule amendment waiver waive statute applicable claims claim indemnity agree agrees accordance ' +
    'premises rent deposit services compensation intellectual property term'
  ).split(' '),
);
// Phrases almost only a legal text uses.
const LEGAL_PHRASES =
  /\b(?:shall|hereby|herein|hereunder|thereof|whereas|pursuant\s+to|governed\s+by|in\s+witness\s+whereof|indemnif\w+|terms\s+of\s+(?:service|use)|privacy\s+policy|this\s+(?:agreement|lease|contract|note|policy)|the\s+parties|notwithstanding)\b/gi;
const STRUCTURE = /^(?:(?:section|article|clause)\s+\d|\d+(?:\.\d+)*\.?\s+[A-Z]|\([a-z]\)\s)/i;
const DEFINED_TERM = /\((?:the\s+|each\s+a\s+)?["“][A-Z][^"”]{1,40}["”]\)/;
// Measured: our recipe and story score below 0.2; 405 of the 408 CUAD contracts score 0.37 or
// more, and terms of service in plain English as little as 0.32 (Revolut's "we won't be
// responsible"), so the line sits between the two.
const THRESHOLD = 0.28;

/**
 * Whether a text is a legal document at all (a recipe or a story is not), from the density of
 * legal vocabulary, binding phrases, and contract structure (numbered sections, defined terms).
 */
export function assessLegalContent(segments: Segment[]): { isLegal: boolean; score: number } {
  let words = 0;
  let legalWords = 0;
  let phrases = 0;
  let structured = 0;
  let definedTerms = 0;
  for (const segment of segments) {
    for (const word of segment.text.toLowerCase().match(/[a-z]+/g) ?? []) {
      words++;
      if (LEGAL_WORDS.has(word)) legalWords++;
    }
    phrases += segment.text.match(LEGAL_PHRASES)?.length ?? 0;
    if (STRUCTURE.test(segment.text)) structured++;
    if (DEFINED_TERM.test(segment.text)) definedTerms++;
  }
  if (words === 0) return { isLegal: false, score: 0 };
  const density = Math.min(1, legalWords / words / 0.07);
  const binding = Math.min(1, ((phrases / words) * 1000) / 10);
  const structure = Math.min(
    1,
    (structured + 2 * definedTerms) / Math.max(3, segments.length * 0.15),
  );
  const score = Math.round((0.5 * density + 0.35 * binding + 0.15 * structure) * 100) / 100;
  return { isLegal: score >= THRESHOLD, score };
}
