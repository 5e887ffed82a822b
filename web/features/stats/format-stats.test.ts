import { describe, expect, it } from 'vitest';
import {
  describeTimeSaved,
  formatAverageConfidence,
  formatMinutes,
  formatMinutesInWords,
} from './format-stats.ts';

describe('formatMinutes', () => {
  it('shows minutes, hours, or both', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(200)).toBe('3 h 20 min');
    expect(formatMinutes(-3)).toBe('0 min');
  });

  it('spells them out for screen readers', () => {
    expect(formatMinutesInWords(1)).toBe('1 minute');
    expect(formatMinutesInWords(60)).toBe('1 hour');
    expect(formatMinutesInWords(200)).toBe('3 hours 20 minutes');
  });
});

describe('describeTimeSaved', () => {
  it('names the constants the server used', () => {
    const text = describeTimeSaved({
      wordsPerMinute: 200,
      analysisReadingMinutes: 2,
      charactersPerWord: 6,
    });
    expect(text).toContain('200 words a minute');
    expect(text).toContain('2 minutes');
    expect(text).toContain('6 characters a word');
  });
});

describe('formatAverageConfidence', () => {
  it('shows an em dash, not 0%, while no document is analysed', () => {
    expect(formatAverageConfidence({ documentsAnalyzed: 0, avgConfidence: 0 })).toBe('\u2014');
    expect(formatAverageConfidence({ documentsAnalyzed: 2, avgConfidence: 83 })).toBe('83%');
    expect(formatAverageConfidence({ documentsAnalyzed: 1, avgConfidence: 0 })).toBe('0%');
  });
});
