// Enough for a reader to take in at a glance; a long contract gives dozens.
const MAX_KEY_POINTS = 10;

/**
 * The summary's key points from every chunk's, taking each chunk's first point, then each
 * chunk's second, and so on, so the end of a long document is not crowded out by its start.
 * A point said twice (same words, ignoring case and punctuation) counts once.
 */
export function collectKeyPoints(perChunk: readonly (readonly string[])[]): string[] {
  const points: string[] = [];
  const seen = new Set<string>();
  const longest = Math.max(0, ...perChunk.map((points) => points.length));
  for (let rank = 0; rank < longest && points.length < MAX_KEY_POINTS; rank++) {
    for (const chunkPoints of perChunk) {
      const point = chunkPoints[rank]?.trim();
      if (!point || points.length >= MAX_KEY_POINTS) continue;
      const key = point
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
      if (seen.has(key)) continue;
      seen.add(key);
      points.push(point);
    }
  }
  return points;
}
