import type { Analysis, Coverage } from '../../common/analysis/analysis-schema.ts';
import { AppError } from '../../common/errors/app-error.ts';
import type { ParsedDocument } from '../parsing/parsed-document.ts';
import { findClauses } from './clauses/find-clauses.ts';
import { computeOverallConfidence, measureTextQuality } from './confidence.ts';
import { classifyDocumentType } from './document-type/classify-document-type.ts';
import { extractKeyDates } from './extract/extract-key-dates.ts';
import { extractKeyTerms } from './extract/extract-key-terms.ts';
import { extractObligations } from './extract/extract-obligations.ts';
import { extractParties } from './extract/extract-parties.ts';
import { assessLegalContent } from './findings/assess-legal-content.ts';
import { findMissingClauses } from './findings/find-missing-clauses.ts';
import { buildRedFlags } from './findings/build-red-flags.ts';
import { summarize } from './findings/summarize.ts';
import { splitSentences } from './text/split-sentences.ts';
import { verifyQuotes } from './verify-quotes.ts';

/** The built-in engine's name and version, stamped on every analysis it makes. */
export const BUILT_IN_ENGINE = { name: 'legal-explainer-built-in', version: '1.0.0', model: null };

/** What the parser knows about how the pages were read, for the coverage report. */
export interface ReadingReport {
  ocrPages?: Coverage['ocrPages'];
  skipped?: Coverage['skipped'];
}

/**
 * Explains a document with the built-in engine: no network, no model download, well under a
 * second per contract. Fails with NOT_LEGAL_DOCUMENT for text that is not legal at all, before
 * anything is spent on it. Every quote in the result is verified against the text.
 */
export function analyzeDocument(document: ParsedDocument, reading: ReadingReport = {}): Analysis {
  const segments = splitSentences(document.text);
  if (!assessLegalContent(segments).isLegal) {
    throw new AppError(
      'NOT_LEGAL_DOCUMENT',
      'This does not look like a legal document, so it was not analysed.',
    );
  }
  const documentType = classifyDocumentType(document, segments);
  const clauses = findClauses(document, segments);
  const parties = verifyQuotes(document, extractParties(document, segments));
  const keyDates = verifyQuotes(document, extractKeyDates(document, segments));
  const keyTerms = verifyQuotes(document, extractKeyTerms(document, segments));
  const obligations = verifyQuotes(
    document,
    extractObligations(document, segments, parties.verified),
  );
  const redFlags = verifyQuotes(
    document,
    buildRedFlags({ document, segments, clauses, documentType: documentType.type }),
  );
  const missingClauses = findMissingClauses(documentType.type, clauses, segments);
  const droppedCount =
    parties.droppedCount +
    keyDates.droppedCount +
    keyTerms.droppedCount +
    obligations.droppedCount +
    redFlags.droppedCount;

  const coverage: Coverage = {
    pages: document.pages.length,
    pagesAnalysed: document.pages.length - (reading.skipped?.length ?? 0),
    ocrPages: reading.ocrPages ?? [],
    skipped: reading.skipped ?? [],
    unverifiedFindingsDropped: droppedCount,
  };
  const confidence = computeOverallConfidence({
    coverage,
    clauseProbabilities: clauses.map((clause) => clause.probability),
    documentTypeConfidence: documentType.confidence,
    textQuality: measureTextQuality(document.text),
    wordCount: document.text.split(/\s+/).length,
  });
  return {
    engine: BUILT_IN_ENGINE,
    documentType,
    summary: summarize({
      documentType: documentType.type,
      parties: parties.verified,
      keyDates: keyDates.verified,
      keyTerms: keyTerms.verified,
      redFlags: redFlags.verified,
      obligations: obligations.verified,
    }),
    parties: parties.verified,
    keyDates: keyDates.verified,
    keyTerms: keyTerms.verified,
    clauses,
    redFlags: redFlags.verified,
    obligations: obligations.verified,
    missingClauses,
    coverage,
    overallConfidence: confidence.score,
    confidenceReasons: confidence.reasons,
  };
}
