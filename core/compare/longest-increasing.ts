/**
 * The positions of a longest strictly increasing subsequence of `values` (patience sorting,
 * O(n log n)): of the matched clauses taken in the old order, the most that also keep their
 * order in the new version stay in place; the others moved.
 */
export function findLongestIncreasing(values: readonly number[]): number[] {
  const tails: number[] = [];
  const previous = new Array<number>(values.length).fill(-1);
  values.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((values[tails[middle] ?? 0] ?? 0) < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1] ?? -1;
    tails[low] = index;
  });
  const chain: number[] = [];
  for (let index = tails.at(-1) ?? -1; index >= 0; index = previous[index] ?? -1) chain.push(index);
  return chain.reverse();
}
