import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ObligationsSection, type ReaderContext } from '../index.ts';
import { formatDate } from '../../../lib/format.ts';
import { SAMPLE_ANALYSIS } from '../sample-analysis.test-support.ts';

const OBLIGATIONS = SAMPLE_ANALYSIS.obligations;
const TENANT: ReaderContext = {
  perspective: SAMPLE_ANALYSIS.perspective,
  readers: SAMPLE_ANALYSIS.readers,
};

function renderSection(onShowRange = vi.fn()) {
  render(
    <ObligationsSection
      obligations={OBLIGATIONS}
      reader={TENANT}
      onShowRange={onShowRange}
      documentName="Lease (final).pdf"
    />,
  );
  return onShowRange;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('<ObligationsSection />', () => {
  it('marks the reader’s own duties "Yours" and the other side’s by its role, yours first', () => {
    renderSection();
    const groups = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(groups).toEqual(['Yours (4)', "The Landlord's (1)"]);
    const landlord = screen.getByRole('region', { name: "The Landlord's (1)" });
    const item = within(landlord).getByRole('article');
    expect(within(item).getByRole('heading', { level: 4 }).textContent).toBe(
      'Return the security deposit',
    );
    expect(within(item).getByTestId('obligation-owner').textContent).toBe("The Landlord's");
    const rent = screen.getByRole('article', { name: 'Pay rent of $2,400' });
    expect(within(rent).getByTestId('obligation-owner').textContent).toBe('Yours');
  });

  it('puts the reader’s own duties first even when the document names another’s first', () => {
    const landlordFirst = [...OBLIGATIONS].sort(
      (a, b) => Number(b.burdens.includes('Landlord')) - Number(a.burdens.includes('Landlord')),
    );
    render(
      <ObligationsSection
        obligations={landlordFirst}
        reader={TENANT}
        onShowRange={vi.fn()}
        documentName="lease.pdf"
      />,
    );
    const groups = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(groups).toEqual(['Yours (4)', "The Landlord's (1)"]);
  });

  it('marks a duty of both sides, and names the party when the analysis has no reader', () => {
    const both = {
      ...(OBLIGATIONS[0] as (typeof OBLIGATIONS)[number]),
      id: 'both',
      burdens: ['Landlord', 'Tenant'],
    };
    render(
      <ObligationsSection
        obligations={[both]}
        reader={TENANT}
        onShowRange={vi.fn()}
        documentName="lease.pdf"
      />,
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Both sides (1)');
    cleanup();
    render(
      <ObligationsSection
        obligations={OBLIGATIONS.map((obligation) => ({ ...obligation, burdens: [] }))}
        onShowRange={vi.fn()}
        documentName="lease.pdf"
      />,
    );
    const groups = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(groups).toEqual(['Tenant (4)', 'Landlord (1)']);
  });

  it('shows the deadline, its date when known, the time allowed and the repeat', () => {
    renderSection();
    const rent = screen.getByRole('article', { name: 'Pay rent of $2,400' });
    expect(rent.textContent).toContain('on the first day of each month, beginning March 1, 2026');
    const date = rent.querySelector('time');
    expect(date?.getAttribute('dateTime')).toBe('2026-03-01');
    expect(date?.textContent).toBe(formatDate('2026-03-01'));
    expect(within(rent).getByText('monthly')).toBeTruthy();

    const leak = screen.getByRole('article', {
      name: 'Tell the landlord in writing about any water leak',
    });
    expect(leak.querySelector('time')).toBeNull();
    expect(leak.textContent).toContain('5 business days after discovering any water leak');
  });

  it('shows an obligation on its page', () => {
    const onShowRange = renderSection();
    const deposit = OBLIGATIONS.find((item) => item.id === 'obligation-return-deposit');
    if (!deposit) throw new Error('sample obligation missing');
    const article = screen.getByRole('article', { name: deposit.action });
    fireEvent.click(within(article).getByRole('button', { name: `Show on page ${deposit.page}` }));
    expect(onShowRange).toHaveBeenCalledExactlyOnceWith(deposit.start, deposit.end, deposit.page);
  });

  it('names the section beside the page when the analysis knows it', () => {
    const deposit = OBLIGATIONS.find((item) => item.id === 'obligation-return-deposit');
    if (!deposit) throw new Error('sample obligation missing');
    render(
      <ObligationsSection
        obligations={[{ ...deposit, section: 'Article V (Security Deposit)' }]}
        reader={TENANT}
        onShowRange={vi.fn()}
        documentName="Lease (final).pdf"
      />,
    );
    const article = screen.getByRole('article', { name: deposit.action });
    expect(
      within(article).getByRole('button', {
        name: `Show on page ${deposit.page} · Article V (Security Deposit)`,
      }),
    ).toBeTruthy();
  });

  it('says how many obligations have no fixed date', () => {
    renderSection();
    expect(
      screen.getByText(
        '3 obligations with a fixed date go into the calendar file as all-day events. 2 obligations have no fixed date and are not included.',
      ),
    ).toBeTruthy();
  });

  it('downloads the calendar file from "Export to calendar (.ics)"', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:calendar');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let downloaded: { name: string; href: string } | null = null;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloaded = { name: this.download, href: this.getAttribute('href') ?? '' };
    });

    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Export to calendar (.ics)' }));

    expect(downloaded).toEqual({ name: 'lease-final-obligations.ics', href: 'blob:calendar' });
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('text/calendar;charset=utf-8');
    const text = await blob?.text();
    expect(text?.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('offers no export when no obligation has a date', () => {
    render(
      <ObligationsSection
        obligations={OBLIGATIONS.filter((item) => item.deadline?.date == null)}
        onShowRange={vi.fn()}
        documentName="lease.pdf"
      />,
    );
    expect(screen.getByRole('button', { name: 'Export to calendar (.ics)' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(
      screen.getByText(
        'None of the obligations has a fixed date, so there is nothing to put in a calendar.',
      ),
    ).toBeTruthy();
  });

  it('has an empty state', () => {
    render(<ObligationsSection obligations={[]} onShowRange={vi.fn()} documentName="x.pdf" />);
    expect(screen.getByText('No obligations were found.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Export to calendar/ })).toBeNull();
  });

  it("shows each party's first ten obligations, then all of them on request", () => {
    const rent = OBLIGATIONS.find((item) => item.action.startsWith('Pay rent')) ?? OBLIGATIONS[0];
    const many = Array.from({ length: 14 }, (_, index) => ({
      ...(rent as (typeof OBLIGATIONS)[number]),
      id: `duty-${index}`,
      action: `Duty number ${index + 1}`,
    }));
    render(
      <ObligationsSection
        obligations={many}
        reader={TENANT}
        onShowRange={vi.fn()}
        documentName="lease.pdf"
      />,
    );
    const group = screen.getByRole('region', { name: 'Yours (14)' });
    expect(within(group).getAllByRole('article')).toHaveLength(10);
    const toggle = within(group).getByRole('button', { name: 'Show all 14' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(within(group).getAllByRole('article')).toHaveLength(14);
    expect(within(group).getByRole('button', { name: 'Show fewer' })).toBeTruthy();
  });
});
