import { describe, expect, it } from 'vitest';
import type { ActivityLogEntry } from '../../common/api/activity.ts';
import { buildActivityCsv, buildAdminActivityCsv, toCsvCell } from './activity-csv.ts';

const entry = (overrides: Partial<ActivityLogEntry>): ActivityLogEntry => ({
  id: 'e1',
  kind: 'downloaded',
  documentId: 'd1',
  documentName: 'Lease.pdf',
  shareId: null,
  detail: {},
  addressHash: 'abcd1234abcd1234',
  createdAt: '2026-11-29T08:00:00.000Z',
  ...overrides,
});

describe('the activity log as CSV', () => {
  it('has the columns time, event, document, share, address hash and details, in plain words', () => {
    const csv = buildActivityCsv([
      entry({}),
      entry({ kind: 'report_made', detail: { format: 'pdf' } }),
      entry({ kind: 'signed_in', documentId: null, documentName: null, detail: {} }),
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('"time","event","document","share","address hash","details"');
    expect(lines[1]).toBe(
      '"2026-11-29T08:00:00.000Z","Downloaded the original file","Lease.pdf","","abcd1234abcd1234",""',
    );
    expect(lines[2]).toContain('"Downloaded the PDF report","Lease.pdf"');
    expect(lines[2]).toContain('"format: pdf"');
    expect(lines[3]).toContain('"Signed in",""');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('neutralises a cell a spreadsheet would run as a formula, and doubles quotes', () => {
    for (const formula of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1'])
      expect(toCsvCell(formula).startsWith(`"'`)).toBe(true);
    expect(toCsvCell('=1+"2"')).toBe(`"'=1+""2"""`);
    expect(toCsvCell('Lease, final "v2".pdf')).toBe('"Lease, final ""v2"".pdf"');
    const csv = buildActivityCsv([entry({ documentName: '=cmd|"/c calc"!A1.txt' })]);
    expect(csv).toContain(`"'=cmd|""/c calc""!A1.txt"`);
  });

  it('names the account first for an admin', () => {
    const csv = buildAdminActivityCsv([
      { ...entry({}), userId: 'u1', userEmail: 'a@example.com' },
      { ...entry({}), userId: 'u2', userEmail: null },
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toMatch(/^"account","time",/);
    expect(lines[1]).toMatch(/^"a@example.com",/);
    expect(lines[2]).toMatch(/^"u2",/);
  });
});
