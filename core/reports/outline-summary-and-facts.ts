import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import type { ReportBlock } from './report-outline.ts';
import { quoteFinding } from './report-quote.ts';
import { describeKeyDate, describeKeyTerm } from './report-wording.ts';

/** The plain-English summary and the points that matter most. */
export function buildSummaryBlocks(analysis: Analysis): ReportBlock[] {
  const blocks: ReportBlock[] = [];
  if (analysis.summary.short) blocks.push({ kind: 'paragraph', text: analysis.summary.short });
  if (analysis.summary.keyPoints.length > 0) {
    blocks.push({ kind: 'list', items: analysis.summary.keyPoints });
  }
  return blocks;
}

/** Parties, dates and the terms a reader looks up first, each with the words it comes from. */
export function buildKeyFactBlocks(analysis: Analysis, pages: readonly string[]): ReportBlock[] {
  const blocks: ReportBlock[] = [];
  if (analysis.parties.length > 0) {
    blocks.push({ kind: 'subheading', text: 'Parties' });
    for (const party of analysis.parties) {
      blocks.push({
        kind: 'fact',
        fact: {
          label: party.role || 'Party',
          value: party.status === 'blank' ? 'Name left blank' : party.name,
          quotes: quoteFinding(party, pages),
        },
      });
    }
  }
  if (analysis.keyDates.length > 0) {
    blocks.push({ kind: 'subheading', text: 'Dates and periods' });
    for (const keyDate of analysis.keyDates) {
      blocks.push({
        kind: 'fact',
        fact: {
          label: keyDate.label,
          value: describeKeyDate(keyDate),
          quotes: quoteFinding(keyDate, pages),
        },
      });
    }
  }
  if (analysis.keyTerms.length > 0) {
    blocks.push({ kind: 'subheading', text: 'Key terms' });
    for (const keyTerm of analysis.keyTerms) {
      blocks.push({
        kind: 'fact',
        fact: {
          label: keyTerm.label,
          value: describeKeyTerm(keyTerm),
          quotes: quoteFinding(keyTerm, pages),
        },
      });
    }
  }
  return blocks;
}
