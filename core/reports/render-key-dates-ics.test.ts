import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { NOT_LEGAL_ADVICE_NOTICE } from '../../common/analysis/not-legal-advice.ts';
import { REPORT_SECTIONS } from '../../common/reports/report-include.ts';
import { loadContractFixture } from '../../tests/support/contract-fixtures.test-support.ts';
import { analyzeDocument } from '../analysis/analyze-document.ts';
import type { ReportInput } from './report-input.ts';
import { renderKeyDatesIcs } from './render-key-dates-ics.ts';

// The loan note states its dates and a monthly instalment from a fixed first date.
const { document } = loadContractFixture('loan-note');
const input: ReportInput = {
  documentName: 'Harbor Bakery, loan; note.pdf',
  analysis: analyzeDocument(document),
  pages: document.pages.map((page) => document.text.slice(page.start, page.end)),
  include: [...REPORT_SECTIONS],
  generatedAt: new Date('2026-03-04T09:30:00Z'),
};

function readEvents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate,
      end: event.endDate,
      rule: component.getFirstPropertyValue('rrule')?.toString() ?? null,
    };
  });
}

describe('renderKeyDatesIcs', () => {
  it('has an all-day event on each stated date and each dated obligation', () => {
    const events = readEvents(renderKeyDatesIcs(input));
    const dated = input.analysis.keyDates.filter((each) => each.date && each.status === 'stated');
    const obligations = input.analysis.obligations.filter((each) => each.deadline?.date);
    expect(obligations.length).toBeGreaterThan(0);
    expect(events).toHaveLength(dated.length + obligations.length);
    expect(events.map((event) => event.start.toString())).toEqual([
      ...dated.map((each) => each.date),
      ...obligations.map((each) => each.deadline?.date),
    ]);
    for (const event of events) {
      expect(event.start.isDate).toBe(true);
      expect(event.end.toJSDate().getTime() - event.start.toJSDate().getTime()).toBe(86_400_000);
    }
  });

  it('names each date and repeats a monthly obligation every month', () => {
    const events = readEvents(renderKeyDatesIcs(input));
    const expiration = input.analysis.keyDates.find((each) => each.kind === 'expiration');
    expect(events.find((event) => event.start.toString() === expiration?.date)?.summary).toBe(
      `${expiration?.label}: Harbor Bakery, loan; note.pdf`,
    );
    const instalment = events.find((event) => event.summary.startsWith('Borrower: pay monthly'));
    expect(instalment?.rule).toBe('FREQ=MONTHLY');
    expect(instalment?.description).toContain('✓ quote checked word for word');
    expect(instalment?.description).toContain(NOT_LEGAL_ADVICE_NOTICE);
  });

  it('keeps UIDs unique, and the same when the file is made again later', () => {
    const first = readEvents(renderKeyDatesIcs(input)).map((event) => event.uid);
    const again = readEvents(
      renderKeyDatesIcs({ ...input, generatedAt: new Date('2027-01-01T00:00:00Z') }),
    ).map((event) => event.uid);
    expect(new Set(first).size).toBe(first.length);
    expect(again).toEqual(first);
    const otherDocument = readEvents(renderKeyDatesIcs({ ...input, documentName: 'Other.pdf' }));
    expect(otherDocument.map((event) => event.uid)).not.toContain(first[0]);
  });

  it('follows RFC 5545: CRLF lines of at most 75 octets, text escaped', () => {
    const ics = renderKeyDatesIcs(input);
    expect(ics.endsWith('\r\n')).toBe(true);
    const lines = ics.split('\r\n').slice(0, -1);
    expect(lines.every((line) => !line.includes('\n'))).toBe(true);
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(ics).toContain('Harbor Bakery\\, loan\\; note.pdf');
  });

  it('makes an empty but valid calendar when nothing has a date', () => {
    const ics = renderKeyDatesIcs({
      ...input,
      analysis: { ...input.analysis, keyDates: [], obligations: [] },
    });
    expect(readEvents(ics)).toEqual([]);
    expect(ics).toContain('X-WR-CALNAME:Key dates: Harbor Bakery\\, loan\\; note.pdf');
  });
});
