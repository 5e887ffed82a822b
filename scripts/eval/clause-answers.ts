import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CUAD_CATEGORY_NAMES } from '../../common/analysis/clause-categories.ts';
import { DATA_DIRECTORY } from '../train/load-data.ts';

/** Parses CSV text (RFC 4180: quoted fields may hold commas, doubled quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (isQuoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (character === '"') isQuoted = false;
      else field += character;
    } else if (character === '"') isQuoted = true;
    else if (character === ',') {
      row.push(field);
      field = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[index + 1] === '\n') index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += character;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * The dev.jsonl.gz id of a master_clauses_dev.csv Filename: the file name without its
 * extension (.pdf or .PDF). One Filename carries a stray trailing quote
 * ("...AGREEMENT.PDF'"), which is dropped first.
 */
export function toContractId(filename: string): string {
  return filename
    .trim()
    .replace(/'+$/, '')
    .replace(/\.(pdf|txt)$/i, '');
}

/**
 * CUAD's yes/no answers per contract (by dev.jsonl.gz id) and category: the "-Answer" columns
 * of master_clauses_dev.csv whose answer is Yes or No (33 categories; the others hold dates,
 * names or governing law).
 */
export function readClauseAnswers(csv: string): Map<string, Map<string, boolean>> {
  const [header = [], ...rows] = parseCsv(csv);
  const columns: { index: number; category: string }[] = [];
  header.forEach((name, index) => {
    const match = /^(.*?)-\s*Answer$/.exec(name.trim());
    const category = CUAD_CATEGORY_NAMES.find(
      (item) => item.toLowerCase() === match?.[1]?.trim().toLowerCase(),
    );
    if (category) columns.push({ index, category });
  });
  const answers = new Map<string, Map<string, boolean>>();
  for (const row of rows) {
    const filename = row[0];
    if (!filename) continue;
    const byCategory = new Map<string, boolean>();
    for (const { index, category } of columns) {
      const answer = row[index]?.trim().toLowerCase();
      if (answer === 'yes' || answer === 'no') byCategory.set(category, answer === 'yes');
    }
    answers.set(toContractId(filename), byCategory);
  }
  return answers;
}

/** Reads ../shared/data/cuad/master_clauses_dev.csv (see readClauseAnswers). */
export function loadClauseAnswers(): Map<string, Map<string, boolean>> {
  return readClauseAnswers(
    readFileSync(path.join(DATA_DIRECTORY, 'cuad', 'master_clauses_dev.csv'), 'utf8'),
  );
}
