import { createBrowserRouter, Navigate } from 'react-router';
import { RedirectSignedIn, RequireSignedIn } from './guards.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import { lazyPage } from './lazy-page.ts';
import { RouteErrorScreen } from './route-error-screen.tsx';

const LandingPage = lazyPage(() => import('./routes/landing-page.tsx'));
const WhatIsPage = lazyPage(() => import('./routes/what-is-page.tsx'));
const PricingPage = lazyPage(() => import('./routes/pricing-page.tsx'));
const PrivacyPage = lazyPage(() => import('./routes/privacy-page.tsx'));
const TermsPage = lazyPage(() => import('./routes/terms-page.tsx'));
const HelpPage = lazyPage(() => import('./routes/help-page.tsx'));
const AboutPage = lazyPage(() => import('./routes/about-page.tsx'));
const LoginPage = lazyPage(() => import('./routes/login-page.tsx'));
const DashboardPage = lazyPage(() => import('./routes/dashboard-page.tsx'));
const AnalysisPage = lazyPage(() => import('./routes/analysis-page.tsx'));
const SettingsPage = lazyPage(() => import('./routes/settings-page.tsx'));

/** Every route of SPEC section 2; pages load on demand inside the site layout. */
export const routes = [
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/what-is-legal-explainer', element: <WhatIsPage /> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/help', element: <HelpPage /> },
      { path: '/about', element: <AboutPage /> },
      {
        path: '/login',
        element: (
          <RedirectSignedIn>
            <LoginPage />
          </RedirectSignedIn>
        ),
      },
      {
        path: '/dashboard',
        element: (
          <RequireSignedIn>
            <DashboardPage />
          </RequireSignedIn>
        ),
      },
      {
        path: '/analysis/:documentId',
        element: (
          <RequireSignedIn>
            <AnalysisPage />
          </RequireSignedIn>
        ),
      },
      {
        path: '/settings',
        element: (
          <RequireSignedIn>
            <SettingsPage />
          </RequireSignedIn>
        ),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** The browser router the app runs with. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
