import { escapeMarkdown } from '../../common/markdown/escape-markdown.ts';
import type { ReportInput } from './report-input.ts';
import type {
  ReportBlock,
  ReportFinding,
  ReportOutline,
  ReportOverview,
  ReportQuote,
} from './report-outline.ts';
import { buildReportOutline } from './build-report-outline.ts';
import { describeQuotePlace } from './quote-display.ts';

/**
 * The report as Markdown: a heading per section, each finding with its quote as a blockquote,
 * its page and whether the quote was checked word for word. Text from the document is escaped,
 * so a clause that begins "1." or holds "*" or "<" reads as written, not as formatting.
 */
export function renderMarkdown(input: ReportInput): string {
  const outline = buildReportOutline(input);
  const lines = [
    ...renderHeader(outline),
    ...renderOverview(outline.overview),
    ...outline.sections.flatMap((section) => [
      `## ${escapeMarkdown(section.title)}`,
      '',
      ...renderBlocks(section.blocks),
    ]),
    '---',
    '',
    `_${escapeMarkdown(outline.stamp.notice)}_`,
    '',
  ];
  return lines.join('\n');
}

function renderHeader({ stamp }: ReportOutline): string[] {
  return [
    `# ${escapeMarkdown(stamp.documentName)}`,
    '',
    'Contract analysis by Legal Explainer',
    '',
    `- **Read as:** ${escapeMarkdown(stamp.reader)}`,
    `- **Engine:** ${escapeMarkdown(stamp.engine)}`,
    `- **Generated:** ${escapeMarkdown(stamp.generatedAt)}`,
    '',
    `> **${escapeMarkdown(stamp.notice)}**`,
    '',
  ];
}

function renderOverview(overview: ReportOverview): string[] {
  const { confidence } = overview;
  const lines = [
    '## At a glance',
    '',
    `- **Document type:** ${escapeMarkdown(overview.documentType)} (${escapeMarkdown(overview.documentTypeCertainty)})`,
    `- **Parties:** ${overview.parties.map(escapeMarkdown).join('; ') || 'none found'}`,
    `- **Overall confidence:** ${confidence.score} / 100 (${confidence.level})`,
    ...confidence.reasons.map((reason) => `  - ${escapeMarkdown(reason)}`),
    '',
  ];
  if (overview.keyFacts.length > 0) {
    lines.push(
      '### Key facts',
      '',
      ...overview.keyFacts.map(
        (fact) => `- **${escapeMarkdown(fact.label)}:** ${escapeMarkdown(fact.value)}`,
      ),
    );
    lines.push('');
  }
  if (overview.topRedFlags.length > 0) {
    lines.push(`### Most serious red flags (${overview.redFlagCount} in all)`, '');
    overview.topRedFlags.forEach((redFlag, index) => {
      lines.push(
        `${index + 1}. **${redFlag.severity}:** ${escapeMarkdown(redFlag.title)} (page ${redFlag.page})`,
      );
    });
    lines.push('');
  }
  return lines;
}

// Findings sit one level under their section, or under the subheading they follow, so heading
// levels never skip (screen readers list a document by them).
function renderBlocks(blocks: readonly ReportBlock[]): string[] {
  let findingLevel = 3;
  return blocks.flatMap((block) => {
    switch (block.kind) {
      case 'paragraph':
        return [escapeMarkdown(block.text), ''];
      case 'list':
        return [...block.items.map((item) => `- ${escapeMarkdown(item)}`), ''];
      case 'subheading':
        findingLevel = 4;
        return [`### ${escapeMarkdown(block.text)}`, ''];
      case 'finding':
        return renderFinding(block.finding, findingLevel);
      case 'fact':
        return [
          `**${escapeMarkdown(block.fact.label)}:** ${escapeMarkdown(block.fact.value)}`,
          '',
          ...block.fact.quotes.flatMap(renderQuote),
        ];
    }
  });
}

function renderFinding(finding: ReportFinding, level: number): string[] {
  const tag = finding.tag ? ` (${escapeMarkdown(finding.tag)})` : '';
  return [
    `${'#'.repeat(level)} ${escapeMarkdown(finding.title)}${tag}`,
    '',
    ...finding.details.flatMap((detail) => [escapeMarkdown(detail), '']),
    ...finding.quotes.flatMap(renderQuote),
    ...(finding.note ? [`_${escapeMarkdown(finding.note)}_`, ''] : []),
  ];
}

function renderQuote(quote: ReportQuote): string[] {
  const quoted = quote.text
    .split('\n')
    .map((line) => (line.trim() ? `> ${escapeMarkdown(line)}` : '>'));
  return [...quoted, '', `_${describeQuotePlace(quote)}_`, ''];
}
