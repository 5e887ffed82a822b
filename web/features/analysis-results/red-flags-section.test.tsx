import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RedFlagsSection } from './index.ts';
import { SAMPLE_ANALYSIS } from './testing/sample-analysis.ts';

const FLAGS = SAMPLE_ANALYSIS.redFlags;

function renderSection(onShowRange = vi.fn()) {
  render(<RedFlagsSection redFlags={FLAGS} onShowRange={onShowRange} />);
  return { onShowRange, region: screen.getByRole('region', { name: 'Red flags' }) };
}

function groupHeadings() {
  return screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
}

function shownFlagTitles() {
  return screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
}

describe('<RedFlagsSection />', () => {
  it('groups the flags high, medium, low with their counts', () => {
    renderSection();
    expect(groupHeadings()).toEqual([
      'High severity (2)',
      'Medium severity (3)',
      'Low severity (1)',
    ]);
    expect(screen.getByText('6 red flags: 2 high, 3 medium, 1 low.')).toBeTruthy();
    const severities = screen.getAllByTestId('red-flag').map((flag) => flag.dataset.severity);
    expect(severities).toEqual(['high', 'high', 'medium', 'medium', 'medium', 'low']);
  });

  it('shows a flag in full: title, severity badge, explanation, suggestion, quote and page', () => {
    renderSection();
    const flag = screen.getByRole('article', { name: 'Landlord may enter without notice' });
    const inFlag = within(flag);
    expect(inFlag.getByText('High').textContent).toBe('High severity');
    expect(inFlag.getByText(/come into your home at any time/)).toBeTruthy();
    expect(flag.textContent).toContain(
      'Ask for instead: At least 24 hours written notice before entry',
    );
    const quote = flag.querySelector('blockquote');
    expect(quote?.textContent).toBe(
      '“Landlord may enter the premises at any time, with or without notice.”',
    );
    expect(inFlag.getByText('Right of entry · Page 2 · 91% sure')).toBeTruthy();
  });

  it('filters by severity with toggle buttons, and clears the filter', () => {
    renderSection();
    const high = screen.getByRole('button', { name: 'High (2)' });
    const low = screen.getByRole('button', { name: 'Low (1)' });
    expect(screen.getByRole('group', { name: 'Filter by severity' })).toBeTruthy();
    expect(high.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(high);
    expect(high.getAttribute('aria-pressed')).toBe('true');
    expect(groupHeadings()).toEqual(['High severity (2)']);
    expect(screen.getByRole('status').textContent).toBe('Showing 2 of 6 red flags.');

    fireEvent.click(low);
    expect(groupHeadings()).toEqual(['High severity (2)', 'Low severity (1)']);

    fireEvent.click(high);
    expect(high.getAttribute('aria-pressed')).toBe('false');
    expect(groupHeadings()).toEqual(['Low severity (1)']);

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(low.getAttribute('aria-pressed')).toBe('false');
    expect(groupHeadings()).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('filters by category, and counts the severities within it', () => {
    renderSection();
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), {
      target: { value: 'automatic-renewal' },
    });
    expect(shownFlagTitles()).toEqual(['Renews automatically']);
    expect(screen.getByRole('button', { name: 'Medium (1)' })).toBeTruthy();
    // No high flag in this category: its toggle would only empty the list.
    expect(screen.getByRole('button', { name: /^High/ })).toHaveProperty('disabled', true);
  });

  it('says so when the filters leave nothing', () => {
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: /^Low/ }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), {
      target: { value: 'right-of-entry' },
    });
    expect(screen.getByText('No red flags match these filters.')).toBeTruthy();
  });

  it('calls onShowRange with the flag’s offsets and page from "Show on page N"', () => {
    const { onShowRange } = renderSection();
    const flag = FLAGS.find((candidate) => candidate.id === 'flag-renewal');
    if (!flag) throw new Error('sample flag missing');
    const article = screen.getByRole('article', { name: flag.title });
    const button = within(article).getByRole('button', { name: `Show on page ${flag.page}` });
    expect(button.getAttribute('aria-describedby')).toBe(
      within(article).getByRole('heading').getAttribute('id'),
    );
    fireEvent.click(button);
    expect(onShowRange).toHaveBeenCalledExactlyOnceWith(flag.start, flag.end, flag.page);
  });

  it('has an empty state', () => {
    render(<RedFlagsSection redFlags={[]} onShowRange={vi.fn()} />);
    expect(screen.getByText('No red flags were found.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Filter by severity' })).toBeNull();
  });
});
