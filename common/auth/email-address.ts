// Deliberately simple: one @, no spaces, a dot in the domain. Delivering the mail is the real test.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a (trimmed) text looks like an email address; the server and the forms agree. */
export function isEmailAddress(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}
