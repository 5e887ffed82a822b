import { StrictMode } from 'react';
import type { DataRouter } from 'react-router';
import { App } from './app.tsx';
import { AppErrorBoundary } from './app-error-boundary.tsx';

/**
 * The element #root holds. The browser (web/main.tsx) and the build-time prerender
 * (web/prerender.tsx) render this same tree, or hydrating the prerendered landing page would not
 * match.
 */
export function AppRoot({ router }: { router: DataRouter }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <App router={router} />
      </AppErrorBoundary>
    </StrictMode>
  );
}
