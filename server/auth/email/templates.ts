/**
 * The service's emails: one plain-text and one HTML body each, both carrying the 6-digit code
 * and the link, or for a notice neither. No images, no tracking pixels, no rewritten links.
 */

const PRODUCT = 'Legal Explainer';

export type EmailKind =
  | 'signup'
  | 'recovery'
  | 'magiclink'
  | 'email_change_current'
  | 'email_change_new'
  | 'reauthentication'
  /** Notices to the address of an account that changed, with no code and no link. */
  | 'password_changed'
  | 'email_changed';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface EmailValues {
  /** The 6-digit code; absent for notices. */
  otp?: string;
  /** The confirmation link; absent for the reauthentication code. */
  link?: string;
  /** The address the user is moving to (email change only). */
  newEmail?: string;
  /** The address the user is moving from (email change only). */
  currentEmail?: string;
  /** How long the link and code stay valid, in minutes. */
  validMinutes: number;
}

interface Wording {
  subject: string;
  heading: string;
  intro: string;
  action: string;
  ignore: string;
}

function wordingFor(kind: EmailKind, values: EmailValues): Wording {
  switch (kind) {
    case 'signup':
      return {
        subject: `Confirm your ${PRODUCT} account`,
        heading: 'Confirm your email address',
        intro: `Thank you for creating a ${PRODUCT} account. Please confirm that this address belongs to you.`,
        action: 'Confirm email address',
        ignore: 'If you did not create an account, you can ignore this email.',
      };
    case 'recovery':
      return {
        subject: `Reset your ${PRODUCT} password`,
        heading: 'Reset your password',
        intro: `We received a request to reset the password of your ${PRODUCT} account.`,
        action: 'Choose a new password',
        ignore:
          'If you did not ask for this, you can ignore this email: your password stays as it is.',
      };
    case 'magiclink':
      return {
        subject: `Your ${PRODUCT} sign-in link`,
        heading: `Sign in to ${PRODUCT}`,
        intro: 'Use the link or the code below to sign in.',
        action: 'Sign in',
        ignore: 'If you did not ask to sign in, you can ignore this email.',
      };
    case 'email_change_current':
      return {
        subject: `Confirm the change of your ${PRODUCT} email address`,
        heading: 'Confirm your new email address',
        intro: `We received a request to change the email address of your ${PRODUCT} account from ${values.currentEmail ?? 'this address'} to ${values.newEmail ?? 'a new address'}. The change takes effect once it is confirmed from both addresses.`,
        action: 'Confirm the change',
        ignore:
          'If you did not ask for this, do not follow the link, and consider changing your password.',
      };
    case 'email_change_new':
      return {
        subject: `Confirm your new ${PRODUCT} email address`,
        heading: 'Confirm your new email address',
        intro: `Please confirm that ${values.newEmail ?? 'this address'} should become the email address of your ${PRODUCT} account.`,
        action: 'Confirm this address',
        ignore: 'If you did not ask for this, you can ignore this email.',
      };
    case 'password_changed':
      return {
        subject: `Your ${PRODUCT} password was changed`,
        heading: 'Your password was changed',
        intro: `The password of your ${PRODUCT} account${values.currentEmail ? ` (${values.currentEmail})` : ''} was just changed, and its other devices were signed out.`,
        action: '',
        ignore:
          'If you did not change it, reset your password at once from the sign-in page, and check the email address and two-step verification of your account.',
      };
    case 'email_changed':
      return {
        subject: `Your ${PRODUCT} email address was changed`,
        heading: 'Your email address was changed',
        intro: `The email address of your ${PRODUCT} account was changed from ${values.currentEmail ?? 'this address'} to ${values.newEmail ?? 'a new address'}. Emails about the account now go there.`,
        action: '',
        ignore:
          'If you did not make this change, contact the people who run this service at once: someone else may have your password.',
      };
    case 'reauthentication':
      return {
        subject: `Your ${PRODUCT} confirmation code`,
        heading: 'Confirm it is you',
        intro:
          'You asked to make a sensitive change to your account. Enter this code to confirm it is you.',
        action: '',
        ignore:
          'If you did not ask for this, you can ignore this email, and consider changing your password.',
      };
  }
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

function validity(minutes: number): string {
  if (minutes % 60 === 0 && minutes >= 60) {
    const hours = minutes / 60;
    return `${hours} hour${hours === 1 ? '' : 's'}`;
  }
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The subject and both bodies of one email. */
export function renderEmail(kind: EmailKind, values: EmailValues): EmailContent {
  const wording = wordingFor(kind, values);
  const otp = values.otp ?? '';
  const valid = otp
    ? `The ${values.link ? 'link and code are' : 'code is'} valid for ${validity(values.validMinutes)} and can be used once.`
    : '';

  const textParts = [wording.heading, '', wording.intro, ''];
  if (values.link) textParts.push(`${wording.action}:`, values.link, '', 'Or enter this code:');
  else if (otp) textParts.push('Your code:');
  if (otp) textParts.push(otp, '', valid, '');
  textParts.push(wording.ignore, '', `— ${PRODUCT}`);
  const text = `${textParts.join('\n')}\n`;

  const code = otp
    ? `<p style="margin:0 0 24px;font-size:24px;letter-spacing:4px;font-weight:600;font-family:Menlo,Consolas,monospace">${escapeHtml(otp)}</p>
<p style="margin:0 0 16px;color:#555555;font-size:14px;line-height:1.5">${escapeHtml(valid)}</p>
`
    : '';
  const button = values.link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(values.link)}" style="display:inline-block;padding:12px 20px;background:#1f3a5f;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">${escapeHtml(wording.action)}</a></p>
<p style="margin:0 0 8px;color:#555555;font-size:14px">If the button does not work, copy this address into your browser:</p>
<p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${escapeHtml(values.link)}" style="color:#1f3a5f">${escapeHtml(values.link)}</a></p>
<p style="margin:0 0 8px">Or enter this code:</p>`
    : otp
      ? '<p style="margin:0 0 8px">Your code:</p>'
      : '';
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(wording.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f6f8;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1c1c1c">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<div style="background:#ffffff;border-radius:8px;padding:32px 28px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(wording.heading)}</h1>
<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(wording.intro)}</p>
${button}
${code}<p style="margin:0;color:#555555;font-size:14px;line-height:1.5">${escapeHtml(wording.ignore)}</p>
</div>
<p style="margin:16px 0 0;color:#888888;font-size:12px;text-align:center">${PRODUCT}</p>
</div>
</body>
</html>
`;
  return { subject: wording.subject, text, html };
}
