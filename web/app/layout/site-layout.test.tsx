import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../features/auth/auth-store.ts';
import { SiteLayout } from './site-layout.tsx';

function renderLayout() {
  const router = createMemoryRouter(
    [
      {
        element: <SiteLayout />,
        children: [
          { path: '/', element: <h1>Home</h1> },
          {
            path: '/long',
            element: (
              <>
                <h1>Long page</h1>
                <Link to="/">Back home</Link>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/long'] },
  );
  render(<RouterProvider router={router} />);
}

describe('SiteLayout', () => {
  beforeEach(() => {
    useAuthStore.setState({ status: 'signed-out', user: null, message: null });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('starts with a skip link to the main landmark', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderLayout();
    const user = userEvent.setup();
    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skipLink);
    expect(skipLink.getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
  });

  it('has a footer linking to every public page and saying it is not legal advice', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const path of [
      '/',
      '/what-is-legal-explainer',
      '/pricing',
      '/privacy',
      '/terms',
      '/help',
      '/about',
    ]) {
      expect(hrefs).toContain(path);
    }
    expect(footer.textContent).toMatch(/not legal advice/i);
    expect(footer.textContent).toMatch(/©/);
  });

  it('scrolls to the top when another page is opened', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderLayout();
    scrollTo.mockClear();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back home' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
