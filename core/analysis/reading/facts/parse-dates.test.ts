import { describe, expect, it } from 'vitest';
import { findDates } from './parse-dates.ts';
import { findDurations, parseCount } from './parse-durations.ts';

const datesIn = (text: string) => findDates(text).map((found) => found.date);

describe('findDates', () => {
  it('reads the ways contracts write a date', () => {
    expect(datesIn('made as of May 1, 2019')).toEqual(['2019-05-01']);
    expect(datesIn('dated 1 May 2019')).toEqual(['2019-05-01']);
    expect(datesIn('Date: 05/01/2019')).toEqual(['2019-05-01']);
    expect(datesIn('on the 15th day of March, 2020')).toEqual(['2020-03-15']);
    expect(datesIn('Last updated: March 15th, 2020')).toEqual(['2020-03-15']);
    expect(datesIn('signed 5/8/14 and 29/3/18')).toEqual(['2014-05-08', '2018-03-29']);
    expect(datesIn('entered into this 16t h day of May, 2017')).toEqual(['2017-05-16']);
  });

  it('gives no date for a blank form or an impossible date', () => {
    expect(datesIn('this ___ day of ____, 2004')).toEqual([]);
    expect(datesIn('this ____ day of March, 2004')).toEqual([]);
    expect(datesIn('February 30, 2020')).toEqual([]);
  });

  it('reads a dotted date day first, and never a clause number', () => {
    expect(datesIn('made on 1.10.2019')).toEqual(['2019-10-01']);
    expect(datesIn('signed on 31.1.2020')).toEqual(['2020-01-31']);
    expect(datesIn('see clause 12.1.2019.3')).toEqual([]);
  });

  it('keeps exact offsets', () => {
    const text = 'effective on 1 August 2024 and ends';
    const [found] = findDates(text);
    expect(found && text.slice(found.index, found.index + found.length)).toBe('1 August 2024');
  });
});

describe('findDurations', () => {
  it('reads number words, digits in brackets, and compound numbers', () => {
    expect(findDurations('thirty (30) days').map((found) => found.duration)).toEqual([
      { value: 30, unit: 'day' },
    ]);
    expect(findDurations('successive one-year terms').map((found) => found.duration)).toEqual([
      { value: 1, unit: 'year' },
    ]);
    expect(findDurations('five (5) business days').map((found) => found.duration)).toEqual([
      { value: 5, unit: 'business-day' },
    ]);
    expect(findDurations('twenty-four months').map((found) => found.duration)).toEqual([
      { value: 24, unit: 'month' },
    ]);
    expect(parseCount('one hundred and eighty')).toBe(180);
  });
});

describe('findDates, as deeds write a date', () => {
  it('reads the day in words, an era before the year, and a rule typed over a blank', () => {
    expect(datesIn('this fifth day of March, 2024')).toEqual(['2024-03-05']);
    expect(datesIn('the twenty-first day of June, 2019')).toEqual(['2019-06-21']);
    expect(datesIn('the Thirtieth day of April 2020')).toEqual(['2020-04-30']);
    expect(datesIn('this 21st day of June, A.D. 2019')).toEqual(['2019-06-21']);
    expect(datesIn('this 1st day of  ---  November, 2003')).toEqual(['2003-11-01']);
    expect(datesIn('this ____ day of ______, 20__')).toEqual([]);
  });
});
