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

/**
 * Renders the login page for visitors. A signed-in user goes back to the page that sent them to
 * sign in (a session that expired mid-read returns to the document), else to the dashboard.
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const status = useAuthStore((state) => state.status);
  const location = useLocation();
  if (status === 'loading') return <InitializingScreen />;
  if (status === 'signed-in') return <Navigate to={findReturnPath(location.state)} replace />;
  return children;
}

/** Where the guard was going when it sent the visitor to sign in: a path of this app only. */
function findReturnPath(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  const path = `${from?.pathname ?? ''}${from?.search ?? ''}${from?.hash ?? ''}`;
  // Never another site ("//evil.example") and never back to sign-in itself.
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/login')
    ? path
    : '/dashboard';
}
