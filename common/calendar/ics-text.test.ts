import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, formatIcsTimestamp, joinIcsLines } from './ics-text.ts';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('iCalendar text rules', () => {
  it('escapes backslashes, semicolons, commas and every kind of newline', () => {
    expect(escapeIcsText('a\\b; c, d\ne\r\nf\rg')).toBe('a\\\\b\\; c\\, d\\ne\\nf\\ng');
    expect(escapeIcsText('plain: text')).toBe('plain: text');
  });

  it('leaves lines of 75 octets alone and folds longer ones', () => {
    const exact = 'X'.repeat(75);
    expect(foldIcsLine(exact)).toBe(exact);
    const long = 'Y'.repeat(200);
    const folded = foldIcsLine(long);
    const lines = folded.split('\r\n');
    expect(lines.map(octets)).toEqual([75, 75, 52]);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });

  it('counts octets, not characters, and never splits a character', () => {
    const long = `SUMMARY:${'é€😀'.repeat(30)}`;
    const lines = foldIcsLine(long).split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.join('\r\n').includes('\uFFFD')).toBe(false);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(long);
  });

  it('ends every line with CRLF', () => {
    expect(joinIcsLines(['BEGIN:VCALENDAR', 'END:VCALENDAR'])).toBe(
      'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    );
  });

  it('writes UTC timestamps', () => {
    expect(formatIcsTimestamp(new Date('2026-01-05T09:04:03.250Z'))).toBe('20260105T090403Z');
  });
});
