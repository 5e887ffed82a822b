import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { AppError } from '../../common/errors/app-error.ts';
import { analyzeDocument, type AnalysisOptions } from '../analysis/analyze-document.ts';
import type { ParsedDocument } from '../parsing/parsed-document.ts';
import type { AlignmentThresholds } from './align-clauses.ts';
import type { Comparison } from '../../common/compare/comparison.ts';
import { findClauseChanges } from './find-clause-changes.ts';
import { findClauseTermMoves } from './find-clause-term-moves.ts';
import { findFindingChanges } from './find-finding-changes.ts';
import { findKeyTermChanges } from './find-key-term-changes.ts';
import { summarizeComparison } from './summarize-comparison.ts';

/** One version as the server keeps it: the parsed document and its analysis. */
export interface AnalysedVersion {
  document: ParsedDocument;
  analysis: Analysis;
  /** How the document was read (its OCR pages), should it be read again for another reader. */
  reading?: AnalysisOptions['reading'];
}

/** Whom to compare for, and (for evaluation) how alike clauses must be to match. */
export interface CompareOptions {
  /** The reader's role or name; the old version's default reader otherwise. */
  readerRole?: string;
  thresholds?: AlignmentThresholds;
}

/**
 * Compares two versions of a document for one reader: analyses both with the built-in engine,
 * then aligns and judges them for the reader chosen for the old version (compareAnalysed).
 */
export function compareDocuments(
  before: ParsedDocument,
  after: ParsedDocument,
  options: CompareOptions = {},
): Comparison {
  const analysisBefore = analyzeDocument(before, { readerRole: options.readerRole });
  // Read for its own default reader; compareAnalysed reads it again for the old one's.
  const analysisAfter = analyzeDocument(after);
  return compareAnalysed(
    { document: before, analysis: analysisBefore },
    { document: after, analysis: analysisAfter },
    options,
  );
}

/**
 * Compares two analysed versions for the old one's reader: the redline (clauses added, removed,
 * changed, moved), the key terms that changed, the findings that appeared, were resolved or
 * moved for the reader, and a summary of it all. A new version read for another party is read
 * again for that reader first, so both are read from the same side.
 */
export function compareAnalysed(
  before: AnalysedVersion,
  after: AnalysedVersion,
  options: Pick<CompareOptions, 'thresholds'> = {},
): Comparison {
  const analysisAfter = readForSameReader(before.analysis, after);
  const changes = findClauseChanges(before.document, after.document, options.thresholds);
  const keyTerms = findKeyTermChanges(before.analysis, analysisAfter);
  const findings = findFindingChanges(before.analysis, analysisAfter, changes);
  const moves = findClauseTermMoves(changes, analysisAfter, findings);
  findings.worse.push(...moves.worse);
  findings.better.push(...moves.better);
  const perspective = analysisAfter.perspective ?? before.analysis.perspective;
  return {
    reader: perspective ? { party: perspective.party, role: perspective.role } : null,
    changes,
    keyTerms,
    findings,
    summary: summarizeComparison(changes, findings, keyTerms),
  };
}

/**
 * The new version's analysis for the old one's reader: its own when it was read for them (or
 * the old one has none), otherwise a new reading; its own still when the new version no longer
 * names that party.
 */
function readForSameReader(analysisBefore: Analysis, after: AnalysedVersion): Analysis {
  const role = analysisBefore.perspective?.role;
  if (!role || after.analysis.perspective?.role === role) return after.analysis;
  try {
    return analyzeDocument(after.document, { readerRole: role, reading: after.reading });
  } catch (error) {
    if (error instanceof AppError) return after.analysis;
    throw error;
  }
}
