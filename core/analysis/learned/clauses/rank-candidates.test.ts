import { describe, expect, it } from 'vitest';
import type { Candidate } from '../features/candidate.ts';
import { RANK_FEATURE_COUNT, rankCandidates } from './rank-candidates.ts';

const candidates: Candidate[] = [
  { start: 0, end: 40, kind: 'sentence', features: [], segment: 0 },
  { start: 41, end: 120, kind: 'sentence', features: [], segment: 1 },
  { start: 41, end: 70, kind: 'part', features: [], segment: 1 },
  { start: 72, end: 120, kind: 'part', features: [], segment: 1 },
  { start: 0, end: 10, kind: 'title', features: [] },
];

describe('rankCandidates', () => {
  it('returns the best candidates first, with the dense features of each', () => {
    const spans = rankCandidates('Anti-Assignment', candidates, [0.1, 0.4, 0.9, 0.05, -1], 3, []);
    expect(spans.map((span) => [span.start, span.end])).toEqual([
      [41, 70],
      [41, 120],
      [0, 40],
    ]);
    for (const span of spans) expect(span.features).toHaveLength(RANK_FEATURE_COUNT);
    const part = spans[0]?.features ?? [];
    // A part knows its own sentence's score (0.4), and how far it stands above it.
    expect(part[21]).toBe(1);
    expect(part[22]).toBeCloseTo(Math.log(0.4 / 0.6), 5);
    expect(part[23]).toBeCloseTo(Math.log(9) - Math.log(0.4 / 0.6), 5);
  });

  it('returns nothing when no candidate applies', () => {
    expect(rankCandidates('Parties', candidates, [-1, -1, -1, -1, -1], 5)).toEqual([]);
  });
});
