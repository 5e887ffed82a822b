/** Word-set Jaccard similarity: shared distinct words over all distinct words of both. */
export function computeJaccard(left: ReadonlySet<string>, right: ReadonlySet<string>): number {
  if (left.size === 0 && right.size === 0) return 1;
  let shared = 0;
  const [small, large] = left.size <= right.size ? [left, right] : [right, left];
  for (const word of small) if (large.has(word)) shared++;
  return shared / (left.size + right.size - shared);
}
