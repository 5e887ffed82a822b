import type { ReportSection } from '../../common/reports/report-include.ts';
import { REPORT_SECTIONS } from '../../common/reports/report-include.ts';
import type { ReportInput } from './report-input.ts';
import type { ReportBlock, ReportOutline } from './report-outline.ts';
import { buildReportOverview } from './build-report-overview.ts';
import { buildReportStamp } from './report-stamp.ts';
import { buildChatBlocks, buildClauseBlocks } from './outline-clauses-and-chat.ts';
import {
  buildObligationBlocks,
  buildProtectionBlocks,
  buildRedFlagBlocks,
} from './outline-findings.ts';
import { buildKeyFactBlocks, buildSummaryBlocks } from './outline-summary-and-facts.ts';

/** Each section's heading, as every format prints it. */
export const SECTION_TITLES: Record<ReportSection, string> = {
  summary: 'Summary',
  'red-flags': 'Red flags',
  protections: 'Protections',
  obligations: 'Obligations',
  'key-facts': 'Key facts',
  clauses: 'Clauses',
  chat: 'Questions and answers',
};

const SECTION_BUILDERS: Record<ReportSection, (input: ReportInput) => ReportBlock[]> = {
  summary: ({ analysis }) => buildSummaryBlocks(analysis),
  'red-flags': ({ analysis, pages }) => buildRedFlagBlocks(analysis, pages),
  protections: ({ analysis, pages }) => buildProtectionBlocks(analysis, pages),
  obligations: ({ analysis, pages }) => buildObligationBlocks(analysis, pages),
  'key-facts': ({ analysis, pages }) => buildKeyFactBlocks(analysis, pages),
  clauses: ({ analysis, pages }) => buildClauseBlocks(analysis, pages),
  chat: ({ chat, pages }) => buildChatBlocks(chat ?? [], pages),
};

/**
 * What a report says, before it has a format: its stamp, its first page, and the sections the
 * person chose, always in the report's own order whatever order they were asked for in.
 */
export function buildReportOutline(input: ReportInput): ReportOutline {
  return {
    stamp: buildReportStamp(input),
    overview: buildReportOverview(input.analysis, input.include),
    sections: REPORT_SECTIONS.filter((section) => input.include.includes(section)).map(
      (section) => ({
        id: section,
        title: SECTION_TITLES[section],
        blocks: SECTION_BUILDERS[section](input),
      }),
    ),
  };
}
