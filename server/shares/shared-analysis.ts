import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import type { ShareSection, SharedAnalysis } from '../../common/api/shares.ts';

/**
 * The part of an analysis a link shows: always the type, the confidence with its reasons, the
 * reader it is written for and how much was read; each other part only when its section is
 * included. Built field by field, so a field added to Analysis is never shared by accident.
 */
export function pickSharedAnalysis(
  analysis: Analysis,
  include: readonly ShareSection[],
): SharedAnalysis {
  const has = (section: ShareSection) => include.includes(section);
  return {
    documentType: analysis.documentType,
    overallConfidence: analysis.overallConfidence,
    confidenceReasons: analysis.confidenceReasons,
    perspective: analysis.perspective,
    coverage: analysis.coverage,
    ...(has('summary') && { summary: analysis.summary }),
    ...(has('red-flags') && { redFlags: analysis.redFlags }),
    ...(has('protections') && { protections: analysis.protections }),
    ...(has('obligations') && { obligations: analysis.obligations }),
    ...(has('key-facts') && {
      parties: analysis.parties,
      keyDates: analysis.keyDates,
      keyTerms: analysis.keyTerms,
    }),
    ...(has('clauses') && {
      clauses: analysis.clauses,
      clausePresence: analysis.clausePresence,
      missingClauses: analysis.missingClauses,
    }),
  };
}
