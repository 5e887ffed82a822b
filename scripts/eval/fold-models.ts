import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_DIRECTORY, FOLDS, PROJECT_ROOT, SEED } from '../train/load-data.ts';
import {
  MODEL_FILES,
  MODEL_NAMES,
  type ModelName,
  type StoredModels,
} from '../train/train-models.ts';

/**
 * The models of each cross-validation fold (trained on the other folds' documents), cached in
 * .cache/cv-models/fold-N/ (git-ignored) so a second `npm run eval` only evaluates. A model is
 * retrained when its key changes: a hash of its training code (the files its training script
 * imports, followed recursively), the data it learns from, the fold, the number of folds and
 * the seed. `--retrain` retrains every model regardless.
 */
export const CACHE_DIRECTORY = path.join(PROJECT_ROOT, '.cache', 'cv-models');
// Bump to invalidate every cached fold model by hand.
const CACHE_VERSION = 1;
const TRAIN_FOLD_SCRIPT = fileURLToPath(new URL('./train-fold.ts', import.meta.url));
const TRAIN_DIRECTORY = path.join(PROJECT_ROOT, 'scripts', 'train');

/** What each model's training reads: its script (with all it imports) and its data. */
const SOURCES: Record<ModelName, { entries: string[]; data: string[] }> = {
  clauses: { entries: ['train-clauses.ts'], data: ['cuad/dev.jsonl.gz'] },
  'consumer-terms': { entries: ['train-consumer-terms.ts'], data: ['tos/claudette_dev.jsonl'] },
  'document-type': {
    entries: ['train-document-type.ts'],
    data: ['cuad/dev.jsonl.gz', 'tos/claudette_dev.jsonl'],
  },
};
// Shared by every model: how folds are cut (with what it imports) and how the three trainings
// are chained (that file alone: it imports every training, and a change to one must not
// retrain the others).
const COMMON_ENTRIES = ['load-data.ts'];
const COMMON_FILES = ['train-models.ts'];

// `import x from './a.ts'`, `export { x } from './a.ts'`, `import './a.ts'`, `import('./a.ts')`;
// `import type` and `export type` are left out: they cannot change what training computes.
const IMPORT_PATTERN =
  /(?:^|[;\n])\s*(?:(import|export)\s+(type\s+)?[^;'"]*?from\s*|import\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/**
 * Every file an entry file imports at run time by a relative path, followed recursively
 * (itself included).
 */
export function collectImports(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT_PATTERN))
      if (!match[2]) visit(path.resolve(path.dirname(file), match[3] ?? ''));
  };
  visit(entry);
  return [...seen].sort();
}

const hashes = new Map<string, string>();
/** The sha256 of a file's bytes (remembered for the run). */
export function hashFile(file: string): string {
  let hash = hashes.get(file);
  if (!hash) {
    hash = createHash('sha256').update(readFileSync(file)).digest('hex');
    hashes.set(file, hash);
  }
  return hash;
}

/** The cache key of one model of one fold (see the file comment). */
export function computeModelKey(name: ModelName, fold: number): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ version: CACHE_VERSION, name, fold, folds: FOLDS, seed: SEED }));
  // The one training setting read from the environment (scripts/train/train-clauses.ts).
  if (name === 'clauses') hash.update(`CLAUSE_CROSS_FIT=${process.env.CLAUSE_CROSS_FIT ?? ''}`);
  const entries = [...SOURCES[name].entries, ...COMMON_ENTRIES];
  const files = new Set([
    ...entries.flatMap((entry) => collectImports(path.join(TRAIN_DIRECTORY, entry))),
    ...COMMON_FILES.map((file) => path.join(TRAIN_DIRECTORY, file)),
  ]);
  for (const file of [...files].sort())
    hash.update(`${path.relative(PROJECT_ROOT, file)}:${hashFile(file)}\n`);
  for (const data of SOURCES[name].data)
    hash.update(`${data}:${hashFile(path.join(DATA_DIRECTORY, data))}\n`);
  // The document-type model finds titles with the fold's clause model.
  if (name === 'document-type') hash.update(computeModelKey('clauses', fold));
  return hash.digest('hex').slice(0, 16);
}

function foldDirectory(fold: number): string {
  return path.join(CACHE_DIRECTORY, `fold-${fold + 1}`);
}

function isFresh(fold: number, name: ModelName, key: string): boolean {
  const file = path.join(foldDirectory(fold), MODEL_FILES[name]);
  return (
    existsSync(file) && existsSync(`${file}.key`) && readFileSync(`${file}.key`, 'utf8') === key
  );
}

/**
 * Makes sure every fold's models are trained and current, training the missing or stale ones
 * in child processes (`jobs` at a time, one fold each), then reads them.
 */
export async function loadFoldModels(options: {
  retrain: boolean;
  jobs?: number;
  log: (message: string) => void;
}): Promise<{ models: StoredModels[]; keys: string[][] }> {
  const work: { fold: number; names: ModelName[]; keys: Record<string, string> }[] = [];
  const allKeys: string[][] = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const keys = Object.fromEntries(MODEL_NAMES.map((name) => [name, computeModelKey(name, fold)]));
    allKeys.push(MODEL_NAMES.map((name) => keys[name] ?? ''));
    const names = MODEL_NAMES.filter(
      (name) => options.retrain || !isFresh(fold, name, keys[name] ?? ''),
    );
    if (names.length) work.push({ fold, names, keys });
  }
  if (work.length) {
    const wanted = options.jobs && options.jobs >= 1 ? Math.floor(options.jobs) : undefined;
    const jobs = Math.min(wanted ?? availableParallelism(), work.length);
    options.log(
      `training fold models (${work.map((item) => `fold ${item.fold + 1}: ${item.names.join(', ')}`).join('; ')}), ${jobs} at a time`,
    );
    const queue = [...work];
    await Promise.all(
      Array.from({ length: jobs }, async () => {
        for (let item = queue.shift(); item; item = queue.shift())
          await runTrainFold(item.fold, item.names, item.keys);
      }),
    );
  } else
    options.log(
      `fold models: all ${FOLDS} folds cached in ${path.relative(PROJECT_ROOT, CACHE_DIRECTORY)}`,
    );
  const models = Array.from({ length: FOLDS }, (_, fold) => {
    const read = (name: ModelName) =>
      JSON.parse(
        readFileSync(path.join(foldDirectory(fold), MODEL_FILES[name]), 'utf8'),
      ) as unknown;
    return {
      clauses: read('clauses'),
      'consumer-terms': read('consumer-terms'),
      'document-type': read('document-type'),
    } as StoredModels;
  });
  return { models, keys: allKeys };
}

function runTrainFold(
  fold: number,
  names: ModelName[],
  keys: Record<string, string>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        ...process.execArgv,
        TRAIN_FOLD_SCRIPT,
        foldDirectory(fold),
        String(fold),
        JSON.stringify(keys),
        ...names,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`training fold ${fold + 1} failed (exit ${code})`)),
    );
  });
}
