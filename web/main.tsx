import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { AppErrorBoundary } from './app/app-error-boundary.tsx';
import { startAuth, useAuthStore } from './features/auth/index.ts';
import { documentCache } from './features/document-cache/index.ts';
import { connectDocumentCache } from './app/connect-document-cache.ts';
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

// Cached documents expire after 24 hours, and never outlive their user's session here.
connectDocumentCache(documentCache);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <AppErrorBoundary>
      <App />
    </AppErrorBoundary>
  </StrictMode>,
);
