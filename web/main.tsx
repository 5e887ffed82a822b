import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { AppErrorBoundary } from './app/app-error-boundary.tsx';
import { startAuth } from './features/auth/auth-session.ts';
import { useAuthStore } from './features/auth/auth-store.ts';
import { documentCache, startCacheMaintenance } from './features/document-cache/index.ts';
import { resetDocumentStore } from './features/documents/index.ts';
import { configureErrorReporting, installGlobalErrorHandlers } from './lib/error-recorder.ts';
import { getPublicConfig, whenPublicConfigLoaded } from './lib/public-config.ts';
import './index.css';

// Errors are caught from the very first line, with the default report URL until the server's
// settings arrive; rendering does not wait for them.
installGlobalErrorHandlers({
  reportUrl: getPublicConfig().errorReportUrl,
  getUserId: () => useAuthStore.getState().user?.id ?? null,
});
void whenPublicConfigLoaded().then((config) =>
  configureErrorReporting({ reportUrl: config.errorReportUrl }),
);

// The session is looked up alongside the settings (the client needs them): 'Initializing...'
// shows until it is known, at most 2 seconds.
startAuth();

// Cached documents expire after 24 hours: swept now, every hour and when the page goes.
// A user who signs out leaves nothing of theirs behind for the next one at this computer.
startCacheMaintenance(documentCache);
useAuthStore.subscribe((state, previous) => {
  const previousUserId = previous.user?.id;
  if (previousUserId && state.user?.id !== previousUserId) {
    resetDocumentStore();
    void documentCache.clearForUser(previousUserId).catch(() => undefined);
  }
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <AppErrorBoundary>
      <App />
    </AppErrorBoundary>
  </StrictMode>,
);
