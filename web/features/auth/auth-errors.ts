import { describeError } from '../../../common/errors/catalogue.ts';

/** What a form shows about a failed authentication call. */
export interface AuthErrorText {
  title: string;
  message: string;
  action?: string;
}

// Codes of the service that only the sign-in forms meet; the product catalogue has no entry.
const FORM_ONLY_TEXTS: Readonly<Record<string, AuthErrorText>> = {
  mfa_verification_failed: {
    title: 'Code Not Accepted',
    message: 'That code is not right, or it has already changed.',
    action: 'Enter the 6-digit code your authenticator app shows now.',
  },
  mfa_challenge_expired: {
    title: 'Code Expired',
    message: 'The code request expired.',
    action: 'Enter the code your authenticator app shows now.',
  },
  same_password: {
    title: 'Same Password',
    message: 'Your new password must be different from your current one.',
    action: 'Choose a password you have not used here before.',
  },
  email_provider_disabled: {
    title: 'Email Is Not Set Up',
    message:
      'This installation of the app cannot send email, so no reset link or code can be sent.',
    action:
      'Ask the person who runs it to set a new password for you (they can use legal-explainer admin set-password).',
  },
  current_password_required: {
    title: 'Current Password Needed',
    message:
      'For your security, changing your password or email address needs your current password.',
    action: 'Enter your current password, then try again.',
  },
  current_password_invalid: {
    title: 'Current Password Not Accepted',
    message: 'The current password you entered is not right.',
    action:
      'Check it and try again. If you have forgotten it, sign out and choose “Forgot password?”: it tells you how to reset it on this installation.',
  },
  reauthentication_needed: {
    title: 'Reset Link Too Old',
    message: 'For your security, a reset link can only set a new password for a few minutes.',
    action: 'Ask for a new reset link from the sign-in screen, then choose your password.',
  },
  insufficient_aal: {
    title: 'Verification Needed',
    message: 'This change needs a session verified with your authenticator app.',
    action: 'Sign out, sign in again with your code, then retry.',
  },
};

// The sign-in back-off (decision 021) says how long to wait, which may be longer than the
// catalogue's "a minute".
const BACK_OFF_WAIT = /Try again in \d+ (?:second|minute)s?\./;

/** Texts with no code behind them. */
const EXACT_MESSAGES = new Set(['Login failed']);

/**
 * The text for an error of the authentication service (SPEC section 8): the product catalogue
 * by code, status or message; an unrecognised provider error keeps the provider's own message.
 */
export function describeAuthError(error: unknown): AuthErrorText {
  const code = readString(error, 'code');
  if (code && Object.hasOwn(FORM_ONLY_TEXTS, code)) return FORM_ONLY_TEXTS[code] as AuthErrorText;

  const message = readString(error, 'message');
  if (message && EXACT_MESSAGES.has(message)) return { title: 'Sign-in failed', message };
  const wait = code === 'over_request_rate_limit' ? BACK_OFF_WAIT.exec(message ?? '') : null;
  if (wait)
    return {
      title: 'Too many attempts',
      message:
        'There have been too many unsuccessful sign-in attempts from this device or network.',
      action: wait[0],
    };

  const entry = describeError(error);
  if (!entry.code && message && isProviderError(error)) {
    return { title: entry.title, message, action: undefined };
  }
  return { title: entry.title, message: entry.message, action: entry.action };
}

/** True for the refusal of a change that needs a session verified with the authenticator app. */
export function isInsufficientAal(error: unknown): boolean {
  return readString(error, 'code') === 'insufficient_aal';
}

function isProviderError(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.name.startsWith('Auth') &&
    error.name !== 'AuthRetryableFetchError'
  );
}

function readString(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' && field !== '' ? field : undefined;
}
