import { describe, expect, it } from 'vitest';
import { CUAD_CATEGORY_NAMES } from '../../common/analysis/clause-categories.ts';
import { computePresenceProbability } from '../../core/analysis/learned/clauses/clause-presence.ts';
import { createRandom } from './random.ts';
import { fitPresenceModel, type PresenceRow } from './fit-presence.ts';

const AUDIT = CUAD_CATEGORY_NAMES.indexOf('Audit Rights');
const PARTIES = CUAD_CATEGORY_NAMES.indexOf('Parties');

describe('fitPresenceModel', () => {
  it('learns, per category, that a likely best span means the clause is there', () => {
    const random = createRandom(7);
    const rows: PresenceRow[] = Array.from({ length: 200 }, (_, index) => {
      const isPresent = index % 2 === 0;
      const best = isPresent ? 0.5 + 0.5 * random() : 0.5 * random();
      return {
        category: 'Audit Rights',
        isPresent,
        probabilities: [best, best * random(), 0.05 * random()],
      };
    });
    // Too few contracts without a clause of it: no map, the best span stands.
    rows.push(
      ...[0.9, 0.8, 0.7, 0.95].map((best, index) => ({
        category: 'Parties',
        isPresent: index < 3,
        probabilities: [best],
      })),
    );
    const presence = fitPresenceModel(rows);
    const audit = presence.maps[AUDIT];
    expect(audit).not.toBeNull();
    expect(presence.maps[PARTIES]).toBeNull();
    const present = computePresenceProbability(presence, AUDIT, [0.9, 0.4, 0.01]);
    const absent = computePresenceProbability(presence, AUDIT, [0.1, 0.05, 0.01]);
    expect(present).toBeGreaterThan(0.8);
    expect(absent).toBeLessThan(0.2);
    expect(computePresenceProbability(presence, PARTIES, [0.7, 0.2])).toBe(0.7);
    expect(fitPresenceModel(rows)).toEqual(presence);
  });
});
