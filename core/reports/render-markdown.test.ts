import { describe, expect, it } from 'vitest';
import { describePageAndSection } from '../../common/analysis/section-place.ts';
import { NOT_LEGAL_ADVICE_NOTICE } from '../../common/analysis/not-legal-advice.ts';
import { createReportInput, NON_ASCII_PARTY } from './report-input.test-support.ts';
import { renderMarkdown } from './render-markdown.ts';

const input = createReportInput();

function headings(markdown: string): string[] {
  return markdown.split('\n').filter((line) => /^## /.test(line));
}

describe('renderMarkdown', () => {
  it('carries the document, the reader, the engine, the date and the notice', () => {
    const markdown = renderMarkdown(input);
    expect(markdown).toContain('# Acme MSA.pdf');
    expect(markdown).toContain(`**Read as:** ${NON_ASCII_PARTY} (Consultant)`);
    expect(markdown).toContain('legal-explainer-built-in 1.0.0, no language model');
    expect(markdown).toContain('4 March 2026, 09:30 UTC');
    expect(markdown).toContain(NOT_LEGAL_ADVICE_NOTICE);
  });

  it('has a heading for every section of the whole analysis, in order', () => {
    expect(headings(renderMarkdown(input))).toEqual([
      '## At a glance',
      '## Summary',
      '## Red flags',
      '## Protections',
      '## Obligations',
      '## Key facts',
      '## Clauses',
      '## Questions and answers',
    ]);
  });

  it('leaves out the sections not included, on the first page too', () => {
    const markdown = renderMarkdown({ ...input, include: ['summary', 'obligations'] });
    expect(headings(markdown)).toEqual(['## At a glance', '## Summary', '## Obligations']);
    expect(markdown).not.toContain('Most serious red flags');
    expect(markdown).not.toContain(input.analysis.redFlags[0]?.suggestion);
    expect(markdown).not.toContain('### Key facts');
  });

  it('quotes each red flag as a blockquote with its page and the check mark', () => {
    const redFlag = input.analysis.redFlags.find((each) => each.quote.startsWith('Consultant'));
    expect(redFlag).toBeDefined();
    const markdown = renderMarkdown({ ...input, include: ['red-flags'] });
    expect(markdown).toContain(
      `> ${redFlag?.quote}\n\n_${describePageAndSection(redFlag?.page ?? 0, redFlag?.section)} · ✓ quote checked word for word_`,
    );
  });

  it('names the section of a finding beside its page when the analysis knows it', () => {
    const [first, ...rest] = input.analysis.redFlags;
    if (!first) throw new Error('the fixture has red flags');
    const inSection = { ...first, section: '12.2 (Termination)' };
    const markdown = renderMarkdown({
      ...input,
      analysis: { ...input.analysis, redFlags: [inSection, ...rest] },
      include: ['red-flags'],
    });
    expect(markdown).toContain(
      `_Page ${first.page} · section 12.2 (Termination) · ✓ quote checked`,
    );
  });

  it('does not claim a check for a quote that is not in the text', () => {
    const [first, ...rest] = input.analysis.redFlags;
    if (!first) throw new Error('the fixture has red flags');
    const altered = { ...first, quote: `${first.quote} (as amended)` };
    const markdown = renderMarkdown({
      ...input,
      include: ['red-flags'],
      analysis: { ...input.analysis, redFlags: [altered, ...rest] },
    });
    const after = markdown.slice(markdown.indexOf('(as amended)'));
    const block = after.slice(0, after.indexOf('\n\n###'));
    expect(block).toMatch(/quote not found word for word/);
    expect(block).not.toContain('✓');
  });

  it('shows the document’s words as written, not as Markdown formatting', () => {
    const [first, ...rest] = input.analysis.redFlags;
    if (!first) throw new Error('the fixture has red flags');
    const markdown = renderMarkdown({
      ...input,
      include: ['red-flags'],
      analysis: {
        ...input.analysis,
        redFlags: [{ ...first, title: '1. Fees *per* <b>unit</b>', quote: '# Heading' }, ...rest],
      },
    });
    expect(markdown).toContain('### 1\\. Fees \\*per\\* \\<b\\>unit\\</b\\>');
    expect(markdown).toContain('> \\# Heading');
  });

  it('writes the questions asked with their answers and cited passages', () => {
    const citation = input.analysis.redFlags[0]?.quote ?? '';
    const markdown = renderMarkdown({
      ...input,
      include: ['chat'],
      chat: [
        { role: 'user', content: 'Is my liability capped?' },
        { role: 'assistant', content: 'No.', citations: [{ page: 2, quote: citation }] },
      ],
    });
    expect(markdown).toContain('### Is my liability capped?\n\nNo.\n\n> ');
    expect(markdown).toContain(`${citation}\n\n_Page 2 · ✓ quote checked word for word_`);
  });
});

describe('the clauses of a report', () => {
  it('lists the clauses the screen shows at once, and counts the less likely ones', () => {
    const [clause] = input.analysis.clauses;
    if (!clause) throw new Error('the fixture has a clause');
    const likely = { ...clause, title: 'Likely clause', probability: 0.9 };
    const unlikely = { ...clause, title: 'Unlikely clause', probability: 0.2 };
    const markdown = renderMarkdown({
      ...input,
      analysis: { ...input.analysis, clauses: [likely, unlikely] },
      include: ['clauses'],
    });
    expect(markdown).toContain('Likely clause');
    expect(markdown).not.toContain('Unlikely clause');
    expect(markdown).toContain('1 less likely clause is not listed (under 70% likely).');
  });
});
