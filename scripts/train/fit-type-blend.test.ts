import { describe, expect, it } from 'vitest';
import type { DocumentType } from '../../common/analysis/document-types.ts';
import { computeLogLoss, fitTypeBlend, type BlendRow } from './fit-type-blend.ts';

const outputs: DocumentType[] = ['License Agreement', 'Supply Agreement'];

describe('fitTypeBlend', () => {
  it('flattens overconfident scores: a temperature above 1 when the top score is often wrong', () => {
    // Scores 4 apart (softmax 0.98) for the first output, which is right only 7 times in 10.
    const rows: BlendRow[] = Array.from({ length: 10 }, (_, index) => ({
      titleScores: [4, 0],
      textScores: [0, 0],
      truth: index < 7 ? 'License Agreement' : 'Supply Agreement',
    }));
    const blend = fitTypeBlend(rows, outputs);
    expect(blend.temperature).toBeGreaterThan(3);
    // The fitted probability of the top type is close to how often it is right.
    const probability = 1 / (1 + Math.exp(-4 / blend.temperature));
    expect(probability).toBeGreaterThan(0.65);
    expect(probability).toBeLessThan(0.75);
    expect(computeLogLoss(rows, outputs, blend)).toBeLessThan(
      computeLogLoss(rows, outputs, { bodyWeight: 0, temperature: 1 }),
    );
  });

  it('gives the whole-text model weight when it carries what the titles miss', () => {
    const rows: BlendRow[] = Array.from({ length: 20 }, (_, index) => {
      const truth: DocumentType = index % 2 ? 'License Agreement' : 'Supply Agreement';
      const sign = truth === 'License Agreement' ? 1 : -1;
      return { titleScores: [0, 0], textScores: [sign * 3, -sign * 3], truth };
    });
    expect(fitTypeBlend(rows, outputs).bodyWeight).toBeGreaterThan(0);
  });
});
