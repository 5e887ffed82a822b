import { create } from 'zustand';

/** The signed-in user as the app shows them (SPEC section 3). */
export interface ShownUser {
  id: string;
  email: string;
  displayName: string;
  emailVerified: boolean;
  role: string;
}

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

interface AuthState {
  status: AuthStatus;
  user: ShownUser | null;
  /** A message for the login screen, such as the session-expired notice. */
  message: string | null;
  setSignedOut: (message?: string | null) => void;
}

/**
 * Authentication state. Until the embedded sign-in service exists every visitor is signed out;
 * the store already has the shape the real session will fill.
 */
export const useAuthStore = create<AuthState>((set) => ({
  status: 'loading',
  user: null,
  message: null,
  setSignedOut: (message = null) => set({ status: 'signed-out', user: null, message }),
}));
