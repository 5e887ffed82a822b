/*
 * The cell rules of RFC 4180, plus the guard spreadsheets need: a cell that begins with
 * = + - @ (or a tab or carriage return) is a formula to Excel, LibreOffice and Google Sheets,
 * so contract text such as "=HYPERLINK(...)" could run when the file is opened. Such a cell
 * gets a leading apostrophe, which spreadsheets read as "this is text".
 */

/** The line ending RFC 4180 asks for. */
export const CSV_LINE_BREAK = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet will show as text, never run as a formula. */
export function guardFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One cell: guarded, and quoted (inner quotes doubled) when it holds a quote, comma or line break. */
export function formatCsvCell(value: string | number): string {
  const text = guardFormula(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells as a CSV file's text, every record ended by CRLF. */
export function joinCsvRows(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(formatCsvCell).join(',') + CSV_LINE_BREAK).join('');
}
