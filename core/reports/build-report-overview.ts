import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { SEVERITY_LABELS } from '../../common/analysis/severity-labels.ts';
import type { ReportSection } from '../../common/reports/report-include.ts';
import type { ReportOverview } from './report-outline.ts';
import {
  describeConfidence,
  describeKeyDate,
  describeKeyTerm,
  formatPercent,
} from './report-wording.ts';

// The first page has room for this much; the sections that follow hold the rest.
const TOP_RED_FLAGS = 5;
const FIRST_PAGE_FACTS = 10;
const FIRST_PAGE_PARTIES = 6;
const FIRST_PAGE_REASONS = 3;

/**
 * The first page: what the document is, between whom, its key facts, its most serious red flags
 * and how far to trust the analysis. Facts and red flags appear only when the person chose to
 * include them, so a report made without red flags does not show them on its cover either.
 */
export function buildReportOverview(
  analysis: Analysis,
  include: readonly ReportSection[],
): ReportOverview {
  const hasRedFlags = include.includes('red-flags');
  return {
    documentType: analysis.documentType.type,
    documentTypeCertainty: `${formatPercent(analysis.documentType.confidence)} sure of the document type`,
    parties: describeParties(analysis),
    keyFacts: include.includes('key-facts') ? listKeyFacts(analysis) : [],
    topRedFlags: hasRedFlags
      ? analysis.redFlags.slice(0, TOP_RED_FLAGS).map((redFlag) => ({
          severity: SEVERITY_LABELS[redFlag.severity],
          title: redFlag.title,
          page: redFlag.page,
        }))
      : [],
    redFlagCount: hasRedFlags ? analysis.redFlags.length : 0,
    confidence: {
      score: analysis.overallConfidence,
      level: describeConfidence(analysis.overallConfidence),
      reasons: analysis.confidenceReasons.slice(0, FIRST_PAGE_REASONS),
    },
  };
}

function describeParties(analysis: Analysis): string[] {
  const shown = analysis.parties.slice(0, FIRST_PAGE_PARTIES).map((party) => {
    const name = party.status === 'blank' ? 'Name left blank' : party.name;
    return party.role && party.role !== name ? `${name} (${party.role})` : name;
  });
  const folded = analysis.parties.length - shown.length;
  return folded > 0 ? [...shown, `and ${folded} more`] : shown;
}

// The facts a person looks for first: dates the document states, then its stated terms. A fact
// the document leaves blank or does not have is in the key-facts section, not on the cover.
function listKeyFacts(analysis: Analysis): ReportOverview['keyFacts'] {
  const dates = analysis.keyDates
    .filter((keyDate) => keyDate.status === 'stated')
    .map((keyDate) => ({ label: keyDate.label, value: describeKeyDate(keyDate) }));
  const terms = analysis.keyTerms
    .filter((keyTerm) => keyTerm.status === 'stated' || keyTerm.status === 'incorporated')
    .map((keyTerm) => ({ label: keyTerm.label, value: describeKeyTerm(keyTerm) }));
  // A notice period is both a date and a term; the cover says it once.
  const seen = new Set<string>();
  return [...dates, ...terms]
    .filter((fact) => {
      if (seen.has(fact.label)) return false;
      seen.add(fact.label);
      return true;
    })
    .slice(0, FIRST_PAGE_FACTS);
}
