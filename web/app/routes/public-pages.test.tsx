import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import AboutPage from './about-page.tsx';
import AnalysisPage from './analysis-page.tsx';
import ComparePage from './compare-page.tsx';
import DashboardPage from './dashboard-page.tsx';
import HelpPage from './help-page.tsx';
import LandingPage from './landing-page.tsx';
import LoginPage from './login-page.tsx';
import PricingPage from './pricing-page.tsx';
import PrivacyPage from './privacy-page.tsx';
import SettingsPage from './settings-page.tsx';
import TermsPage from './terms-page.tsx';
import WhatIsPage from './what-is-page.tsx';

// Signed-in pages load their data on mount; here nobody is signed in, so the API is not asked.
vi.mock('../../lib/supabase-client.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getAccessToken: () => Promise.resolve(null),
}));

const PAGES: [string, string, ComponentType, string][] = [
  ['/', '/', LandingPage, 'Legal Explainer: contracts explained in plain English'],
  [
    '/what-is-legal-explainer',
    '/what-is-legal-explainer',
    WhatIsPage,
    'What is Legal Explainer? · Legal Explainer',
  ],
  ['/pricing', '/pricing', PricingPage, 'Pricing · Legal Explainer'],
  ['/privacy', '/privacy', PrivacyPage, 'Privacy policy · Legal Explainer'],
  ['/terms', '/terms', TermsPage, 'Terms of service · Legal Explainer'],
  ['/help', '/help', HelpPage, 'Help and FAQ · Legal Explainer'],
  ['/about', '/about', AboutPage, 'About · Legal Explainer'],
  ['/login', '/login', LoginPage, 'Sign in · Legal Explainer'],
  ['/dashboard', '/dashboard', DashboardPage, 'Dashboard · Legal Explainer'],
  ['/analysis/:documentId', '/analysis/doc-42', AnalysisPage, 'Analysis · Legal Explainer'],
  [
    '/compare/:oldDocumentId/:newDocumentId',
    '/compare/doc-41/doc-42',
    ComparePage,
    'Compare versions · Legal Explainer',
  ],
  ['/settings', '/settings', SettingsPage, 'Settings · Legal Explainer'],
];

describe.each(PAGES)('page %s', (path, url, Page, title) => {
  function renderPage() {
    const router = createMemoryRouter([{ path, element: <Page /> }], { initialEntries: [url] });
    return render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  }

  it('has exactly one h1 and sets the browser tab title', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(title);
  });

  it('has no links to pages outside the app’s routes', () => {
    const { container } = renderPage();
    const known =
      /^(\/|\/what-is-legal-explainer|\/pricing|\/privacy|\/terms|\/help|\/about|\/login|\/settings|\/dashboard)$/;
    for (const link of container.querySelectorAll('a[href^="/"]')) {
      // "/login?mode=signup" is the sign-in page, opened at sign-up.
      expect(link.getAttribute('href')?.replace(/\?.*$/, '')).toMatch(known);
    }
  });
});

describe('legal pages', () => {
  it.each([
    ['/privacy', PrivacyPage, '28 November 2026', '2026-11-28'],
    ['/terms', TermsPage, '29 November 2026', '2026-11-29'],
  ] as const)('%s is dated %s', (path, Page, updated, datetime) => {
    const router = createMemoryRouter([{ path, element: <Page /> }], { initialEntries: [path] });
    const { container } = render(<RouterProvider router={router} />);
    const date = container.querySelector('time');
    expect(date?.textContent).toBe(updated);
    expect(date?.getAttribute('datetime')).toBe(datetime);
  });

  it('the privacy policy names the browser storage it uses', () => {
    const router = createMemoryRouter([{ path: '/', element: <PrivacyPage /> }]);
    const { container } = render(<RouterProvider router={router} />);
    expect(container.textContent).toContain('legal-explainer-auth-token');
    expect(container.textContent).toMatch(/IndexedDB/);
    expect(container.textContent).toMatch(/24\s+hours/);
  });
});

describe('the terms promise only what the plans do', () => {
  it('never speaks of a billing period or renewal of a plan', () => {
    const router = createMemoryRouter([{ path: '/terms', element: <TermsPage /> }], {
      initialEntries: ['/terms'],
    });
    const { container } = render(<RouterProvider router={router} />);
    expect(container.textContent).not.toMatch(/billing period/i);
    expect(container.textContent).toMatch(/never renews by itself/);
  });
});

describe('"Start free trial" on the public pages', () => {
  it('opens sign-up, not "Welcome back"', () => {
    const router = createMemoryRouter([{ path: '/', element: <LandingPage /> }]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const links = screen.getAllByRole('link', { name: 'Start free trial' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toBe('/login?mode=signup');
  });
});
