import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../text/split-sentences.ts';
import { buildCandidates, isCandidateForCategory } from './build-candidates.ts';
import { buildPartCandidates } from './part-candidates.ts';

const TEXT =
  'Upon termination of this Agreement: (a) the Distributor shall return all Confidential Information to the Company; (b) all licenses granted hereunder shall terminate immediately; and (c) the Company shall pay all fees then due.';

describe('buildPartCandidates', () => {
  it('splits a sentence at colons, semicolons and enumeration markers, with exact offsets', () => {
    const segments = splitSentences(TEXT);
    const parts = buildPartCandidates(segments);
    const texts = parts.map((part) => TEXT.slice(part.start, part.end));
    expect(texts).toEqual([
      'Upon termination of this Agreement:',
      '(a) the Distributor shall return all Confidential Information to the Company;',
      '(b) all licenses granted hereunder shall terminate immediately;',
      '(c) the Company shall pay all fees then due.',
    ]);
    for (const part of parts) {
      expect(part.kind).toBe('part');
      expect(part.segment).toBe(0);
      expect(part.features).toContain('part');
    }
    expect(parts[1]?.features).toContain('p:agreement');
    expect(parts[1]?.features).toContain('w:the_distributor');
  });

  it('leaves undivided sentences and tiny pieces alone', () => {
    const text = 'This Agreement is governed by New York law. Notices: by mail.';
    expect(buildPartCandidates(splitSentences(text))).toEqual([]);
  });

  it('offers parts to clause categories only', () => {
    expect(isCandidateForCategory('part', 'Post-Termination Services')).toBe(true);
    expect(isCandidateForCategory('part', 'Parties')).toBe(false);
    expect(isCandidateForCategory('part', 'Effective Date')).toBe(false);
    const kinds = buildCandidates(TEXT, splitSentences(TEXT)).map((candidate) => candidate.kind);
    expect(kinds.filter((kind) => kind === 'part')).toHaveLength(4);
    expect(kinds[0]).toBe('sentence');
  });
});
