/** A seeded pseudo-random generator (mulberry32), so splits and training repeat exactly. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seeded Fisher-Yates shuffle of a copy. */
export function shuffleWithSeed<T>(items: readonly T[], seed: number): T[] {
  const random = createRandom(seed);
  const copy = items.slice();
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    const item = copy[index] as T;
    copy[index] = copy[other] as T;
    copy[other] = item;
  }
  return copy;
}

/** Fold number (0..folds-1) of each id: ids sorted, shuffled with the seed, dealt round-robin. */
export function assignFolds(
  ids: readonly string[],
  folds: number,
  seed: number,
): Map<string, number> {
  const assignment = new Map<string, number>();
  shuffleWithSeed([...ids].sort(), seed).forEach((id, index) => assignment.set(id, index % folds));
  return assignment;
}
