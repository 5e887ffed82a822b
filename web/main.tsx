import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { AppErrorBoundary } from './app/app-error-boundary.tsx';
import { useAuthStore } from './features/auth/auth-store.ts';
import { listenForSessionExpiry } from './features/auth/session-expiry.ts';
import { configureErrorReporting, installGlobalErrorHandlers } from './lib/error-recorder.ts';
import { getPublicConfig, loadPublicConfig } from './lib/public-config.ts';
import './index.css';

// Errors are caught from the very first line, with the default report URL until the server's
// settings arrive; rendering does not wait for them.
installGlobalErrorHandlers({
  reportUrl: getPublicConfig().errorReportUrl,
  getUserId: () => useAuthStore.getState().user?.id ?? null,
});
void loadPublicConfig().then((config) =>
  configureErrorReporting({ reportUrl: config.errorReportUrl }),
);

listenForSessionExpiry();
// Sign-in is not part of this build yet, so the session is known at once: nobody is signed in.
useAuthStore.getState().setSignedOut();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <AppErrorBoundary>
      <App />
    </AppErrorBoundary>
  </StrictMode>,
);
