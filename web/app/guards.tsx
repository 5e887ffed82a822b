import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuthStore } from '../features/auth/index.ts';
import { InitializingScreen } from './status-screens.tsx';

/**
 * Renders its page for signed-in users; sends everyone else to /login (SPEC section 2), except
 * someone who just signed out here, who goes home.
 */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const status = useAuthStore((state) => state.status);
  const hasSignedOut = useAuthStore((state) => state.hasSignedOut);
  const location = useLocation();
  if (status === 'loading') return <InitializingScreen />;
  if (status === 'signed-out' && hasSignedOut) return <Navigate to="/" replace />;
  if (status === 'signed-out') return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}

/** Renders the login page for visitors; a signed-in user goes straight to the dashboard. */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const status = useAuthStore((state) => state.status);
  if (status === 'loading') return <InitializingScreen />;
  if (status === 'signed-in') return <Navigate to="/dashboard" replace />;
  return children;
}
