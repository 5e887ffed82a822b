import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState, type ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AnalysisTabs, CoverageSection, type AnalysisTab } from '../index.ts';
import { EMPTY_ANALYSIS, SAMPLE_ANALYSIS } from '../sample-analysis.test-support.ts';

type TabsProps = ComponentProps<typeof AnalysisTabs>;

/** The tabs with their own selection, as the workspace store holds it in the app. */
function SelectableTabs(props: Omit<TabsProps, 'value' | 'onValueChange' | 'details'>) {
  const [tab, setTab] = useState<AnalysisTab>('overview');
  return (
    <AnalysisTabs {...props} value={tab} onValueChange={setTab} details={<p>File details</p>} />
  );
}

function renderTabs(analysis = SAMPLE_ANALYSIS, onShowRange = vi.fn()) {
  render(<SelectableTabs analysis={analysis} onShowRange={onShowRange} documentName="lease.pdf" />);
  return onShowRange;
}

function openTab(name: RegExp) {
  fireEvent.click(screen.getByRole('tab', { name }));
}

describe('<AnalysisTabs />', () => {
  it('opens with the document type, the overall confidence and its reasons, and the notice', () => {
    renderTabs();
    expect(screen.getByRole('heading', { level: 2, name: 'Residential Lease' })).toBeTruthy();
    expect(screen.getByText('94% sure of the document type')).toBeTruthy();
    expect(screen.getByText('/ 100').closest('p')?.textContent).toBe('78 / 100');
    expect(screen.getByText('Moderate')).toBeTruthy();

    const why = screen.getByText('Why this confidence?');
    expect(why.closest('summary')).toBeTruthy();
    const details = why.closest('details');
    expect(details?.open).toBe(false);
    fireEvent.click(why.closest('summary') as HTMLElement);
    expect(details?.open).toBe(true);
    for (const reason of SAMPLE_ANALYSIS.confidenceReasons) {
      expect(within(details as HTMLElement).getByText(reason)).toBeTruthy();
    }
    expect(
      screen.getByText('Legal Explainer explains documents; it is not legal advice.'),
    ).toBeTruthy();
  });

  it('has every section as a region named by its h2, tab by tab, with headings in order', () => {
    renderTabs();
    const sectionsByTab: [RegExp, string[]][] = [
      [/^Overview/, ['Residential Lease', 'Summary', 'Key terms and dates', 'Coverage']],
      [/^Red flags/, ['Red flags', 'In your favour']],
      [/^Obligations/, ['Obligations']],
      [/^Clauses/, ['Clauses']],
      [/^Missing/, ['Missing clauses']],
    ];
    for (const [tab, expected] of sectionsByTab) {
      openTab(tab);
      const sections = screen
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent);
      expect(sections).toEqual(expected);
      for (const name of sections) expect(screen.getByRole('region', { name })).toBeTruthy();

      // No level is skipped on the way down: h2, then h3, then h4.
      const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName[1]));
      expect(levels[0]).toBe(2);
      levels.forEach((level, index) => {
        if (index > 0) expect(level - (levels[index - 1] ?? 2)).toBeLessThanOrEqual(1);
      });
    }
  });

  it('shows key terms, key dates and clauses on the page when pressed', () => {
    const onShowRange = renderTabs();
    const terms = screen.getByRole('region', { name: 'Key terms' });
    const law = SAMPLE_ANALYSIS.keyTerms[0];
    if (!law) throw new Error('sample key term missing');
    fireEvent.click(within(terms).getByRole('button', { name: /Governing law\s*California/ }));
    expect(onShowRange).toHaveBeenLastCalledWith(law.start, law.end, law.page);

    const dates = screen.getByRole('region', { name: 'Key dates' });
    const notice = SAMPLE_ANALYSIS.keyDates[3];
    if (!notice) throw new Error('sample key date missing');
    const noticeButton = within(dates).getByRole('button', { name: /Notice to stop the renewal/ });
    expect(noticeButton.textContent).toContain('60 days');
    fireEvent.click(noticeButton);
    expect(onShowRange).toHaveBeenLastCalledWith(notice.start, notice.end, notice.page);

    openTab(/^Clauses/);
    const clauses = screen.getByRole('region', { name: 'Clauses' });
    const jury = SAMPLE_ANALYSIS.clauses[3];
    if (!jury) throw new Error('sample clause missing');
    const juryCard = within(clauses).getByRole('article', { name: 'Jury Trial Waiver' });
    fireEvent.click(within(juryCard).getByRole('button', { name: 'Show on page 3' }));
    expect(onShowRange).toHaveBeenLastCalledWith(jury.start, jury.end, jury.page);
  });

  it('counts the kinds of clause it shows on the Clauses tab, not their passages', () => {
    renderTabs();
    const tab = screen.getByRole('tab', { name: /^Clauses/ });
    openTab(/^Clauses/);
    const shown = within(screen.getByRole('region', { name: 'Clauses' })).getAllByRole('article');
    expect(tab.textContent?.match(/\d+/)?.[0]).toBe(String(shown.length));
    // The sample has a kind found in two passages, so a count of passages would differ.
    expect(SAMPLE_ANALYSIS.clauses.length).toBeGreaterThan(shown.length);
  });

  it('places the reader switch under the parties, before the confidence', () => {
    render(
      <SelectableTabs
        analysis={SAMPLE_ANALYSIS}
        onShowRange={vi.fn()}
        readerSwitch={<p>Reading as: the Tenant</p>}
      />,
    );
    const header = screen.getByRole('region', { name: 'Residential Lease' });
    const text = header.textContent ?? '';
    expect(text.indexOf('Jordan Lee')).toBeLessThan(text.indexOf('Reading as: the Tenant'));
    expect(text.indexOf('Reading as: the Tenant')).toBeLessThan(text.indexOf('Overall confidence'));
  });

  it('leaves out "In your favour" for an analysis stored before readers', () => {
    renderTabs({ ...SAMPLE_ANALYSIS, perspective: null, readers: [], protections: [] });
    openTab(/^Red flags/);
    expect(screen.queryByRole('region', { name: 'In your favour' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Red flags' })).toBeTruthy();
  });

  it('lists missing clauses with why they matter', () => {
    renderTabs();
    openTab(/^Missing/);
    const missing = screen.getByRole('region', { name: 'Missing clauses' });
    expect(within(missing).getByRole('heading', { name: 'Maintenance and repairs' })).toBeTruthy();
    expect(missing.textContent).toContain('Why it matters: Nothing says who keeps the home');
  });

  it('keeps the file details in the last tab', () => {
    renderTabs();
    openTab(/^Details/);
    expect(screen.getByRole('tabpanel').textContent).toBe('File details');
  });

  it('shows an empty state for every list', () => {
    renderTabs(EMPTY_ANALYSIS);
    // Every tab stays mounted, so the hidden ones are searched too.
    for (const text of [
      'No summary is available for this document.',
      'No red flags were found.',
      'Nothing in this document stands out as being in your favour.',
      'No obligations were found.',
      'No key terms were found.',
      'No key dates were found.',
      'No clauses were identified.',
      'Nothing that documents of this kind usually include is missing.',
      'No pages needed text recognition (OCR).',
      'Nothing was skipped.',
      'Nothing in this document lowered the confidence.',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByText('Low')).toBeTruthy();
  });

  it('passes the summary state through to the summary', () => {
    const onToggleSummary = vi.fn();
    render(
      <SelectableTabs
        analysis={SAMPLE_ANALYSIS}
        onShowRange={vi.fn()}
        summaryExpanded
        onToggleSummary={onToggleSummary}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(onToggleSummary).toHaveBeenCalledTimes(1);
  });
});

describe('<CoverageSection />', () => {
  it('says what was read, scanned, skipped and dropped', () => {
    render(<CoverageSection coverage={SAMPLE_ANALYSIS.coverage} />);
    expect(screen.getByText('3 of 3 pages analyzed.')).toBeTruthy();
    expect(screen.getByText('Page 3: 87% confidence')).toBeTruthy();
    expect(screen.getByText('Signature block')).toBeTruthy();
    expect(screen.getByText(': It holds signatures only, no terms.')).toBeTruthy();
    expect(
      screen.getByText(
        '2 findings were dropped because their words could not be found in the document.',
      ),
    ).toBeTruthy();
  });

  it('speaks of one page and one dropped finding in the singular', () => {
    render(
      <CoverageSection
        coverage={{
          pages: 1,
          pagesAnalysed: 0,
          ocrPages: [],
          skipped: [],
          unverifiedFindingsDropped: 1,
        }}
      />,
    );
    expect(screen.getByText('0 of 1 page analyzed.')).toBeTruthy();
    expect(
      screen.getByText(
        '1 finding was dropped because its words could not be found in the document.',
      ),
    ).toBeTruthy();
  });
});
