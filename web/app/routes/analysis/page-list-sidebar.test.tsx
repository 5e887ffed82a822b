import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DocumentPage } from '../../../../common/api/documents.ts';
import { resetViewerStore, useViewerStore } from '../../../features/viewer/index.ts';
import { PageListSidebar } from './page-list-sidebar.tsx';

// Twenty-five pages, as the long contract in issue 33 had: each once cost a Tab press.
const PAGES: DocumentPage[] = Array.from({ length: 25 }, (_, index) => ({
  number: index + 1,
  start: index * 100,
  end: index * 100 + 99,
  text: `SCHEDULE ${index + 1}\nThe Consultant shall keep records.`,
}));

function renderList() {
  useViewerStore.getState().setTotalPages(PAGES.length);
  render(
    <>
      <button type="button">Before</button>
      <PageListSidebar pages={PAGES} />
      <button type="button">After</button>
    </>,
  );
}

function pageButton(number: number) {
  return screen.getByRole('button', { name: new RegExp(`^Page ${number}(?!\\d)`) });
}

describe('<PageListSidebar />', () => {
  beforeEach(() => resetViewerStore());

  it('is one Tab stop, the page in view, however many pages there are', async () => {
    const user = userEvent.setup();
    renderList();
    act(() => useViewerStore.getState().goToPage(7));
    const tabbable = screen
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0)
      .map((button) => button.textContent);
    expect(tabbable).toEqual(['Before', expect.stringMatching(/^Page 7/), 'After']);

    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(pageButton(7));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
  });

  it('moves between pages with the arrow keys, Home and End, and goes to the one chosen', async () => {
    const user = userEvent.setup();
    renderList();
    pageButton(1).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(pageButton(3));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(pageButton(2));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(pageButton(25));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(pageButton(25));
    await user.keyboard('{Home}{ArrowUp}');
    expect(document.activeElement).toBe(pageButton(1));
    // Moving only moves focus; Enter takes the viewer there.
    expect(useViewerStore.getState().currentPage).toBe(1);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(useViewerStore.getState().currentPage).toBe(4);
    expect(pageButton(4).getAttribute('aria-current')).toBe('page');
  });

  it('keeps the stop where focus was while in the list, and hands it back to the page in view after', async () => {
    const user = userEvent.setup();
    renderList();
    pageButton(1).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(pageButton(3).tabIndex).toBe(0);
    expect(pageButton(1).tabIndex).toBe(-1);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
    expect(pageButton(1).tabIndex).toBe(0);
    expect(pageButton(3).tabIndex).toBe(-1);
  });
});
