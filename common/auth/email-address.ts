import { hasControlCharacters } from '../text/control-characters.ts';

// Deliberately simple: one @, no spaces, a dot in the domain. Delivering the mail is the real test.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether a (trimmed) text looks like an email address; the server and the forms agree. Control
 * characters never belong in one: an address is printed in terminals and logs (issue 29).
 */
export function isEmailAddress(text: string): boolean {
  return EMAIL_PATTERN.test(text) && !hasControlCharacters(text);
}
