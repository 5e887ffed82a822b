import { describe, expect, it } from 'vitest';
import {
  buildConsumerFeatureBlocks,
  CONSUMER_BLOCKS,
  hashConsumerFeature,
} from '../features/consumer-features.ts';
import type { LinearModel } from '../model/linear-model.ts';
import { scoreFeatureBlocks } from './score-blocks.ts';

function modelOf(weights: [string, number][]): LinearModel {
  return {
    outputs: ['a'],
    biases: Float64Array.from([-1]),
    weightsByFeature: new Map(
      weights.map(([name, weight]) => [hashConsumerFeature(0, name), Float32Array.from([weight])]),
    ),
  };
}

describe('scoreFeatureBlocks', () => {
  const blocks = [
    Int32Array.from([
      hashConsumerFeature(0, 'we'),
      hashConsumerFeature(0, 'may'),
      hashConsumerFeature(0, 'unknown'),
    ]),
  ];

  it('normalises a block by the square root of its known features', () => {
    const model = modelOf([
      ['we', 1],
      ['may', 3],
    ]);
    const [score] = scoreFeatureBlocks(model, blocks, [
      { name: 'words', weight: 0.5, normalise: true },
    ]);
    expect(score).toBeCloseTo(-1 + (0.5 * 4) / Math.sqrt(2));
  });

  it('can count unknown features too, or not normalise at all', () => {
    const model = modelOf([
      ['we', 1],
      ['may', 3],
    ]);
    const [counted] = scoreFeatureBlocks(model, blocks, [
      { name: 'words', weight: 1, normalise: true, countUnknown: true },
    ]);
    expect(counted).toBeCloseTo(-1 + 4 / Math.sqrt(3));
    const [raw] = scoreFeatureBlocks(model, blocks, [
      { name: 'words', weight: 0.5, normalise: false },
    ]);
    expect(raw).toBeCloseTo(1);
  });
});

describe('buildConsumerFeatureBlocks', () => {
  it('gives each sentence its own words, patterns and its neighbours', () => {
    const blocks = buildConsumerFeatureBlocks([
      'Welcome.',
      'We may terminate your account at any time.',
      'Thanks.',
    ]);
    expect(blocks).toHaveLength(3);
    const middle = blocks[1] ?? [];
    expect(middle).toHaveLength(CONSUMER_BLOCKS.length);
    expect(Array.from(middle[0] ?? [])).toContain(hashConsumerFeature(0, 'terminate'));
    expect(Array.from(middle[1] ?? [])).toContain(hashConsumerFeature(1, 'any-time'));
    expect(Array.from(middle[2] ?? [])).toEqual([hashConsumerFeature(2, 'welcome')]);
    expect(Array.from(middle[3] ?? [])).toEqual([hashConsumerFeature(3, 'thanks')]);
    expect(Array.from(blocks[0]?.[2] ?? [])).toEqual([]);
  });
});
