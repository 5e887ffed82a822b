import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { assignFolds } from './random.ts';

/** The project root, from this file's place in scripts/train. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The shared training data (read-only, never committed); DATA_DIRECTORY overrides it. */
export const DATA_DIRECTORY =
  process.env.DATA_DIRECTORY ?? path.resolve(PROJECT_ROOT, '..', 'shared', 'data');
/** The seed of every split and of training. */
export const SEED = 42;

/** A labelled CUAD contract. */
export interface CuadContract {
  id: string;
  contractType: string;
  text: string;
  annotations: { category: string; start: number; end: number; text: string }[];
}

/** One terms-of-service document: its sentences in order with their CLAUDETTE tags. */
export interface TermsDocument {
  id: string;
  sentences: { text: string; tags: string[] }[];
}

/** Reads the CUAD dev contracts. */
export function loadCuadContracts(): CuadContract[] {
  const raw = gunzipSync(readFileSync(path.join(DATA_DIRECTORY, 'cuad', 'dev.jsonl.gz'))).toString(
    'utf8',
  );
  return raw
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CuadContract);
}

/** Reads the CLAUDETTE terms of service, grouped by document. */
export function loadTermsDocuments(): TermsDocument[] {
  const lines = readFileSync(path.join(DATA_DIRECTORY, 'tos', 'claudette_dev.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean);
  const byDocument = new Map<string, { i: number; sentence: string; tags: string[] }[]>();
  for (const line of lines) {
    const row = JSON.parse(line) as { doc: string; i: number; sentence: string; tags: string[] };
    const rows = byDocument.get(row.doc) ?? [];
    rows.push(row);
    byDocument.set(row.doc, rows);
  }
  return [...byDocument].map(([id, rows]) => ({
    id,
    sentences: rows
      .sort((a, b) => a.i - b.i)
      .map((row) => ({ text: row.sentence, tags: row.tags })),
  }));
}

/** Number of cross-validation folds: every model and threshold choice is made by 5-fold CV by document. */
export const FOLDS = 5;

/**
 * The documents of one cross-validation fold and the rest: folds by document (never by
 * sentence), fixed by SEED through `assignFolds(ids, FOLDS, SEED)`.
 */
export function splitFold<T>(
  items: readonly T[],
  getId: (item: T) => string,
  fold: number,
  folds = FOLDS,
): { train: T[]; test: T[] } {
  const assignment = assignFolds(items.map(getId), folds, SEED);
  return {
    train: items.filter((item) => assignment.get(getId(item)) !== fold),
    test: items.filter((item) => assignment.get(getId(item)) === fold),
  };
}

export { assignFolds };
