import { describe, expect, it } from 'vitest';
import type { Clause } from '../../../../common/analysis/analysis-schema.ts';
import { toLogit } from '../model/linear-model.ts';
import { CUAD_CATEGORY_NAMES } from '../../../../common/analysis/clause-categories.ts';
import { useModels } from '../model/load-models.ts';
import type { StoredClauseModel, StoredClausePresence } from '../model/model-files.ts';
import {
  buildPresenceFeatures,
  computePresenceProbability,
  findClausePresence,
  PRESENCE_FEATURE_NAMES,
} from './clause-presence.ts';

const clause = (category: string, probability: number): Clause => ({
  category,
  title: category,
  text: 'text',
  start: 0,
  end: 4,
  page: 1,
  probability,
});

// A map on the best span's logit alone: presence = logistic(2 * (best logit) + 1).
const BEST_ONLY = {
  means: PRESENCE_FEATURE_NAMES.map(() => 0),
  deviations: PRESENCE_FEATURE_NAMES.map(() => 1),
  weights: PRESENCE_FEATURE_NAMES.map((_, index) => (index === 0 ? 2 : 0)),
  bias: 1,
};

describe('buildPresenceFeatures', () => {
  it('summarises a category’s spans whatever their order', () => {
    const spans = [0.1, 0.9, 0.6, 0.3, ...Array.from({ length: 30 }, () => 0.01)];
    const features = buildPresenceFeatures(spans);
    expect(features).toHaveLength(PRESENCE_FEATURE_NAMES.length);
    expect(features[0]).toBeCloseTo(toLogit(0.9));
    expect(features[1]).toBeCloseTo(Math.log(0.9 + 0.6 + 0.3 + 0.001));
    // The top 20: the four named and 16 of the small ones.
    expect(features[2]).toBeCloseTo(Math.log(1.9 + 16 * 0.01 + 0.001));
    expect(buildPresenceFeatures([...spans].reverse())).toEqual(features);
  });

  it('has finite features for a category with no span', () => {
    expect(buildPresenceFeatures([]).every(Number.isFinite)).toBe(true);
  });
});

describe('computePresenceProbability', () => {
  it('applies the category’s map, or keeps the best span without one', () => {
    const presence: StoredClausePresence = {
      features: [...PRESENCE_FEATURE_NAMES],
      maps: [BEST_ONLY, null],
    };
    const expected = 1 / (1 + Math.exp(-(2 * toLogit(0.7) + 1)));
    expect(computePresenceProbability(presence, 0, [0.2, 0.7])).toBeCloseTo(expected);
    expect(computePresenceProbability(presence, 1, [0.2, 0.7])).toBe(0.7);
    expect(computePresenceProbability(undefined, 0, [0.2, 0.7])).toBe(0.7);
  });
});

describe('findClausePresence', () => {
  it('maps CUAD categories, keeps consumer ones at their best sentence, drops the unlikely', () => {
    const maps = CUAD_CATEGORY_NAMES.map((name) => (name === 'Governing Law' ? BEST_ONLY : null));
    const restore = useModels({
      clauses: createClauseModel({ features: [...PRESENCE_FEATURE_NAMES], maps }),
    });
    try {
      const presence = findClausePresence([
        clause('governing-law', 0.3),
        clause('governing-law', 0.6),
        clause('arbitration', 0.55),
        clause('audit-rights', 0.05),
      ]);
      expect(presence.map((item) => item.category)).toEqual(['governing-law', 'arbitration']);
      expect(presence[0]?.probability).toBeCloseTo(1 / (1 + Math.exp(-(2 * toLogit(0.6) + 1))));
      expect(presence[1]?.probability).toBe(0.55);
    } finally {
      restore();
    }
  });
});

/** A clause model with no weights: only what findClausePresence reads matters. */
function createClauseModel(presence: StoredClausePresence): StoredClauseModel {
  const none = CUAD_CATEGORY_NAMES.map(() => 0);
  return {
    stage1: {
      format: 'dense-int8-v1',
      hashBits: 4,
      outputs: [...CUAD_CATEGORY_NAMES],
      biases: none,
      scales: none,
      featureGaps: [],
      weights: '',
    },
    recalibration: CUAD_CATEGORY_NAMES.map(() => null),
    blockSizes: [],
    candidatesPerCategory: 40,
    exponent: 1,
    displayThreshold: 0.5,
    matchCalibration: { means: [0], deviations: [1], weights: [1], bias: 0 },
    presence,
  };
}
