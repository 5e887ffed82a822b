import type {
  Analysis,
  Obligation,
  Protection,
  RedFlag,
} from '../../common/analysis/analysis-schema.ts';
import type { ReportBlock, ReportFinding } from './report-outline.ts';
import { quoteFinding } from './report-quote.ts';
import { SEVERITY_LABELS } from '../../common/analysis/severity-labels.ts';
import { formatCalendarDate, pluralize } from './report-wording.ts';

/** The red flags, most serious first, each with what to ask for instead. */
export function buildRedFlagBlocks(analysis: Analysis, pages: readonly string[]): ReportBlock[] {
  if (analysis.redFlags.length === 0) {
    return [{ kind: 'paragraph', text: 'No red flags were found for this reader.' }];
  }
  return analysis.redFlags.map((redFlag) => ({
    kind: 'finding',
    finding: describeRedFlag(redFlag, pages),
  }));
}

function describeRedFlag(redFlag: RedFlag, pages: readonly string[]): ReportFinding {
  const finding: ReportFinding = {
    title: redFlag.title,
    tag: SEVERITY_LABELS[redFlag.severity],
    details: [
      redFlag.explanation,
      ...(redFlag.suggestion.trim() ? [`What to ask for: ${redFlag.suggestion}`] : []),
    ],
    quotes: quoteFinding(redFlag, pages),
  };
  const otherPages = [...new Set(redFlag.alsoAt.map((place) => place.page))];
  // The quote is the most decisive place; the reader should know the issue recurs elsewhere.
  if (redFlag.occurrences > 1) {
    finding.note =
      `Said in ${pluralize(redFlag.occurrences, 'place')}` +
      (otherPages.length > 0 ? `; also on ${listPages(otherPages)}.` : '.');
  }
  return finding;
}

/** The terms in the reader's favour. */
export function buildProtectionBlocks(analysis: Analysis, pages: readonly string[]): ReportBlock[] {
  if (analysis.protections.length === 0) {
    return [{ kind: 'paragraph', text: 'No terms in this reader’s favour were found.' }];
  }
  return analysis.protections.map((protection: Protection) => ({
    kind: 'finding',
    finding: {
      title: protection.title,
      details: [protection.explanation],
      quotes: quoteFinding(protection, pages),
    },
  }));
}

/** Who must do what, and by when. */
export function buildObligationBlocks(analysis: Analysis, pages: readonly string[]): ReportBlock[] {
  if (analysis.obligations.length === 0) {
    return [{ kind: 'paragraph', text: 'No obligations were found.' }];
  }
  return analysis.obligations.map((obligation) => ({
    kind: 'finding',
    finding: {
      title: `${obligation.party} must ${obligation.action}`,
      tag: capitalize(obligation.type),
      details: describeDeadline(obligation),
      quotes: quoteFinding(obligation, pages),
    },
  }));
}

function describeDeadline(obligation: Obligation): string[] {
  const deadline = obligation.deadline;
  if (!deadline) return [];
  const when = deadline.date
    ? `${deadline.text} (${formatCalendarDate(deadline.date)})`
    : deadline.text;
  return [`When: ${when}`, ...(deadline.trigger ? [`Starts from: ${deadline.trigger}`] : [])];
}

function listPages(pages: number[]): string {
  const [first] = pages;
  if (pages.length === 1 && first !== undefined) return `page ${first}`;
  return `pages ${pages.slice(0, -1).join(', ')} and ${pages.at(-1)}`;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
