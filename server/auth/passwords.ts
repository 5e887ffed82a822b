import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): about 30 ms per hash on
 * one core here, so a sign-in stays fast while a stolen hash costs an attacker the same memory
 * per guess. See docs/decisions for the measurement.
 */
const ARGON2_OPTIONS = {
  // 2 is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A well-formed hash to verify against when the user is unknown, so timing reveals nothing. */
let decoyHash: Promise<string> | undefined;
export function getDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  return decoyHash;
}

export type CharacterRule =
  'lower_upper_letters_digits_symbols' | 'lower_upper_letters_digits' | 'letters_digits' | 'none';

export interface PasswordPolicy {
  minLength: number;
  requiredCharacters: CharacterRule;
}

const CHARACTER_CLASSES: Record<CharacterRule, { name: string; pattern: RegExp }[]> = {
  lower_upper_letters_digits_symbols: [
    { name: 'a lowercase letter', pattern: /\p{Ll}/u },
    { name: 'an uppercase letter', pattern: /\p{Lu}/u },
    { name: 'a number', pattern: /\p{N}/u },
    { name: 'a symbol', pattern: /[^\p{L}\p{N}\s]/u },
  ],
  lower_upper_letters_digits: [
    { name: 'a lowercase letter', pattern: /\p{Ll}/u },
    { name: 'an uppercase letter', pattern: /\p{Lu}/u },
    { name: 'a number', pattern: /\p{N}/u },
  ],
  letters_digits: [
    { name: 'a letter', pattern: /\p{L}/u },
    { name: 'a number', pattern: /\p{N}/u },
  ],
  none: [],
};

/** Longest password accepted, in bytes (the protocol's bcrypt-era limit, kept for compatibility). */
export const MAX_PASSWORD_BYTES = 72;

/** Why a password is too weak (empty when it is fine): the protocol's reasons and one message. */
export function checkPasswordStrength(
  password: string,
  policy: PasswordPolicy,
): { reasons: ('length' | 'characters')[]; message: string } {
  const reasons: ('length' | 'characters')[] = [];
  const messages: string[] = [];
  if ([...password].length < policy.minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${policy.minLength} characters.`);
  }
  const missing = CHARACTER_CLASSES[policy.requiredCharacters].filter(
    (item) => !item.pattern.test(password),
  );
  if (missing.length) {
    reasons.push('characters');
    const names = missing.map((item) => item.name);
    const last = names.pop();
    messages.push(
      `Password should contain ${names.length ? `${names.join(', ')} and ${last}` : last}.`,
    );
  }
  return { reasons, message: messages.join(' ') };
}
