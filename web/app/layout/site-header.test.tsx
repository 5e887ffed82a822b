import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../features/auth/auth-store.ts';
import { SiteHeader } from './site-header.tsx';
import { useSiteMenuStore } from './site-menu-store.ts';
import { signInTestUser } from '../../features/auth/test-user.test-support.ts';

function CurrentPath() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

function renderHeader(path = '/') {
  const element = (
    <>
      <SiteHeader />
      <CurrentPath />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

function getMenuButton() {
  return screen.getByRole('button', { name: 'Menu' });
}

function getMenuPanel() {
  const id = getMenuButton().getAttribute('aria-controls') ?? '';
  const panel = document.getElementById(id);
  if (!panel) throw new Error('aria-controls does not name an element');
  return panel;
}

describe('SiteHeader', () => {
  beforeEach(() => {
    useAuthStore.setState({ status: 'signed-out', user: null, message: null });
    useSiteMenuStore.setState({ isOpen: false });
  });

  it('keeps the menu open when the header is drawn again, as when the first page arrives', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(getMenuButton());
    cleanup();
    renderHeader();
    expect(getMenuButton().getAttribute('aria-expanded')).toBe('true');
    expect(getMenuPanel().hidden).toBe(false);
  });

  it('links home and to every public page, and offers sign-in', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/what-is-legal-explainer', '/pricing', '/help', '/about']);
    expect(screen.getByRole('link', { name: 'Legal Explainer' }).getAttribute('href')).toBe('/');
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]?.getAttribute('href')).toBe(
      '/login',
    );
  });

  it('marks the link of the page being shown as current', () => {
    renderHeader('/pricing');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Pricing' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Help' }).getAttribute('aria-current')).toBe(null);
  });

  it('opens and closes the narrow-screen menu with its button', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(getMenuButton().getAttribute('aria-expanded')).toBe('false');
    expect(getMenuPanel().hidden).toBe(true);

    await user.click(getMenuButton());
    expect(getMenuButton().getAttribute('aria-expanded')).toBe('true');
    expect(getMenuPanel().hidden).toBe(false);

    await user.click(getMenuButton());
    expect(getMenuButton().getAttribute('aria-expanded')).toBe('false');
    expect(getMenuPanel().hidden).toBe(true);
  });

  it('can be opened from the keyboard and closed with Escape, returning focus', async () => {
    const user = userEvent.setup();
    renderHeader();
    getMenuButton().focus();
    await user.keyboard('{Enter}');
    expect(getMenuButton().getAttribute('aria-expanded')).toBe('true');

    within(getMenuPanel()).getByRole('link', { name: 'Help' }).focus();
    await user.keyboard('{Escape}');
    expect(getMenuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(getMenuButton());
  });

  it('closes the menu when a link in it is followed', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(getMenuButton());
    await user.click(within(getMenuPanel()).getByRole('link', { name: 'About' }));
    expect(screen.getByRole('status', { name: 'current path' }).textContent).toBe('/about');
    expect(getMenuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('offers the dashboard instead of sign-in to a signed-in user', () => {
    act(() => {
      signInTestUser();
    });
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBe(null);
    expect(screen.getAllByRole('link', { name: 'Dashboard' })[0]?.getAttribute('href')).toBe(
      '/dashboard',
    );
  });
});
