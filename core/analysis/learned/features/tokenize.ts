/** Number of bits of the feature hash: features live in [0, 2^HASH_BITS). */
export const HASH_BITS = 18;
const HASH_MASK = (1 << HASH_BITS) - 1;

/** Hashes a feature name (FNV-1a with a final mix) into the model's feature space. */
export function hashFeature(name: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < name.length; index++) {
    hash ^= name.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x2c1b3c6d);
  hash ^= hash >>> 12;
  return (hash >>> 0) & HASH_MASK;
}

/** Lower-cased word, number, '$' and '%' tokens of a text. */
export function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’']/g, "'")
      .match(/[a-z][a-z'-]*|\d+|\$|%/g) ?? []
  );
}

/** Appends prefixed unigrams (and bigrams unless disabled) of the tokens to `out`. */
export function addNgrams(
  out: string[],
  tokens: readonly string[],
  prefix: string,
  withBigrams = true,
): void {
  for (let index = 0; index < tokens.length; index++) {
    out.push(prefix + tokens[index]);
    if (withBigrams && index + 1 < tokens.length)
      out.push(`${prefix}${tokens[index]}_${tokens[index + 1]}`);
  }
}

/** The distinct hashed indices of feature names, as the models take them. */
export function hashFeatures(names: readonly string[]): Int32Array {
  return Int32Array.from(new Set(names.map(hashFeature)));
}

/** A coarse bucket of a count, so lengths become a handful of binary features. */
export function getLengthBucket(count: number): string {
  if (count < 4) return 'a';
  if (count < 8) return 'b';
  if (count < 16) return 'c';
  if (count < 32) return 'd';
  if (count < 64) return 'e';
  return count < 128 ? 'f' : 'g';
}
