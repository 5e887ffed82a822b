import { describe, expect, it } from 'vitest';
import { FOLDS, SEED, splitFold } from './load-data.ts';
import { assignFolds } from './random.ts';

const ids = Array.from({ length: 23 }, (_, index) => `doc-${String(index).padStart(2, '0')}`);

describe('cross-validation folds', () => {
  it('deals every document to one of 5 folds, evenly, the same way for the same seed', () => {
    const folds = assignFolds(ids, FOLDS, SEED);
    expect([...folds.keys()].sort()).toEqual(ids);
    const sizes = Array.from(
      { length: FOLDS },
      (_, fold) => [...folds.values()].filter((value) => value === fold).length,
    );
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    // Fixed by the seed, whatever order the ids come in; another seed deals differently.
    expect(assignFolds([...ids].reverse(), FOLDS, SEED)).toEqual(folds);
    expect(assignFolds(ids, FOLDS, SEED + 1)).not.toEqual(folds);
  });

  it('splits by document: all of a document lands on one side, and each document is tested once', () => {
    const sentences = ids.flatMap((id) => [0, 1, 2].map((index) => ({ id, index })));
    const tested: string[] = [];
    for (let fold = 0; fold < FOLDS; fold++) {
      const { train, test } = splitFold(sentences, (sentence) => sentence.id, fold);
      expect(train.length + test.length).toBe(sentences.length);
      const testIds = new Set(test.map((sentence) => sentence.id));
      expect(train.some((sentence) => testIds.has(sentence.id))).toBe(false);
      for (const id of testIds) expect(test.filter((item) => item.id === id)).toHaveLength(3);
      tested.push(...testIds);
    }
    expect(tested.sort()).toEqual(ids);
  });
});
