import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { writeCalendar, type AllDayEvent, type CalendarFile } from './write-calendar.ts';

const FILE: CalendarFile = {
  product: 'Key dates',
  name: 'Key dates: Smith, Jones; lease.pdf',
  description: 'From the lease.\nNot legal advice.',
  documentName: 'lease.pdf',
  stamp: new Date('2026-02-12T15:30:00.250Z'),
  events: [
    {
      key: 'rent 1',
      date: '2026-03-01',
      summary: 'Tenant: pay $2,400; then\nsend a C:\\receipt',
      description: `Deadline: the 1st\n"${'a long quoted sentence, '.repeat(6)}"`,
      recurrence: ' Monthly ',
    },
    { key: 'leap', date: '2028-02-29', summary: 'Leap day', description: '' },
    { key: 'quarter', date: '2026-12-31', summary: 'Q', description: '', recurrence: 'quarterly' },
  ],
};

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
      isAllDay: event.startDate.isDate,
      end: event.endDate.toString(),
      rule: component.getFirstPropertyValue('rrule')?.toString() ?? null,
      stamp: component.getFirstPropertyValue('dtstamp')?.toString(),
    };
  });
  return { calendar, events };
}

describe('writeCalendar', () => {
  it('writes a calendar that a parser reads back word for word', () => {
    const { calendar, events } = parse(writeCalendar(FILE));
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Legal Explainer//Key dates//EN');
    // ical.js reads X- properties as raw text, so their escaping is checked on the line itself.
    const unfolded = writeCalendar(FILE).replace(/\r\n /g, '').split('\r\n');
    expect(unfolded).toContain('X-WR-CALNAME:Key dates: Smith\\, Jones\\; lease.pdf');
    expect(unfolded).toContain('X-WR-CALDESC:From the lease.\\nNot legal advice.');
    expect(events.map(({ summary, description }) => ({ summary, description }))).toEqual(
      FILE.events.map(({ summary, description }) => ({ summary, description })),
    );
    expect(events.every((event) => event.stamp === '2026-02-12T15:30:00Z')).toBe(true);
  });

  it('makes each event one whole day, even across a month end and a leap day', () => {
    const { events } = parse(writeCalendar(FILE));
    expect(events.map(({ start, end, isAllDay }) => ({ start, end, isAllDay }))).toEqual([
      { start: '2026-03-01', end: '2026-03-02', isAllDay: true },
      { start: '2028-02-29', end: '2028-03-01', isAllDay: true },
      { start: '2026-12-31', end: '2027-01-01', isAllDay: true },
    ]);
  });

  it('repeats the schedules a calendar can follow and no others', () => {
    const fortnightly: AllDayEvent = {
      key: 'f',
      date: '2026-01-05',
      summary: 'F',
      description: '',
      recurrence: 'fortnightly',
    };
    const { events } = parse(writeCalendar({ ...FILE, events: [...FILE.events, fortnightly] }));
    expect(events.map((event) => event.rule)).toEqual([
      'FREQ=MONTHLY',
      null,
      'FREQ=MONTHLY;INTERVAL=3',
      null,
    ]);
  });

  it('leaves out events without a real calendar date', () => {
    const { events } = parse(
      writeCalendar({
        ...FILE,
        events: ['2026-02-30', 'soon', null, undefined].map((date, index) => ({
          key: `k${index}`,
          date,
          summary: 'x',
          description: '',
        })),
      }),
    );
    expect(events).toEqual([]);
  });

  it('gives UIDs that are unique, stable across exports and different per document', () => {
    const uids = (file: CalendarFile) =>
      parse(writeCalendar(file)).events.map((event) => event.uid);
    const first = uids(FILE);
    expect(new Set(first).size).toBe(first.length);
    for (const uid of first) expect(uid).toMatch(/^[\w.-]+@legal-explainer$/);
    expect(uids({ ...FILE, stamp: new Date('2030-01-01T00:00:00Z') })).toEqual(first);
    expect(uids({ ...FILE, documentName: 'other.pdf' })[0]).not.toBe(first[0]);
  });

  it('folds long lines at 75 octets and ends every line with CRLF', () => {
    const ics = writeCalendar(FILE);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = ics.split('\r\n').slice(0, -1);
    expect(lines.every((line) => !/[\r\n]/.test(line))).toBe(true);
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });
});
