import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt's usual interactive cost (N = 2^14, r = 8, p = 1: 16 MiB and tens of milliseconds per
// hash). Stored in each hash, so a later change of cost still checks older passcodes.
const COST = { N: 16384, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const HASH_BYTES = 32;
const PREFIX = 'scrypt';

/**
 * What is stored of a link's passcode: `scrypt$N$r$p$salt$hash` (base64url), a random salt per
 * link, so equal passcodes hash apart and the table alone does not give any of them away.
 */
export async function hashSharePasscode(passcode: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await deriveKey(passcode, salt, HASH_BYTES, COST);
  return [
    PREFIX,
    COST.N,
    COST.r,
    COST.p,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join('$');
}

/**
 * Whether a passcode is the one hashed: compared in constant time. A stored value we cannot read
 * matches nothing, so damage locks the link rather than opening it.
 */
export async function isSharePasscodeRight(passcode: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, saltText, hashText] = stored.split('$');
  if (prefix !== PREFIX || !saltText || !hashText) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(cost).every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(hashText, 'base64url');
  if (expected.length !== HASH_BYTES) return false;
  const actual = await deriveKey(passcode, Buffer.from(saltText, 'base64url'), HASH_BYTES, cost);
  return timingSafeEqual(actual, expected);
}

function deriveKey(
  passcode: string,
  salt: Buffer,
  length: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(passcode.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
