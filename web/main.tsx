import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root.tsx';
import { ReplayEarlyClicks } from './app/early-clicks.ts';
import { PRERENDERED_ATTRIBUTE, whenRouterReady } from './app/prerendered-page.ts';
import { queryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { startAuth, useAuthStore } from './features/auth/index.ts';
import { configureErrorReporting, installGlobalErrorHandlers } from './lib/error-recorder.ts';
import { logger } from './lib/logger.ts';
import { getPublicConfig, whenPublicConfigLoaded } from './lib/public-config.ts';
import { readStoredAccessToken } from './lib/supabase-client.ts';
import './index.css';

// Errors are caught from the very first line, with the default report URL until the server's
// settings arrive; rendering does not wait for them.
installGlobalErrorHandlers({
  reportUrl: getPublicConfig().errorReportUrl,
  getUserId: () => useAuthStore.getState().user?.id ?? null,
  getAccessToken: readStoredAccessToken,
});
void whenPublicConfigLoaded().then((config) =>
  configureErrorReporting({ reportUrl: config.errorReportUrl }),
);

// The session is looked up alongside the settings (the client needs them): 'Initializing...'
// shows until it is known, at most 2 seconds.
startAuth();

// Cached documents expire after 24 hours, and never outlive their user's session here. Loaded
// beside the first page, not in the app's first script: it brings the documents and chat
// stores and the cache's persister, which no public page needs. What it follows, a sign-out or
// a change of user, comes after a sign-in, which itself waits for the sign-in client's download.
void Promise.all([
  import('./app/connect-document-cache.ts'),
  import('./features/document-cache/index.ts'),
])
  .then(([{ connectDocumentCache }, { documentCache }]) =>
    connectDocumentCache(documentCache, queryClient),
  )
  .catch((error: unknown) => logger.warn('Could not connect the document cache', error));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const router = createAppRouter();
if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  // The landing page arrives rendered (web/prerender.tsx) and is already painted: React takes
  // over that markup once the page's code is here, rather than replacing it.
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread until the whole page is done (Lighthouse's total blocking time).
  void whenRouterReady(router).then(() =>
    startTransition(() => {
      // ReplayEarlyClicks renders nothing, so the markup still matches the prerendered page.
      hydrateRoot(
        root,
        <>
          <AppRoot router={router} />
          <ReplayEarlyClicks />
        </>,
      );
    }),
  );
} else {
  createRoot(root).render(<AppRoot router={router} />);
}
