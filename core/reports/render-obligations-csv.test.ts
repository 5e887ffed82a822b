import { describe, expect, it } from 'vitest';
import { NOT_LEGAL_ADVICE_NOTICE } from '../../common/analysis/not-legal-advice.ts';
import { formatCsvCell } from './csv-cells.ts';
import { createReportInput, NON_ASCII_PARTY } from './report-input.test-support.ts';
import { OBLIGATION_CSV_COLUMNS, renderObligationsCsv } from './render-obligations-csv.ts';

const input = createReportInput();

/** RFC 4180 read back: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let isQuoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text.charAt(index);
    if (isQuoted) {
      if (character === '"' && text.charAt(index + 1) === '"') {
        cell += '"';
        index++;
      } else if (character === '"') {
        isQuoted = false;
      } else {
        cell += character;
      }
    } else if (character === '"') {
      isQuoted = true;
    } else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && text.charAt(index + 1) === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else {
      cell += character;
    }
  }
  if (cell !== '' || row.length > 0) throw new Error('the last record has no CRLF');
  return rows;
}

function readRecords(csv: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(csv);
  return rows.map((row) => Object.fromEntries(row.map((cell, index) => [header?.[index], cell])));
}

describe('renderObligationsCsv', () => {
  it('has one row per obligation under the named columns', () => {
    const [header, ...rows] = parseCsv(renderObligationsCsv(input));
    expect(header).toEqual([...OBLIGATION_CSV_COLUMNS]);
    expect(rows).toHaveLength(input.analysis.obligations.length);
    expect(rows.every((row) => row.length === OBLIGATION_CSV_COLUMNS.length)).toBe(true);
  });

  it('maps each obligation’s fields, its quote surviving commas and quotation marks', () => {
    const records = readRecords(renderObligationsCsv(input));
    const obligation = input.analysis.obligations.find((each) => each.deadline?.trigger);
    const record = records.find((each) => each.quote === obligation?.quote);
    expect(record).toMatchObject({
      party: obligation?.party,
      action: obligation?.action,
      deadline: obligation?.deadline?.text,
      trigger: obligation?.deadline?.trigger,
      page: String(obligation?.page),
      quote_checked: 'yes',
    });
    const quoted = records.find((each) => each.quote?.includes('"Services"'));
    expect(quoted?.quote).toBe(
      'Consultant shall provide the logistics consulting services described in Exhibit A (the "Services").',
    );
  });

  it('stamps every row with the document, the reader, the engine and the notice', () => {
    for (const record of readRecords(renderObligationsCsv(input))) {
      expect(record.document).toBe('Acme MSA.pdf');
      expect(record.reader).toBe(`${NON_ASCII_PARTY} (Consultant)`);
      expect(record.engine).toBe('legal-explainer-built-in 1.0.0, no language model');
      expect(record.generated).toBe('4 March 2026, 09:30 UTC');
      expect(record.notice).toBe(NOT_LEGAL_ADVICE_NOTICE);
    }
  });

  it('keeps a line break inside a cell and ends every record with CRLF', () => {
    const [first, ...rest] = input.analysis.obligations;
    if (!first) throw new Error('the fixture has obligations');
    const csv = renderObligationsCsv({
      ...input,
      analysis: {
        ...input.analysis,
        obligations: [{ ...first, action: 'pay, on demand,\nthe "fee"' }, ...rest],
      },
    });
    expect(readRecords(csv)[0]?.action).toBe('pay, on demand,\nthe "fee"');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('turns cells a spreadsheet would run as formulas into text', () => {
    const [first, ...rest] = input.analysis.obligations;
    if (!first) throw new Error('the fixture has obligations');
    const csv = renderObligationsCsv({
      ...input,
      analysis: {
        ...input.analysis,
        obligations: [
          { ...first, party: '=HYPERLINK("http://evil.example","x")', action: '+1+2' },
          { ...first, party: '@SUM(A1:A9)', action: '-5 per day' },
          ...rest,
        ],
      },
    });
    const [hyperlink, sum] = readRecords(csv);
    expect(hyperlink?.party).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(hyperlink?.action).toBe(`'+1+2`);
    expect(sum?.party).toBe(`'@SUM(A1:A9)`);
    expect(sum?.action).toBe(`'-5 per day`);
  });
});

describe('formatCsvCell', () => {
  it('quotes only what needs quoting and guards tabs and carriage returns too', () => {
    expect(formatCsvCell('plain')).toBe('plain');
    expect(formatCsvCell(12)).toBe('12');
    expect(formatCsvCell('a "b"')).toBe('"a ""b"""');
    expect(formatCsvCell('\t=1')).toBe("'\t=1");
    expect(formatCsvCell('\r=1')).toBe(`"'\r=1"`);
  });
});
