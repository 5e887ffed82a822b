import { describe, expect, it } from 'vitest';
import type { DocumentResponse } from '../../../common/api/documents.ts';
import { readAnalysis } from './read-analysis.ts';
import { SAMPLE_ANALYSIS } from './sample-analysis.test-support.ts';

describe('readAnalysis', () => {
  it('is null before there is an analysis', () => {
    expect(readAnalysis({ documentType: { type: 'Unknown' } })).toBeNull();
  });

  it('gives an analysis cached before readers existed its defaults', () => {
    const { perspective, readers, protections, clausePresence, ...old } = SAMPLE_ANALYSIS;
    void [perspective, readers, protections, clausePresence];
    const analysis = readAnalysis({
      ...old,
      redFlags: old.redFlags.map(({ burdens, favours, occurrences, alsoAt, ...flag }) => {
        void [burdens, favours, occurrences, alsoAt];
        return flag;
      }),
    } as unknown as DocumentResponse['analysis']);
    expect(analysis?.perspective).toBeNull();
    expect(analysis?.readers).toEqual([]);
    expect(analysis?.protections).toEqual([]);
    expect(analysis?.clausePresence).toEqual([]);
    expect(analysis?.redFlags[0]).toMatchObject({ burdens: [], occurrences: 1, alsoAt: [] });
  });
});
