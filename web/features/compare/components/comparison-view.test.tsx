import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Comparison } from '../../../../common/compare/comparison.ts';
import { SAMPLE_COMPARISON, UNCHANGED_COMPARISON } from '../sample-comparison.test-support.ts';
import { ComparisonView } from './comparison-view.tsx';

const api = vi.hoisted(() => ({ fetchComparisonFile: vi.fn() }));
vi.mock('../compare-api.ts', () => api);

const NAMES = { old: 'MSA v1.pdf', new: 'MSA v2.pdf' };

function renderView(comparison: Comparison = SAMPLE_COMPARISON, url = '/compare/old-1/new-1') {
  const onShowPlace = vi.fn();
  const onVersionChange = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/compare/:oldId/:newId',
        element: (
          <ComparisonView
            comparison={comparison}
            oldDocumentId="old-1"
            newDocumentId="new-1"
            names={NAMES}
            version="new"
            onVersionChange={onVersionChange}
            onShowPlace={onShowPlace}
            onError={vi.fn()}
            viewer={<p>The viewer</p>}
          />
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return { onShowPlace, onVersionChange, router };
}

/** The change cards of "All changes", in order. */
function changeCards() {
  return screen.getAllByTestId('clause-change');
}

/** Makes the window phone-sized (or not) for isPhoneLayout. */
function setPhone(isPhone: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({ matches: isPhone }) as typeof window.matchMedia;
}

afterEach(() => {
  // jsdom has no matchMedia: a test that made one takes it away again.
  Reflect.deleteProperty(window, 'matchMedia');
  vi.clearAllMocks();
});

describe('<ComparisonView />', () => {
  it('names both versions, old first, the reader, the way back and the two downloads', () => {
    renderView();
    // The arrow is drawn, and read as "with".
    expect(
      screen.getByRole('heading', { level: 1, name: 'Comparing MSA v1.pdf with MSA v2.pdf' }),
    ).toBeTruthy();
    expect(screen.getByText('Read for you as the Consultant (TruckThat LLC)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to MSA v1.pdf' }).getAttribute('href')).toBe(
      '/analysis/old-1',
    );
    expect(screen.getByRole('button', { name: 'Download Word redline' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF summary' })).toBeTruthy();
  });

  it('says what changed for the reader before it lists every change, headings in order', () => {
    renderView();
    const headings = screen
      .getAllByRole('heading')
      .map((heading) => `${heading.tagName} ${heading.textContent ?? ''}`);
    expect(headings.slice(0, 6)).toEqual([
      expect.stringMatching(/^H1 /),
      'H2 What changed for you',
      'H3 Risks resolved (1)',
      'H4 You must carry insurance',
      'H3 Better for you (1)',
      'H4 The other side can walk away at any time',
    ]);
    expect(headings).toContain('H3 Key terms changed');
    const whatChanged = headings.indexOf('H2 What changed for you');
    const allChanges = headings.indexOf('H2 All changes (4)');
    expect(allChanges).toBeGreaterThan(whatChanged);
    expect(screen.getByTestId('comparison-summary').textContent).toBe(SAMPLE_COMPARISON.summary);
  });

  it('shows a finding with its severity before and after, why it moved, and both places', () => {
    const { onShowPlace } = renderView();
    const finding = screen
      .getAllByTestId('finding-change')
      .find((card) => card.textContent?.includes('walk away'));
    if (!finding) throw new Error('No finding card');
    expect(within(finding).getByText('High → Medium')).toBeTruthy();
    expect(within(finding).getByText('Extended from 10 days to 30 days.')).toBeTruthy();
    expect(finding.textContent).toContain('section 3.2 (Term and Termination)');
    fireEvent.click(within(finding).getByRole('button', { name: 'New, p. 2' }));
    expect(onShowPlace).toHaveBeenCalledExactlyOnceWith({
      version: 'new',
      page: 2,
      start: 1080,
      end: 1200,
    });
    // A resolved risk stands only in the old version.
    const resolved = screen
      .getAllByTestId('finding-change')
      .find((card) => card.textContent?.includes('insurance'));
    if (!resolved) throw new Error('No resolved card');
    expect(
      within(resolved)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Old, p. 3']);
    expect(within(resolved).getByText('No longer in the new version.')).toBeTruthy();
  });

  it('lists the key terms that changed, a missing value as "not stated"', () => {
    renderView();
    const terms = screen.getAllByTestId('key-term-change').map((item) => item.textContent);
    expect(terms).toEqual([
      'Fees and prices: $12,000 per month → $15,000 per month',
      'Liability cap: not stated → fees of 12 months',
    ]);
  });

  it('shows a changed amount struck and inserted, spaced as words, and named without colour', () => {
    renderView();
    const [changed] = changeCards();
    if (!changed) throw new Error('No change card');
    expect(within(changed).getByRole('heading').textContent).toBe('Changed: Section 2.1');
    const struck = changed.querySelector('del');
    const inserted = changed.querySelector('ins');
    expect(struck?.textContent).toBe('deleted: $12,000');
    expect(inserted?.textContent).toBe('inserted: $15,000');
    expect(struck?.className).toContain('line-through');
    expect(inserted?.className).toContain('underline');
    expect(changed.querySelector('p')?.textContent).toBe(
      'Company shall pay Consultant a fee of deleted: $12,000 inserted: $15,000 per month',
    );
    expect(within(changed).getByRole('list', { name: 'Facts changed' }).textContent).toBe(
      'Amount: $12,000 → $15,000',
    );
  });

  it('shows a removed clause struck, an added one inserted, and a moved one with both places', () => {
    renderView();
    const [, removed, added, moved] = changeCards();
    expect(removed?.querySelector('del')?.textContent).toContain('commercial general liability');
    expect(removed?.querySelector('ins')).toBeNull();
    expect(within(removed as HTMLElement).getByRole('heading').textContent).toBe(
      'Removed: Section 8 (INSURANCE)',
    );
    expect(added?.querySelector('ins')?.textContent).toBe(
      'inserted: Company may audit the Services once a year.',
    );
    expect(within(moved as HTMLElement).getByRole('heading').textContent).toBe(
      'Moved: Section 4 (Confidentiality) → Section 9 (Confidentiality)',
    );
    expect(
      within(moved as HTMLElement)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Old, p. 1', 'New, p. 3']);
  });

  it("shows a change's words in the version asked for: the old one's offsets for Old", () => {
    const { onShowPlace } = renderView();
    const [changed] = changeCards();
    fireEvent.click(within(changed as HTMLElement).getByRole('button', { name: 'Old, p. 1' }));
    expect(onShowPlace).toHaveBeenLastCalledWith({
      version: 'old',
      page: 1,
      start: 506,
      end: 566,
    });
    fireEvent.click(within(changed as HTMLElement).getByRole('button', { name: 'New, p. 2' }));
    expect(onShowPlace).toHaveBeenLastCalledWith({
      version: 'new',
      page: 2,
      start: 510,
      end: 570,
    });
  });

  it('switches the viewer between the versions, the one shown pressed', () => {
    const { onVersionChange } = renderView();
    const switcher = screen.getByRole('group', { name: 'Version shown' });
    const [oldButton, newButton] = within(switcher).getAllByRole('button');
    expect(newButton?.getAttribute('aria-pressed')).toBe('true');
    expect(oldButton?.getAttribute('aria-pressed')).toBe('false');
    expect(oldButton?.textContent).toBe('Old version: MSA v1.pdf');
    fireEvent.click(oldButton as HTMLElement);
    expect(onVersionChange).toHaveBeenCalledWith('old');
  });

  it('says so when nothing changed, and lists no changes', () => {
    renderView(UNCHANGED_COMPARISON);
    expect(screen.getByRole('heading', { name: 'What changed for you' })).toBeTruthy();
    expect(screen.getByText('Nothing changed')).toBeTruthy();
    expect(screen.getByText('The two versions say the same thing.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /^All changes/ })).toBeNull();
  });

  it('on a phone, brings the document forward for a change and goes back to the list', async () => {
    setPhone(true);
    const { router, onShowPlace } = renderView();
    const changes = screen.getByRole('region', { name: 'Changes' });
    const documentView = screen.getByRole('region', { name: 'Document' });
    expect(documentView.className).toContain('max-[899px]:invisible');

    const show = within(changeCards()[0] as HTMLElement).getByRole('button', {
      name: 'New, p. 2',
    });
    await act(async () => fireEvent.click(show));
    expect(onShowPlace).toHaveBeenCalledOnce();
    expect(router.state.location.search).toBe('?view=document');
    expect(changes.className).toContain('max-[899px]:invisible');
    expect(documentView.className).not.toContain('invisible');
    expect(document.activeElement).toBe(documentView);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back to changes' })));
    expect(router.state.location.search).toBe('');
    expect(changes.className).not.toContain('invisible');
    // Back where the person was: on the button that showed the change.
    expect(document.activeElement).toBe(show);
  });

  it('on a desk, leaves the list in place when a change is shown', async () => {
    setPhone(false);
    const { router } = renderView();
    await act(async () =>
      fireEvent.click(
        within(changeCards()[0] as HTMLElement).getByRole('button', { name: 'New, p. 2' }),
      ),
    );
    expect(router.state.location.search).toBe('');
  });
});
