import { describe, expect, it } from 'vitest';
import { normalizeExtractedText, normalizeTrackingOffsets } from './parsed-document.ts';

describe('normalizeTrackingOffsets', () => {
  it('cleans exactly like normalizeExtractedText and maps ranges onto the cleaned text', () => {
    const words = ['\r\n  Alpha', 'beta\u00a0gamma', 'del\u200bta', 'epsilon  ', '\n\n\n\nzeta'];
    const raw = words.join(' ');
    const { text, mapOffset } = normalizeTrackingOffsets(raw);
    expect(text).toBe(normalizeExtractedText(raw));
    expect(text).toBe('Alpha beta gamma delta epsilon\n\nzeta');
    let offset = 0;
    const cleaned = words.map((word) => {
      const start = offset;
      offset += word.length + 1;
      return text.slice(mapOffset(start), mapOffset(start + word.length));
    });
    expect(cleaned).toEqual(['Alpha', 'beta gamma', 'delta', 'epsilon', '\n\nzeta']);
  });
});

describe('cleaning hostile text', () => {
  it('cleans a run of 200,000 spaces with no line break after it, and strips spaces before one', () => {
    // Quadratic backtracking made this take minutes, holding the upload's request meanwhile.
    const hostile = `Clause 1.${' '.repeat(200_000)}end.   \nClause 2.`;
    const cleaned = normalizeExtractedText(hostile);
    expect(cleaned.startsWith('Clause 1.')).toBe(true);
    expect(cleaned.endsWith('end.\nClause 2.')).toBe(true);
    expect(normalizeTrackingOffsets(hostile).text).toBe(cleaned);
  });
});
