// The most trace entries the diff keeps (V arrays of every round, as Myers' backtrack needs):
// about 80 MB. Past it two texts share too little for a word-level redline to help anyone.
const MAX_TRACE_ENTRIES = 20_000_000;

/**
 * The pairs of positions of a longest common subsequence of `left` and `right`, in order
 * (Myers' O((N+M)D) diff): versions of a contract differ in few places, so D stays small. The
 * shared start and end are matched first. When the two differ too much for the trace, only
 * those are returned.
 */
export function findCommonPairs(
  left: readonly string[],
  right: readonly string[],
): [number, number][] {
  let prefix = 0;
  while (prefix < left.length && prefix < right.length && left[prefix] === right[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < left.length - prefix &&
    suffix < right.length - prefix &&
    left[left.length - 1 - suffix] === right[right.length - 1 - suffix]
  )
    suffix++;
  const pairs: [number, number][] = [];
  for (let index = 0; index < prefix; index++) pairs.push([index, index]);
  const middle = diffMiddle(
    left.slice(prefix, left.length - suffix),
    right.slice(prefix, right.length - suffix),
  );
  for (const [leftIndex, rightIndex] of middle)
    pairs.push([leftIndex + prefix, rightIndex + prefix]);
  for (let index = suffix; index > 0; index--)
    pairs.push([left.length - index, right.length - index]);
  return pairs;
}

function diffMiddle(left: readonly string[], right: readonly string[]): [number, number][] {
  const n = left.length;
  const m = right.length;
  if (n === 0 || m === 0) return [];
  const max = n + m;
  const offset = max + 1;
  const width = 2 * max + 3;
  const maxRounds = Math.max(1, Math.floor(MAX_TRACE_ENTRIES / width));
  let v = new Int32Array(width);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d++) {
    if (d > maxRounds) return [];
    trace.push(v);
    v = v.slice();
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && (v[offset + k - 1] ?? 0) < (v[offset + k + 1] ?? 0));
      let x = down ? (v[offset + k + 1] ?? 0) : (v[offset + k - 1] ?? 0) + 1;
      let y = x - k;
      while (x < n && y < m && left[x] === right[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, offset, n, m);
    }
  }
  return [];
}

/** Walks the rounds back from the end, collecting the diagonal steps: the common pairs. */
function backtrack(trace: Int32Array[], offset: number, n: number, m: number): [number, number][] {
  const pairs: [number, number][] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0; d--) {
    const v = trace[d] ?? new Int32Array(0);
    const k = x - y;
    const down = k === -d || (k !== d && (v[offset + k - 1] ?? 0) < (v[offset + k + 1] ?? 0));
    const previousK = down ? k + 1 : k - 1;
    const previousX = d === 0 ? 0 : (v[offset + previousK] ?? 0);
    const previousY = d === 0 ? 0 : previousX - previousK;
    while (x > previousX && y > previousY) {
      pairs.push([x - 1, y - 1]);
      x--;
      y--;
    }
    x = previousX;
    y = previousY;
  }
  return pairs.reverse();
}
