import QRCode from 'qrcode';
import { Secret, TOTP } from 'otpauth';

/** The only TOTP parameters the protocol knows (section 12, note 9): SHA-1, 6 digits, 30 s. */
export const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
const TOTP_ALGORITHM = 'SHA1';
/** Codes of one step before or after the server's clock are accepted too. */
const TOTP_WINDOW = 1;
/** Random bytes of a new secret: 160 bits, 32 base32 characters, as GoTrue generates. */
const SECRET_BYTES = 20;
/** Pixels per QR module, as GoTrue's SVG. */
const QR_MODULE_PIXELS = 3;
const QR_MARGIN_MODULES = 4;

/** A new TOTP secret, base32 without padding. */
export function generateTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

// Go's url escaping, which GoTrue's otpauth URI goes through (pquerna/otp): unreserved
// characters stay, so do the reserved ones a path (segment) may carry; the rest is %XX.
function goEscape(value: string, keep: string): string {
  let escaped = '';
  for (const byte of new TextEncoder().encode(value)) {
    const char = String.fromCharCode(byte);
    escaped +=
      /[A-Za-z0-9\-_.~]/.test(char) || keep.includes(char)
        ? char
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return escaped;
}
const escapePath = (value: string) => goEscape(value, '$&+,/:;=@');
const escapePathSegment = (value: string) => goEscape(value, '$&+:=@');

/**
 * The key URI authenticator apps read:
 * `otpauth://totp/<issuer>:<account>?algorithm=SHA1&digits=6&issuer=<issuer>&period=30&secret=<secret>`
 * (protocol section 4.13), parameters in alphabetical order as GoTrue writes them.
 */
export function buildTotpUri(issuer: string, accountName: string, secret: string): string {
  const query = [
    ['algorithm', TOTP_ALGORITHM],
    ['digits', String(TOTP_DIGITS)],
    ['issuer', issuer],
    ['period', String(TOTP_PERIOD_SECONDS)],
    ['secret', secret],
  ]
    .map(([key, value]) => `${key}=${escapePathSegment(value ?? '')}`)
    .join('&');
  return `otpauth://totp/${escapePath(`${issuer}:${accountName}`)}?${query}`;
}

/**
 * The URI as a QR code in raw SVG markup. auth-js turns it into
 * `data:image/svg+xml;utf-8,<svg…>` without escaping, so the markup must not contain `#`
 * (it would end the data URL in a browser): colours are named, not hex.
 */
export async function renderQrCodeSvg(uri: string): Promise<string> {
  const size = QRCode.create(uri, { errorCorrectionLevel: 'H' }).modules.size;
  const svg = await QRCode.toString(uri, {
    type: 'svg',
    errorCorrectionLevel: 'H',
    margin: QR_MARGIN_MODULES,
    width: (size + 2 * QR_MARGIN_MODULES) * QR_MODULE_PIXELS,
    color: { dark: '#000000ff', light: '#ffffffff' },
  });
  return svg.trim().replaceAll('"#ffffff"', '"white"').replaceAll('"#000000"', '"black"');
}

/** The time step of a moment: unix seconds / 30, rounded down. */
export function totpStep(timestampMs: number): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: timestampMs });
}

/**
 * The time step a code belongs to when it is valid at `timestampMs` (±1 step), or null.
 * The caller refuses steps it has already accepted, so a code cannot be replayed.
 */
export function matchTotpStep(secret: string, code: string, timestampMs: number): number | null {
  const token = code.trim();
  if (!/^\d{6}$/.test(token)) return null;
  const delta = TOTP.validate({
    token,
    secret: Secret.fromBase32(secret),
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    timestamp: timestampMs,
    window: TOTP_WINDOW,
  });
  return delta === null ? null : totpStep(timestampMs) + delta;
}
