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
      `## ${escapeInline(section.title)}`,
      '',
      ...renderBlocks(section.blocks),
    ]),
    '---',
    '',
    `_${escapeInline(outline.stamp.notice)}_`,
    '',
  ];
  return lines.join('\n');
}

function renderHeader({ stamp }: ReportOutline): string[] {
  return [
    `# ${escapeInline(stamp.documentName)}`,
    '',
    'Contract analysis by Legal Explainer',
    '',
    `- **Read as:** ${escapeInline(stamp.reader)}`,
    `- **Engine:** ${escapeInline(stamp.engine)}`,
    `- **Generated:** ${escapeInline(stamp.generatedAt)}`,
    '',
    `> **${escapeInline(stamp.notice)}**`,
    '',
  ];
}

function renderOverview(overview: ReportOverview): string[] {
  const { confidence } = overview;
  const lines = [
    '## At a glance',
    '',
    `- **Document type:** ${escapeInline(overview.documentType)} (${escapeInline(overview.documentTypeCertainty)})`,
    `- **Parties:** ${overview.parties.map(escapeInline).join('; ') || 'none found'}`,
    `- **Overall confidence:** ${confidence.score} / 100 (${confidence.level})`,
    ...confidence.reasons.map((reason) => `  - ${escapeInline(reason)}`),
    '',
  ];
  if (overview.keyFacts.length > 0) {
    lines.push(
      '### Key facts',
      '',
      ...overview.keyFacts.map(
        (fact) => `- **${escapeInline(fact.label)}:** ${escapeInline(fact.value)}`,
      ),
    );
    lines.push('');
  }
  if (overview.topRedFlags.length > 0) {
    lines.push(`### Most serious red flags (${overview.redFlagCount} in all)`, '');
    overview.topRedFlags.forEach((redFlag, index) => {
      lines.push(
        `${index + 1}. **${redFlag.severity}:** ${escapeInline(redFlag.title)} (page ${redFlag.page})`,
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
        return [escapeInline(block.text), ''];
      case 'list':
        return [...block.items.map((item) => `- ${escapeInline(item)}`), ''];
      case 'subheading':
        findingLevel = 4;
        return [`### ${escapeInline(block.text)}`, ''];
      case 'finding':
        return renderFinding(block.finding, findingLevel);
      case 'fact':
        return [
          `**${escapeInline(block.fact.label)}:** ${escapeInline(block.fact.value)}`,
          '',
          ...block.fact.quotes.flatMap(renderQuote),
        ];
    }
  });
}

function renderFinding(finding: ReportFinding, level: number): string[] {
  const tag = finding.tag ? ` (${escapeInline(finding.tag)})` : '';
  return [
    `${'#'.repeat(level)} ${escapeInline(finding.title)}${tag}`,
    '',
    ...finding.details.flatMap((detail) => [escapeInline(detail), '']),
    ...finding.quotes.flatMap(renderQuote),
    ...(finding.note ? [`_${escapeInline(finding.note)}_`, ''] : []),
  ];
}

function renderQuote(quote: ReportQuote): string[] {
  const quoted = quote.text
    .split('\n')
    .map((line) => (line.trim() ? `> ${escapeInline(line)}` : '>'));
  return [...quoted, '', `_${describeQuotePlace(quote)}_`, ''];
}

/** Escapes what Markdown would read as formatting, inline and at the start of a line. */
export function escapeInline(text: string): string {
  return text
    .replace(/[\\`*_[\]<>~|]/g, (character) => `\\${character}`)
    .replace(/^(\s*)(#{1,6}(?=\s|$)|[+-](?=\s)|=+\s*$)/gm, '$1\\$2')
    .replace(/^(\s*\d+)([.)])(?=\s|$)/gm, '$1\\$2');
}
