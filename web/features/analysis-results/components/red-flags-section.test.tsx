import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RedFlag, Severity } from '../../../../common/analysis/analysis-schema.ts';
import { RED_FLAGS_PREVIEW, RedFlagsSection, type ReaderContext } from '../index.ts';
import { SAMPLE_ANALYSIS } from '../sample-analysis.test-support.ts';

const FLAGS = SAMPLE_ANALYSIS.redFlags;
const TENANT: ReaderContext = {
  perspective: SAMPLE_ANALYSIS.perspective,
  readers: SAMPLE_ANALYSIS.readers,
};

function renderSection(flags: readonly RedFlag[] = FLAGS, onShowRange = vi.fn()) {
  render(<RedFlagsSection redFlags={flags} reader={TENANT} onShowRange={onShowRange} />);
  return { onShowRange, region: screen.getByRole('region', { name: 'Red flags' }) };
}

function shownFlagTitles() {
  return screen
    .getAllByTestId('red-flag')
    .map((flag) => within(flag).getByRole('heading').textContent);
}

/** `count` flags made from the sample's, each with its own id and title, in this order. */
function manyFlags(severities: readonly Severity[]): RedFlag[] {
  return severities.map((severity, index) => {
    const base = FLAGS[index % FLAGS.length] as RedFlag;
    return { ...base, id: `flag-${index + 1}`, title: `Flag ${index + 1}`, severity };
  });
}

describe('<RedFlagsSection />', () => {
  it('shows the flags in the order the analysis gives, most important first, with the totals', () => {
    renderSection();
    expect(
      screen.getByText('6 red flags: 2 high, 3 medium, 1 low. Most important first.'),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Red flags, most important first' });
    expect(list.tagName).toBe('OL');
    expect(shownFlagTitles()).toEqual(FLAGS.map((flag) => flag.title));
  });

  it('keeps the given order even where it is not grouped by severity', () => {
    const reversed = [...FLAGS].reverse();
    renderSection(reversed);
    expect(shownFlagTitles()).toEqual(reversed.map((flag) => flag.title));
  });

  it('shows a flag in full: title, severity, whom it binds, explanation, suggestion, quote and page', () => {
    renderSection();
    const flag = screen.getByRole('article', { name: 'Landlord may enter without notice' });
    const inFlag = within(flag);
    expect(inFlag.getByText('High').textContent).toBe('High severity');
    expect(inFlag.getByText(/come into your home at any time/)).toBeTruthy();
    expect(flag.textContent).toContain(
      'Ask for instead: At least 24 hours written notice before entry',
    );
    expect(flag.querySelector('blockquote')?.textContent).toBe(
      '“Landlord may enter the premises at any time, with or without notice.”',
    );
    expect(inFlag.getByText(/Right of Entry · Page 2 · 91% sure/).textContent).toBe(
      'Binds you · Right of Entry · Page 2 · 91% sure',
    );
  });

  it('names the section beside the page when the analysis knows it', () => {
    const inSection: RedFlag = { ...(FLAGS[0] as RedFlag), section: '12.2 (Termination)' };
    renderSection([inSection]);
    const flag = screen.getByRole('article', { name: inSection.title });
    expect(
      within(flag).getByText(/Page 2 · section 12\.2 \(Termination\) · 91% sure/),
    ).toBeTruthy();
  });

  it('says whom each flag binds: you, both sides, or the other party', () => {
    const landlordOnly: RedFlag = {
      ...(FLAGS[0] as RedFlag),
      id: 'flag-landlord',
      title: 'Landlord-only duty',
      burdens: ['Landlord'],
    };
    const unknown: RedFlag = {
      ...(FLAGS[0] as RedFlag),
      id: 'flag-x',
      title: 'No direction',
      burdens: [],
    };
    renderSection([...FLAGS, landlordOnly, unknown]);
    const binds = (title: string) =>
      within(screen.getByRole('article', { name: title })).queryByTestId('binds')?.textContent;
    expect(binds("Broad promise to cover the other side's losses")).toBe('Binds you');
    expect(binds('Renews automatically')).toBe('Binds both sides');
    expect(binds('Landlord-only duty')).toBe('Binds the Landlord');
    expect(binds('No direction')).toBeUndefined();
  });

  it('says where else the document says the same, and shows each place on its page', () => {
    const { onShowRange } = renderSection();
    const flag = screen.getByRole('article', { name: 'Landlord may enter without notice' });
    const other = FLAGS[0]?.alsoAt[0];
    if (!other) throw new Error('sample place missing');
    const summary = within(flag).getByText('Found in 2 places: see the other place');
    fireEvent.click(summary);
    const button = within(flag).getByRole('button', {
      name: 'Show on page 3',
      description: '“Landlord may enter the premises at any time to show them to buyers.”',
    });
    fireEvent.click(button);
    expect(onShowRange).toHaveBeenCalledExactlyOnceWith(other.start, other.end, other.page);
    // A flag found once says nothing of other places.
    const once = screen.getByRole('article', { name: 'Renews automatically' });
    expect(once.textContent).not.toContain('Found in');
  });

  it(`shows the first ${RED_FLAGS_PREVIEW}, then all of them on "Show all N red flags", and fewer again`, () => {
    const flags = manyFlags([
      ...Array<Severity>(9).fill('high'),
      ...Array<Severity>(5).fill('medium'),
    ]);
    renderSection(flags);
    expect(screen.getAllByTestId('red-flag')).toHaveLength(10);
    expect(shownFlagTitles()).toEqual(flags.slice(0, 10).map((flag) => flag.title));

    const showAll = screen.getByRole('button', { name: 'Show all 14 red flags' });
    expect(showAll.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(showAll);
    expect(shownFlagTitles()).toEqual(flags.map((flag) => flag.title));
    const fewer = screen.getByRole('button', { name: 'Show fewer' });
    expect(fewer.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(fewer);
    expect(screen.getAllByTestId('red-flag')).toHaveLength(10);
  });

  it('filters the whole list, not only the first ten', () => {
    const flags = manyFlags([...Array<Severity>(11).fill('high'), 'low', 'low']);
    renderSection(flags);
    expect(screen.queryByText('Flag 12')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Low (2)' }));
    expect(shownFlagTitles()).toEqual(['Flag 12', 'Flag 13']);
    expect(screen.getByRole('status').textContent).toBe('Showing 2 of 13 red flags.');
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Low (2)' }));
    fireEvent.click(screen.getByRole('button', { name: 'High (11)' }));
    expect(screen.getByRole('button', { name: 'Show all 11 red flags' })).toBeTruthy();
  });

  it('filters by severity with toggle buttons, and clears the filter', () => {
    renderSection();
    const high = screen.getByRole('button', { name: 'High (2)' });
    const low = screen.getByRole('button', { name: 'Low (1)' });
    expect(screen.getByRole('group', { name: 'Filter by severity' })).toBeTruthy();
    expect(high.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(high);
    expect(high.getAttribute('aria-pressed')).toBe('true');
    expect(shownFlagTitles()).toEqual([
      'Landlord may enter without notice',
      "Broad promise to cover the other side's losses",
    ]);
    expect(screen.getByRole('status').textContent).toBe('Showing 2 of 6 red flags.');

    fireEvent.click(low);
    expect(shownFlagTitles()).toHaveLength(3);

    fireEvent.click(high);
    expect(high.getAttribute('aria-pressed')).toBe('false');
    expect(shownFlagTitles()).toEqual(['No jury in a dispute']);

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(low.getAttribute('aria-pressed')).toBe('false');
    expect(shownFlagTitles()).toHaveLength(6);
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
