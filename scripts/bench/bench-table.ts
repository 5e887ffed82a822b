import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Answer } from './reliability-server.ts';

/** The abuse benches' table (reliability, security): one line a check. */

export interface Row {
  check: string;
  result: string;
  target: string;
  /** null: a figure to read, not a pass or fail. */
  pass: boolean | null;
}

export const answerKey = (answer: Answer) =>
  answer.status === 0
    ? `no answer (${answer.failure})`
    : `${answer.status}${answer.code ? ` ${answer.code}` : ''}`;

export function printTable(rows: Row[]) {
  const header = { check: 'check', result: 'result', target: 'target', pass: 'pass/fail' };
  const cells = rows.map((row) => ({
    check: row.check,
    result: row.result,
    target: row.target,
    pass: row.pass === null ? 'info' : row.pass ? 'pass' : 'FAIL',
  }));
  const width = (key: keyof typeof header) =>
    Math.max(header[key].length, ...cells.map((cell) => cell[key].length));
  const widths = {
    check: width('check'),
    result: width('result'),
    target: width('target'),
    pass: width('pass'),
  };
  const line = (cell: typeof header) =>
    `| ${cell.check.padEnd(widths.check)} | ${cell.result.padEnd(widths.result)} | ${cell.target.padEnd(widths.target)} | ${cell.pass.padEnd(widths.pass)} |`;
  console.log(line(header));
  console.log(
    `|${'-'.repeat(widths.check + 2)}|${'-'.repeat(widths.result + 2)}|${'-'.repeat(widths.target + 2)}|${'-'.repeat(widths.pass + 2)}|`,
  );
  for (const cell of cells) console.log(line(cell));
}

export interface DatabaseTarget {
  kind: 'sqlite' | 'postgres';
  /** A fresh database URL for one part of the bench (PostgreSQL), or undefined for SQLite. */
  create: () => Promise<string | undefined>;
}

export async function createPostgresDatabase(serverUrl: string): Promise<string> {
  const name = `bench_${randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return serverUrl.replace(/\/postgres$/, `/${name}`);
}
