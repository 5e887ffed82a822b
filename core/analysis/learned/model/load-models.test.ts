import { describe, expect, it, vi } from 'vitest';
import { CUAD_CATEGORY_NAMES } from '../../../../common/analysis/clause-categories.ts';
import {
  getClauseModel,
  getConsumerTermsModel,
  getDocumentTypeModel,
  useModels,
} from './load-models.ts';
import type { StoredClauseModel, StoredDocumentTypeModel } from './model-files.ts';

const linear = (outputs: string[]) => ({
  format: 'dense-int8-v1' as const,
  hashBits: 4,
  outputs,
  biases: outputs.map(() => 0.25),
  scales: outputs.map(() => 0.5),
  featureGaps: [3],
  weights: Buffer.from(Int8Array.from(outputs.map(() => 2)).buffer).toString('base64'),
});

const clauses: StoredClauseModel = {
  stage1: linear([...CUAD_CATEGORY_NAMES]),
  recalibration: CUAD_CATEGORY_NAMES.map(() => null),
  blockSizes: [],
  candidatesPerCategory: 7,
  exponent: 1,
  displayThreshold: 0.123,
  matchCalibration: { means: [0], deviations: [1], weights: [1], bias: 0 },
};
const documentType: StoredDocumentTypeModel = {
  titles: linear(['Lease', 'License']),
  types: linear(['Lease', 'License']),
  blend: { bodyWeight: 0.5, temperature: 1 },
  routes: { 'title-word': { correct: 9, total: 10 } },
};

describe('useModels', () => {
  it('makes the engine use given models until restored, then the shipped files again', () => {
    const shipped = {
      clauses: getClauseModel(),
      consumerTerms: getConsumerTermsModel(),
      documentType: getDocumentTypeModel(),
    };
    const restore = useModels({ clauses, documentType });
    try {
      expect(getClauseModel().displayThreshold).toBe(0.123);
      expect(getClauseModel().candidatesPerCategory).toBe(7);
      // Compiled as the shipped ones are: byte 2 times scale 0.5 at hash index 3.
      expect(Array.from(getClauseModel().stage1.weightsByFeature.get(3) ?? [])[0]).toBe(1);
      expect(getDocumentTypeModel().types.outputs).toEqual(['Lease', 'License']);
      expect(getDocumentTypeModel().titles.outputs).toEqual(['Lease', 'License']);
      expect(getDocumentTypeModel().routes['title-word']).toEqual({ correct: 9, total: 10 });
      // A model not given stays as it was.
      expect(getConsumerTermsModel()).toBe(shipped.consumerTerms);
    } finally {
      restore();
    }
    expect(getClauseModel()).toBe(shipped.clauses);
    expect(getDocumentTypeModel()).toBe(shipped.documentType);
    expect(getConsumerTermsModel()).toBe(shipped.consumerTerms);
  });

  it('restores the shipped files even when the override came before they were first read', async () => {
    // A fresh copy of the module, whose shipped models are not loaded yet.
    vi.resetModules();
    const fresh = await import('./load-models.ts');
    expect(fresh.getClauseModel).not.toBe(getClauseModel);
    const restore = fresh.useModels({ clauses });
    expect(fresh.getClauseModel().displayThreshold).toBe(0.123);
    restore();
    expect(fresh.getClauseModel().displayThreshold).toBe(getClauseModel().displayThreshold);
    expect(fresh.getClauseModel().candidatesPerCategory).toBe(
      getClauseModel().candidatesPerCategory,
    );
  });
});
