import { describe, expect, it } from 'vitest';
import type { Obligation } from '../../../common/analysis/analysis-schema.ts';
import { countUndatedObligations, obligationsToIcs } from './index.ts';
import { SAMPLE_ANALYSIS } from './sample-analysis.test-support.ts';

const NOW = new Date('2026-02-12T15:30:00Z');
const OPTIONS = { documentName: 'lease.pdf', now: NOW };

/** The file's content lines, unfolded, as a calendar reads them. */
function unfold(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
}

/** Each VEVENT as a map from property (with its parameters) to value. */
function events(ics: string): Map<string, string>[] {
  const found: Map<string, string>[] = [];
  let current: Map<string, string> | null = null;
  for (const line of unfold(ics)) {
    if (line === 'BEGIN:VEVENT') current = new Map();
    else if (line === 'END:VEVENT' && current) {
      found.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current.set(line.slice(0, colon), line.slice(colon + 1));
    }
  }
  return found;
}

function obligation(overrides: Partial<Obligation>): Obligation {
  const base = SAMPLE_ANALYSIS.obligations[0];
  if (!base) throw new Error('sample obligation missing');
  return { ...base, ...overrides };
}

describe('obligationsToIcs', () => {
  it('is a calendar with one all-day event per dated obligation', () => {
    const ics = obligationsToIcs(SAMPLE_ANALYSIS, OPTIONS);
    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
    expect(lines.at(-1)).toBe('END:VCALENDAR');

    const found = events(ics);
    expect(found).toHaveLength(3);
    expect(found.map((event) => event.get('DTSTART;VALUE=DATE'))).toEqual([
      '20260301',
      '20260220',
      '20260301',
    ]);
    expect(found.map((event) => event.get('DTEND;VALUE=DATE'))).toEqual([
      '20260302',
      '20260221',
      '20260302',
    ]);
  });

  it('counts the obligations left out for having no fixed date', () => {
    expect(countUndatedObligations(SAMPLE_ANALYSIS)).toBe(2);
    expect(countUndatedObligations({ obligations: [] })).toBe(0);
  });

  it('stamps every event with the time of export and a unique, stable UID', () => {
    const found = events(obligationsToIcs(SAMPLE_ANALYSIS, OPTIONS));
    expect(new Set(found.map((event) => event.get('DTSTAMP')))).toEqual(
      new Set(['20260212T153000Z']),
    );
    const uids = found.map((event) => event.get('UID'));
    expect(new Set(uids).size).toBe(3);
    for (const uid of uids) expect(uid).toMatch(/^[\w.-]+@legal-explainer$/);

    const later = events(obligationsToIcs(SAMPLE_ANALYSIS, { ...OPTIONS, now: new Date() }));
    expect(later.map((event) => event.get('UID'))).toEqual(uids);
    const otherDocument = events(
      obligationsToIcs(SAMPLE_ANALYSIS, { ...OPTIONS, documentName: 'other.pdf' }),
    );
    expect(otherDocument[0]?.get('UID')).not.toBe(uids[0]);
  });

  it('uses CRLF line endings only, and no line longer than 75 octets', () => {
    const ics = obligationsToIcs(SAMPLE_ANALYSIS, OPTIONS);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const encoder = new TextEncoder();
    for (const line of ics.split('\r\n')) {
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    }
    // The insurance obligation's summary is long enough to need folding.
    expect(ics).toMatch(/\r\n /);
  });

  it('escapes commas, semicolons, backslashes and newlines in text', () => {
    const ics = obligationsToIcs(
      {
        obligations: [
          obligation({
            id: 'tricky',
            party: 'Smith, Jones & Co.',
            action: 'Pay $1,000; then\nsend a C:\\receipt',
          }),
        ],
      },
      { documentName: 'Lease, final; v2.pdf', now: NOW },
    );
    const [event] = events(ics);
    expect(event?.get('SUMMARY')).toBe(
      'Smith\\, Jones & Co.: Pay $1\\,000\\; then\\nsend a C:\\\\receipt',
    );
    expect(event?.get('DESCRIPTION')).toContain('From Lease\\, final\\; v2.pdf\\, page 1:');
    expect(unfold(ics)).toContain('X-WR-CALNAME:Obligations: Lease\\, final\\; v2.pdf');
  });

  it('describes the deadline, the page and the quoted words, and repeats what it can', () => {
    const [rent, deposit] = events(obligationsToIcs(SAMPLE_ANALYSIS, OPTIONS));
    expect(rent?.get('SUMMARY')).toBe('Tenant: Pay rent of $2\\,400');
    expect(rent?.get('RRULE')).toBe('FREQ=MONTHLY');
    const description = rent?.get('DESCRIPTION') ?? '';
    expect(description).toContain(
      'Deadline: on the first day of each month\\, beginning March 1\\, 2026\\n',
    );
    expect(description).toContain('Repeats: monthly');
    expect(description).toContain('From lease.pdf\\, page 1:');
    expect(description).toContain('it is not legal advice.');
    expect(deposit?.has('RRULE')).toBe(false);
  });

  it('leaves out dates that are not real calendar dates', () => {
    const deadline = { text: 'by the 30th', duration: null, recurrence: null, trigger: null };
    const ics = obligationsToIcs(
      {
        obligations: [
          obligation({ id: 'a', deadline: { ...deadline, date: '2026-02-30' } }),
          obligation({ id: 'b', deadline: { ...deadline, date: 'soon' } }),
          obligation({ id: 'c', deadline: null }),
          obligation({ id: 'd', deadline: { ...deadline, date: '2028-02-29' } }),
        ],
      },
      OPTIONS,
    );
    const found = events(ics);
    expect(found).toHaveLength(1);
    expect(found[0]?.get('DTSTART;VALUE=DATE')).toBe('20280229');
    expect(found[0]?.get('DTEND;VALUE=DATE')).toBe('20280301');
  });

  it('is an empty but valid calendar when nothing has a date', () => {
    const ics = obligationsToIcs({ obligations: [] }, OPTIONS);
    expect(unfold(ics)).not.toContain('BEGIN:VEVENT');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
