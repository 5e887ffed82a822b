import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { analyzeDocument } from '../analysis/analyze-document.ts';
import type { ParsedDocument } from '../parsing/parsed-document.ts';
import type { AlignmentThresholds } from './align-clauses.ts';
import type { Comparison } from '../../common/compare/comparison.ts';
import { findClauseChanges } from './find-clause-changes.ts';
import { findFindingChanges } from './find-finding-changes.ts';
import { findKeyTermChanges } from './find-key-term-changes.ts';
import { summarizeComparison } from './summarize-comparison.ts';

/** One version as the server keeps it: the parsed document and its analysis. */
export interface AnalysedVersion {
  document: ParsedDocument;
  analysis: Analysis;
}

/** Whom to compare for, and (for evaluation) how alike clauses must be to match. */
export interface CompareOptions {
  /** The reader's role or name; the old version's default reader otherwise. */
  readerRole?: string;
  thresholds?: AlignmentThresholds;
}

/**
 * Compares two versions of a document for one reader: analyses both with the built-in engine
 * (the reader chosen for the old version, applied to the new one, so both are read from the
 * same side), then aligns and judges them (compareAnalysed).
 */
export function compareDocuments(
  before: ParsedDocument,
  after: ParsedDocument,
  options: CompareOptions = {},
): Comparison {
  const analysisBefore = analyzeDocument(before, { readerRole: options.readerRole });
  const readerRole = analysisBefore.perspective?.role ?? options.readerRole;
  const analysisAfter = analyzeDocument(after, { readerRole });
  return compareAnalysed(
    { document: before, analysis: analysisBefore },
    { document: after, analysis: analysisAfter },
    options,
  );
}

/**
 * Compares two versions already analysed for the same reader: the redline (clauses added,
 * removed, changed, moved), the key terms that changed, the findings that appeared, were
 * resolved or moved for the reader, and a summary of it all.
 */
export function compareAnalysed(
  before: AnalysedVersion,
  after: AnalysedVersion,
  options: Pick<CompareOptions, 'thresholds'> = {},
): Comparison {
  const changes = findClauseChanges(before.document, after.document, options.thresholds);
  const keyTerms = findKeyTermChanges(before.analysis, after.analysis);
  const findings = findFindingChanges(before.analysis, after.analysis);
  const perspective = after.analysis.perspective ?? before.analysis.perspective;
  return {
    reader: perspective ? { party: perspective.party, role: perspective.role } : null,
    changes,
    keyTerms,
    findings,
    summary: summarizeComparison(changes, findings, keyTerms),
  };
}
