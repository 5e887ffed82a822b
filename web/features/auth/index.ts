export { useAuthStore, type ShownUser } from './auth-store.ts';
export { signOut } from './auth-actions.ts';
export { startAuth } from './auth-session.ts';
export { AccountSettings } from './components/account-settings.tsx';
export { DeleteAccountSection } from './components/delete-account-section.tsx';
export { LoginScreen } from './components/login-screen.tsx';
