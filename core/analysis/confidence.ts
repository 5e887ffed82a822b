import type { Coverage } from '../../common/analysis/analysis-schema.ts';

/** What the overall confidence is computed from. */
export interface ConfidenceInputs {
  coverage: Coverage;
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

// Below this many words a document gives the engine too little to go on.
const SHORT_DOCUMENT_WORDS = 150;

/**
 * How much of the document the analysis understood, as a number a reader can act on. Each factor
 * multiplies the score and, when it costs 3 points or more, adds the reason in plain words, so
 * the number always explains itself.
 */
export function computeOverallConfidence(inputs: ConfidenceInputs): OverallConfidence {
  const { coverage } = inputs;
  const factors: { value: number; reason: string }[] = [];

  const analysedShare = coverage.pages === 0 ? 0 : coverage.pagesAnalysed / coverage.pages;
  factors.push({
    value: analysedShare,
    reason: `Only ${coverage.pagesAnalysed} of ${coverage.pages} pages could be read.`,
  });

  if (coverage.ocrPages.length > 0) {
    const meanOcr =
      coverage.ocrPages.reduce((sum, page) => sum + page.confidence, 0) / coverage.ocrPages.length;
    // A scanned page counts for what the text recognition is sure of.
    const scannedShare = coverage.ocrPages.length / Math.max(1, coverage.pagesAnalysed);
    factors.push({
      value: 1 - scannedShare * (1 - meanOcr),
      reason: `${coverage.ocrPages.length} scanned page${coverage.ocrPages.length === 1 ? ' was' : 's were'} read by text recognition, which is ${Math.round(meanOcr * 100)}% sure of the words.`,
    });
  }

  factors.push({
    value: 0.6 + 0.4 * clamp(inputs.documentTypeConfidence),
    reason: `The kind of document is uncertain (${Math.round(inputs.documentTypeConfidence * 100)}% sure).`,
  });
  factors.push({
    value: 0.5 + 0.5 * clamp(inputs.textQuality),
    reason: 'Parts of the extracted text look garbled, so some clauses may have been missed.',
  });
  if (inputs.wordCount < SHORT_DOCUMENT_WORDS) {
    factors.push({
      value: 0.7 + 0.3 * (inputs.wordCount / SHORT_DOCUMENT_WORDS),
      reason: `The document is very short (${inputs.wordCount} words), which leaves little to check.`,
    });
  }
  if (coverage.unverifiedFindingsDropped > 0) {
    factors.push({
      value: Math.max(0.7, 1 - 0.03 * coverage.unverifiedFindingsDropped),
      reason: `${coverage.unverifiedFindingsDropped} finding${coverage.unverifiedFindingsDropped === 1 ? '' : 's'} could not be matched word for word to the document and ${coverage.unverifiedFindingsDropped === 1 ? 'was' : 'were'} left out.`,
    });
  }

  let score = 100;
  const reasons: string[] = [];
  for (const factor of factors) {
    const next = score * clamp(factor.value);
    if (score - next >= 3) reasons.push(factor.reason);
    score = next;
  }
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
  return Math.min(1, Math.max(0, value));
}
