import { describe, expect, it } from 'vitest';
import { formatLongDate, parseLongDate } from './long-dates.ts';

describe('long dates', () => {
  it('writes ISO dates the way people read them, and reads them back', () => {
    expect(formatLongDate('2019-05-01')).toBe('1 May 2019');
    expect(parseLongDate('22 November 2026')).toBe('2026-11-22');
    expect(parseLongDate('22 Brumaire 2026')).toBeUndefined();
  });
});
