import { isEmailAddress } from '../../../common/auth/email-address.ts';

/** The password rule the service enforces (SPEC section 5), as the forms state it. */
export const PASSWORD_RULE_TEXT =
  'At least 8 characters, with uppercase and lowercase letters, a number and a symbol.';

/** Why an email address cannot be sent, or null when it looks right. */
export function checkEmail(value: string): string | null {
  const email = value.trim();
  if (email === '') return 'Enter your email address.';
  if (!isEmailAddress(email)) return 'Enter a valid email address, for example name@example.com.';
  return null;
}

/** Why a new password would be refused, or null when it meets the rule. */
export function checkNewPassword(value: string): string | null {
  if (value === '') return 'Enter a password.';
  const missing = [
    value.length < 8 ? 'at least 8 characters' : null,
    /[a-z]/.test(value) ? null : 'a lowercase letter',
    /[A-Z]/.test(value) ? null : 'an uppercase letter',
    /[0-9]/.test(value) ? null : 'a number',
    /[^A-Za-z0-9]/.test(value) ? null : 'a symbol',
  ].filter((item): item is string => item !== null);
  if (missing.length === 0) return null;
  return `Your password needs ${joinWithAnd(missing)}.`;
}

/** The problems of a new password and its repeat; both undefined when they can be sent. */
export interface PasswordChoiceErrors {
  password?: string;
  confirmation?: string;
}

/** Checks a new password against the rule and its repeat against the password. */
export function checkPasswordChoice(password: string, confirmation: string): PasswordChoiceErrors {
  return {
    password: checkNewPassword(password) ?? undefined,
    confirmation: confirmation !== password ? 'The two passwords are not the same.' : undefined,
  };
}

/** A 6-digit authenticator code, spaces allowed; null when it looks right. */
export function checkTotpCode(value: string): string | null {
  const digits = value.replace(/\s+/g, '');
  if (digits === '') return 'Enter the 6-digit code from your authenticator app.';
  if (!/^\d{6}$/.test(digits)) return 'The code is 6 digits, for example 123456.';
  return null;
}

function joinWithAnd(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
