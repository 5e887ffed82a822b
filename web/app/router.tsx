import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { RedirectSignedIn, RequireSignedIn } from './guards.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import { loadPageModule } from './lazy-page.ts';
import type { PageHandle } from './layout/page-handle.ts';
import { RouteErrorScreen } from './route-error-screen.tsx';
import { PageLoading } from './status-screens.tsx';

/**
 * A route whose page is downloaded on demand. The router's own `lazy` (rather than React.lazy)
 * keeps navigation state honest, so the layout can show 'Loading page...' while a page's code
 * arrives, and a failed or slow download reaches the error screen as 'Loading chunk failed'.
 */
function page(
  path: string,
  load: () => Promise<{ default: ComponentType }>,
  handle?: PageHandle,
): RouteObject {
  return {
    path,
    ...(handle && { handle }),
    lazy: async () => ({ Component: (await loadPageModule(load)).default }),
  };
}

/** The site frame with 'Loading page...' in place of the page, shown while the first page loads. */
function FirstPageLoading() {
  return (
    <SiteLayout>
      <PageLoading />
    </SiteLayout>
  );
}

/** Every route of SPEC section 2. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: FirstPageLoading,
    children: [
      page('/', () => import('./routes/landing-page.tsx')),
      page('/what-is-legal-explainer', () => import('./routes/what-is-page.tsx')),
      page('/pricing', () => import('./routes/pricing-page.tsx')),
      page('/privacy', () => import('./routes/privacy-page.tsx')),
      page('/terms', () => import('./routes/terms-page.tsx')),
      page('/help', () => import('./routes/help-page.tsx')),
      page('/about', () => import('./routes/about-page.tsx')),
      page('/s/:token', () => import('./routes/share-link-page.tsx')),
      {
        element: (
          <RedirectSignedIn>
            <Outlet />
          </RedirectSignedIn>
        ),
        children: [page('/login', () => import('./routes/login-page.tsx'))],
      },
      {
        element: (
          <RequireSignedIn>
            <Outlet />
          </RequireSignedIn>
        ),
        children: [
          page('/dashboard', () => import('./routes/dashboard-page.tsx')),
          page('/analysis/:documentId', () => import('./routes/analysis-page.tsx'), {
            isWorkspace: true,
          }),
          page(
            '/compare/:oldDocumentId/:newDocumentId',
            () => import('./routes/compare-page.tsx'),
            {
              isWorkspace: true,
            },
          ),
          page('/settings', () => import('./routes/settings-page.tsx')),
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** The browser router the app runs with. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
