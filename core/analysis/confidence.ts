import type { Coverage } from '../../common/analysis/analysis-schema.ts';

/** What the overall confidence is computed from. */
export interface ConfidenceInputs {
  coverage: Coverage;
  /** The calibrated probabilities of the clauses the analysis shows (findClauses output). */
  clauseProbabilities: readonly number[];
  /** How sure the engine is of the document type, 0 to 1. */
  documentTypeConfidence: number;
  /** Share of the text made of recognisable words, 0 to 1 (low for garbled extraction). */
  textQuality: number;
  wordCount: number;
}

/** A 0-100 score and the plain reasons it is not 100. */
export interface OverallConfidence {
  score: number;
  reasons: string[];
}

// Below this many words a document gives the engine too little to go on. The clause
// probabilities were calibrated on contracts of 109 to tens of thousands of words (5,200 typical)
// and rank each span against the rest of its contract, so they are optimistic on a few lines.
const SHORT_DOCUMENT_WORDS = 150;
// A very short document keeps at least this share of its score: a judgement, not a measurement
// (the held-out contracts have none this short).
const SHORTEST_DOCUMENT_FACTOR = 0.7;
// measureTextQuality of clean text is not 1: section signs, bullets and "(a)" count as
// unreadable. 0.97 is about the 5th percentile over the 326 training contracts, whose text an
// expert read and labelled; only the share of unreadable words beyond that counts as garbled.
const CLEAN_TEXT_QUALITY = 0.97;
// A reason is given for any factor that costs this many points or more.
const REASON_POINTS = 3;

/**
 * The overall confidence: the expected share of what the analysis shows that an expert would
 * confirm, as a whole number from 0 to 100.
 *
 * 1. Certainty. The shown findings that carry a probability are the clauses (each counts with
 *    its calibrated probability, so their mean is the expected precision of the list) and the
 *    document type (one finding, counted with its confidence). Findings the engine proposed but
 *    had to drop because their words are not in the document count as findings that failed.
 *    So certainty = (sum of clause probabilities + type confidence) / (clauses + 1 + dropped).
 * 2. Coverage. What the engine could not read well counts as not confirmed, pro rata: the
 *    certainty is multiplied by the share of pages read, by how sure text recognition is of the
 *    scanned share, by the share of readable words (beyond what clean text scores), and lowered
 *    for a very short document, where the probabilities are less trustworthy.
 *
 * Each step that costs 3 points or more adds its reason in plain words, the costliest first,
 * so the number always explains itself. `npm run eval` measures it against the share of shown
 * clauses that match a CUAD label, per held-out contract.
 */
export function computeOverallConfidence(inputs: ConfidenceInputs): OverallConfidence {
  const { coverage, clauseProbabilities } = inputs;
  const clauseCount = clauseProbabilities.length;
  const clauseSum = clauseProbabilities.reduce((sum, probability) => sum + clamp(probability), 0);
  const typeConfidence = clamp(inputs.documentTypeConfidence);
  const dropped = coverage.unverifiedFindingsDropped;
  const steps: { value: number; reason: string }[] = [];

  // The certainty steps, each a ratio of expected precisions, so their product is the certainty.
  const clausesOnly = (clauseSum + 1) / (clauseCount + 1);
  const withType = (clauseSum + typeConfidence) / (clauseCount + 1);
  const withDropped = (clauseSum + typeConfidence) / (clauseCount + 1 + dropped);
  steps.push({
    value: clausesOnly,
    reason: `On average the engine is ${Math.round((100 * clauseSum) / Math.max(1, clauseCount))}% sure of each of the ${clauseCount} clause${clauseCount === 1 ? '' : 's'} it found, so check a clause's words before relying on it.`,
  });
  steps.push({
    value: clausesOnly > 0 ? withType / clausesOnly : 0,
    reason: `The kind of document is uncertain (${Math.round(typeConfidence * 100)}% sure).`,
  });
  steps.push({
    value: withType > 0 ? withDropped / withType : 0,
    reason: `${dropped} finding${dropped === 1 ? '' : 's'} could not be matched word for word to the document and ${dropped === 1 ? 'was' : 'were'} left out.`,
  });

  const analysedShare = coverage.pages === 0 ? 0 : coverage.pagesAnalysed / coverage.pages;
  steps.push({
    value: analysedShare,
    reason: `Only ${coverage.pagesAnalysed} of ${coverage.pages} pages could be read.`,
  });
  if (coverage.ocrPages.length > 0) {
    const meanOcr =
      coverage.ocrPages.reduce((sum, page) => sum + clamp(page.confidence), 0) /
      coverage.ocrPages.length;
    // A scanned page counts for what the text recognition is sure of.
    const scannedShare = Math.min(
      1,
      coverage.ocrPages.length / Math.max(1, coverage.pagesAnalysed),
    );
    steps.push({
      value: 1 - scannedShare * (1 - meanOcr),
      reason: `${coverage.ocrPages.length} scanned page${coverage.ocrPages.length === 1 ? ' was' : 's were'} read by text recognition, which is ${Math.round(meanOcr * 100)}% sure of the words.`,
    });
  }
  steps.push({
    value: clamp(inputs.textQuality) / CLEAN_TEXT_QUALITY,
    reason: 'Parts of the extracted text look garbled, so some clauses may have been missed.',
  });
  if (inputs.wordCount < SHORT_DOCUMENT_WORDS) {
    steps.push({
      value:
        SHORTEST_DOCUMENT_FACTOR +
        (1 - SHORTEST_DOCUMENT_FACTOR) * (Math.max(0, inputs.wordCount) / SHORT_DOCUMENT_WORDS),
      reason: `The document is very short (${inputs.wordCount} words), which leaves little to check.`,
    });
  }

  let score = 100;
  const costs: { cost: number; reason: string }[] = [];
  for (const step of steps) {
    const next = score * clamp(step.value);
    costs.push({ cost: score - next, reason: step.reason });
    score = next;
  }
  const reasons = costs
    .filter((item) => item.cost >= REASON_POINTS)
    .sort((a, b) => b.cost - a.cost)
    .map((item) => item.reason);
  return { score: Math.round(score), reasons };
}

/** Share of whitespace-separated tokens that look like words or numbers, 0 to 1. */
export function measureTextQuality(text: string): number {
  const tokens = text.split(/\s+/).filter((token) => token.length > 0);
  if (tokens.length === 0) return 0;
  const readable = tokens.filter((token) =>
    /^[("“'‘[$€£]*[\p{L}\p{N}][\p{L}\p{N}'’.,;:%$€£&/()\-–—"”?!\]]*$/u.test(token),
  );
  return readable.length / tokens.length;
}

function clamp(value: number): number {
  return Number.isNaN(value) ? 0 : Math.min(1, Math.max(0, value));
}
