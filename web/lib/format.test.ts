import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatPercent,
  parseCalendarDate,
  pluralize,
} from './format.ts';

// The reader's locale decides the words, so expectations come from Intl in the same locale.
const longDay = (year: number, month: number, day: number) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  );

describe('formatDate', () => {
  it('writes a day in the long style, month in words, never "5/1/2019"', () => {
    expect(formatDate('2019-05-01')).toBe(longDay(2019, 5, 1));
    expect(formatDate('2019-05-01')).toContain(
      new Intl.DateTimeFormat(undefined, { month: 'long', timeZone: 'UTC' }).format(
        Date.UTC(2019, 4, 1),
      ),
    );
    expect(formatDate('2019-05-01')).not.toMatch(/\d+\/\d+\/\d+/);
  });

  it('gives a timestamp the day it falls on where the reader is', () => {
    const localNoon = new Date(2019, 4, 1, 12).toISOString();
    expect(formatDate(localNoon)).toBe(longDay(2019, 5, 1));
  });

  it('gives back text that is not a date, and does not roll a 30 February over', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
    expect(parseCalendarDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseCalendarDate('2026-02-30')).toBeNull();
    expect(parseCalendarDate(null)).toBeNull();
  });
});

describe('in a time zone west of UTC', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('keeps a calendar date on its own day', async () => {
    // Node reads TZ again when it changes; the module's formatters are made anew on import.
    vi.stubEnv('TZ', 'America/Los_Angeles');
    vi.resetModules();
    const western = await import('./format.ts');
    expect(western.formatDate('2019-05-01')).toBe(longDay(2019, 5, 1));
    // The same instant is still 30 April there, which is why timestamps are read as moments.
    expect(western.formatDate('2019-05-01T03:00:00Z')).toBe(longDay(2019, 4, 30));
  });
});

describe('formatDateTime', () => {
  it('writes the long day and the time', () => {
    const moment = new Date(2026, 0, 5, 9, 4);
    const text = formatDateTime(moment.toISOString());
    expect(text).toContain(longDay(2026, 1, 5));
    expect(text).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' }).format(moment),
    );
    expect(formatDateTime('never')).toBe('never');
  });
});

describe('sizes and counts', () => {
  it('writes file sizes at a glance', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(812)).toBe('812 bytes');
    expect(formatFileSize(48 * 1024)).toBe('48 KB');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25 MB');
  });

  it('groups digits the reader’s way and puts the noun in the right number', () => {
    expect(formatCount(1204)).toBe(new Intl.NumberFormat().format(1204));
    expect(pluralize(1, 'page')).toBe('1 page');
    expect(pluralize(3, 'party', 'parties')).toBe('3 parties');
    expect(pluralize(1204, 'time')).toBe(`${formatCount(1204)} times`);
  });

  it('writes probabilities as whole percentages', () => {
    expect(formatPercent(0.874)).toBe('87%');
    expect(formatPercent(1.5)).toBe('100%');
    expect(formatPercent(Number.NaN)).toBe('0%');
  });
});
