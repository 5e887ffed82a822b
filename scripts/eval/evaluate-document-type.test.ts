import { describe, expect, it } from 'vitest';
import {
  computeExpectedCalibrationError,
  computeReliability,
  describeDocumentTypes,
  type TypeRow,
} from './evaluate-document-type.ts';

const row = (confidence: number, isRight: boolean, route = 'title-word'): TypeRow => ({
  source: 'contract',
  route,
  confidence,
  isRight,
  isRightAsLabelled: isRight,
});

describe('type calibration', () => {
  it('bins confidences by tenths and compares each bin with how often it was right', () => {
    const rows = [row(0.95, true), row(0.92, false), row(0.55, true), row(1, true)];
    expect(computeReliability(rows)).toEqual([
      { from: 0.5, to: 0.6, count: 1, confidence: 0.55, accuracy: 1 },
      { from: 0.9, to: 1, count: 3, confidence: (0.95 + 0.92 + 1) / 3, accuracy: 2 / 3 },
    ]);
    // (1 * |0.55 - 1| + 3 * |0.9567 - 0.6667|) / 4
    expect(computeExpectedCalibrationError(rows)).toBeCloseTo((0.45 + 3 * (2.87 / 3 - 2 / 3)) / 4);
    expect(computeExpectedCalibrationError([row(0.9, true), row(0.9, false)])).toBeCloseTo(0.4);
  });

  it('reports accuracy, calibration error and routes as mean ± std over the folds', () => {
    const lines = describeDocumentTypes([
      [row(0.9, true), row(0.9, true)],
      [row(0.9, true), row(0.5, false, 'other')],
    ]);
    expect(lines[0]).toMatch(/: 75\.0 ± 35\.4%$/);
    expect(lines.join('\n')).toMatch(/0\.9-1\.0:\s+3\s+0\.900\s+1\.000/);
    expect(lines.join('\n')).toMatch(/other\s+1\s+0\.000\s+0\.500/);
  });
});
