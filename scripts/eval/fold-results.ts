import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_DIRECTORY } from '../train/load-data.ts';
import type { Confusion } from './evaluate-consumer-terms.ts';
import type { FoldResult } from './evaluate-fold.ts';
import { CACHE_DIRECTORY, collectImports, hashFile } from './fold-models.ts';
import { writeFileAtomically } from '../train/write-file-atomically.ts';

const EVALUATE_FOLD = fileURLToPath(new URL('./evaluate-fold.ts', import.meta.url));
const DATA_FILES = ['cuad/dev.jsonl.gz', 'cuad/master_clauses_dev.csv', 'tos/claudette_dev.jsonl'];

/**
 * The cache key of one fold's measurements: its models' keys, the engine and measuring code
 * (every file scripts/eval/evaluate-fold.ts imports, recursively) and the data. Any change to
 * the engine, even one training does not see (red flags, say), measures the fold again.
 */
export function computeResultKey(modelKeys: readonly string[]): string {
  const hash = createHash('sha256');
  hash.update(modelKeys.join(','));
  for (const file of collectImports(EVALUATE_FOLD)) hash.update(`${file}:${hashFile(file)}\n`);
  for (const data of DATA_FILES)
    hash.update(`${data}:${hashFile(path.join(DATA_DIRECTORY, data))}\n`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The fold's cached measurements (.cache/cv-models/fold-N/results.json) when their key matches
 * and `force` is not set, else a fresh evaluation, then cached.
 */
export function loadOrEvaluateFold(
  fold: number,
  key: string,
  evaluate: () => FoldResult,
  force = false,
): { result: FoldResult; isCached: boolean } {
  const file = path.join(CACHE_DIRECTORY, `fold-${fold + 1}`, 'results.json');
  if (!force && existsSync(file)) {
    const cached = parseFoldResult(readFileSync(file, 'utf8'));
    if (cached.key === key) return { result: cached.result, isCached: true };
  }
  const result = evaluate();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileAtomically(file, serialiseFoldResult(key, result));
  return { result, isCached: false };
}

type ConfusionEntries = [string, Confusion][];
interface SerialisedFoldResult extends Omit<FoldResult, 'categoryAupr' | 'presence' | 'terms'> {
  categoryAupr: [string, number][];
  presence: ConfusionEntries;
  terms: Omit<FoldResult['terms'], 'model' | 'redFlags'> & {
    model: ConfusionEntries;
    redFlags: ConfusionEntries;
  };
}

/** A FoldResult as JSON text: maps as entry lists, NaN and infinities as strings. */
export function serialiseFoldResult(key: string, result: FoldResult): string {
  const plain: SerialisedFoldResult = {
    ...result,
    categoryAupr: [...result.categoryAupr],
    presence: [...result.presence],
    terms: {
      ...result.terms,
      model: [...result.terms.model],
      redFlags: [...result.terms.redFlags],
    },
  };
  return JSON.stringify({ key, result: plain }, (_, value: unknown) =>
    typeof value === 'number' && !Number.isFinite(value) ? String(value) : value,
  );
}

/** The inverse of serialiseFoldResult. */
export function parseFoldResult(text: string): { key: string; result: FoldResult } {
  const { key, result } = JSON.parse(text, (_, value: unknown) =>
    value === 'NaN' || value === 'Infinity' || value === '-Infinity' ? Number(value) : value,
  ) as { key: string; result: SerialisedFoldResult };
  return {
    key,
    result: {
      ...result,
      categoryAupr: new Map(result.categoryAupr),
      presence: new Map(result.presence),
      terms: {
        ...result.terms,
        model: new Map(result.terms.model),
        redFlags: new Map(result.terms.redFlags),
      },
    },
  };
}
