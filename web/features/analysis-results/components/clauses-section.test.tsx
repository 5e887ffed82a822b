import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Clause } from '../../../../common/analysis/analysis-schema.ts';
import { ClausesSection } from '../index.ts';
import { SAMPLE_ANALYSIS } from '../sample-analysis.test-support.ts';

function cardTitles(container: HTMLElement = document.body) {
  return within(container)
    .queryAllByTestId('clause')
    .map((card) => within(card).getByRole('heading').textContent);
}

describe('<ClausesSection />', () => {
  it('shows one card per likely kind of clause, with its likelihood and its words', () => {
    render(
      <ClausesSection
        clauses={SAMPLE_ANALYSIS.clauses}
        clausePresence={SAMPLE_ANALYSIS.clausePresence}
        onShowRange={vi.fn()}
      />,
    );
    expect(cardTitles()).toEqual([
      'Governing Law',
      'Jury Trial Waiver',
      'Renewal Term',
      'Security Deposit',
    ]);
    const law = screen.getByRole('article', { name: 'Governing Law' });
    expect(law.textContent).toContain('99% likely');
    expect(law.querySelector('blockquote')?.textContent).toBe(
      '“This lease is governed by the laws of the State of California.”',
    );
    // The heading-only passage at 22% is not quoted, only counted.
    expect(law.querySelectorAll('blockquote')).toHaveLength(1);
    expect(law.textContent).toContain('And 1 less likely passage.');
    // Exactly 70% counts as likely.
    expect(screen.getByRole('article', { name: 'Jury Trial Waiver' }).textContent).toContain(
      '70% likely',
    );
  });

  it('shows a kind at 70% at once and keeps one at 69% back, saying where the line is', () => {
    const onShowRange = vi.fn();
    const { unmount } = render(
      <ClausesSection
        clauses={[]}
        clausePresence={[
          { category: 'governing-law', probability: 0.7 },
          { category: 'insurance', probability: 0.69 },
        ]}
        onShowRange={onShowRange}
      />,
    );
    expect(cardTitles()).toEqual(['Governing Law']);
    fireEvent.click(screen.getByRole('button', { name: 'Show less likely clauses (1)' }));
    expect(
      screen.getByText(
        'Each of these is under 70% likely to be in the document: check the words before relying on them.',
      ),
    ).toBeTruthy();
    unmount();

    render(
      <ClausesSection
        clauses={[]}
        clausePresence={[{ category: 'insurance', probability: 0.6 }]}
        onShowRange={onShowRange}
      />,
    );
    // 60% is more likely than not, but not likely enough to show at once.
    expect(
      screen.getByText('No kind of clause is at least 70% likely to be in this document.'),
    ).toBeTruthy();
    expect(cardTitles()).toEqual([]);
  });

  it('keeps kinds under 70% behind "Show less likely clauses (N)", with readable titles', () => {
    const onShowRange = vi.fn();
    render(
      <ClausesSection
        clauses={SAMPLE_ANALYSIS.clauses}
        clausePresence={SAMPLE_ANALYSIS.clausePresence}
        onShowRange={onShowRange}
      />,
    );
    expect(screen.queryByRole('article', { name: 'Insurance' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show less likely clauses (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide less likely clauses');
    const more = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!more) throw new Error('the toggle controls nothing');
    expect(cardTitles(more)).toEqual(['Insurance', 'IP Ownership Assignment']);
    expect(document.body.textContent).not.toMatch(/Ip ownership/);

    const insurance = within(more).getByRole('article', { name: 'Insurance' });
    expect(insurance.textContent).toContain('38% likely');
    const clause = SAMPLE_ANALYSIS.clauses.find((candidate) => candidate.category === 'insurance');
    if (!clause) throw new Error('sample clause missing');
    fireEvent.click(within(insurance).getByRole('button', { name: `Show on page ${clause.page}` }));
    expect(onShowRange).toHaveBeenCalledExactlyOnceWith(clause.start, clause.end, clause.page);
    // A kind with no passage says so instead of quoting.
    expect(
      within(more).getByRole('article', { name: 'IP Ownership Assignment' }).textContent,
    ).toContain('Its words could not be pinned down.');
  });

  it('groups the passages by category when the analysis has no clause presence (stored before it)', () => {
    render(<ClausesSection clauses={SAMPLE_ANALYSIS.clauses} onShowRange={vi.fn()} />);
    // Each category takes its best passage's probability: Insurance's 41% is under 70%.
    expect(cardTitles()).toEqual([
      'Governing Law',
      'Jury Trial Waiver',
      'Renewal Term',
      'Security Deposit',
    ]);
    expect(screen.getByRole('article', { name: 'Governing Law' }).textContent).toContain(
      '97% likely',
    );
    expect(screen.getByRole('button', { name: 'Show less likely clauses (1)' })).toBeTruthy();
  });

  it('never shows a machine-cased title, even for a category it does not know', () => {
    const clause: Clause = {
      category: 'ip-escrow-release',
      title: 'Ip Escrow Release',
      text: 'The source code is released from escrow.',
      start: 0,
      end: 41,
      page: 1,
      probability: 0.8,
    };
    render(<ClausesSection clauses={[clause]} onShowRange={vi.fn()} />);
    expect(cardTitles()).toEqual(['IP Escrow Release']);
  });

  it('has an empty state', () => {
    render(<ClausesSection clauses={[]} clausePresence={[]} onShowRange={vi.fn()} />);
    expect(screen.getByText('No clauses were identified.')).toBeTruthy();
  });
});
