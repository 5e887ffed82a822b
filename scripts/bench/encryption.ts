import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openFile, sealFile } from '../../server/encryption/file-cipher.ts';
import { loadNote, median } from './bench-helpers.ts';
import { makeLongPdf } from './make-long-pdf.ts';

/**
 * `npm run bench encryption`: what encryption at rest costs (issue 35's target: under 10%
 * slower). A 30-page text PDF from upload to analysis in hand over HTTP, on the real app sealing
 * everything and on the same app with a vault that seals nothing, each in its own process (for
 * its peak memory), alternating so the machine's load falls on both alike. Then the cipher alone
 * on a file of the largest upload allowed.
 */
const ROUNDS = 5;
const RUNS_PER_ROUND = 4;
const PAGES = 30;
const LARGEST_UPLOAD_MB = 100;

interface RoundResult {
  totals: number[];
  peakRssMiB: number;
}

export async function reportEncryptionCost(projectRoot: string) {
  const directory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-bench-encryption-'));
  try {
    const pdfPath = path.join(directory, 'bench.pdf');
    writeFileSync(pdfPath, await makeLongPdf(PAGES));
    const results: Record<'sealed' | 'plain', RoundResult[]> = { sealed: [], plain: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const order =
        round % 2 === 0 ? (['sealed', 'plain'] as const) : (['plain', 'sealed'] as const);
      for (const variant of order) results[variant].push(runVariant(projectRoot, variant, pdfPath));
    }
    const totals = (variant: 'sealed' | 'plain') => results[variant].flatMap((r) => r.totals);
    const sealed = median(totals('sealed'));
    const plain = median(totals('plain'));
    const rss = (variant: 'sealed' | 'plain') => median(results[variant].map((r) => r.peakRssMiB));
    console.log(
      `encryption: ${PAGES}-page text PDF, upload to analysis in hand over HTTP, ${ROUNDS} processes each, ${RUNS_PER_ROUND} warm runs each; ${loadNote()}`,
    );
    console.log(
      `encryption:   median with encryption ${(sealed / 1000).toFixed(2)} s, without ${(plain / 1000).toFixed(2)} s: ${formatChange(sealed / plain)}`,
    );
    console.log(
      `encryption:   peak memory (RSS, median of processes) with ${rss('sealed').toFixed(0)} MiB, without ${rss('plain').toFixed(0)} MiB`,
    );
    reportCipherSpeed();
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

function runVariant(
  projectRoot: string,
  variant: 'sealed' | 'plain',
  pdfPath: string,
): RoundResult {
  const output = execFileSync(
    path.join(projectRoot, 'node_modules', '.bin', 'tsx'),
    [
      path.join(projectRoot, 'scripts', 'bench', 'encryption-run.ts'),
      variant,
      pdfPath,
      String(RUNS_PER_ROUND),
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(output.trim().split('\n').at(-1) ?? '') as RoundResult;
}

function reportCipherSpeed() {
  const key = randomBytes(32);
  const file = randomBytes(LARGEST_UPLOAD_MB * 1024 * 1024);
  const seal: number[] = [];
  const open: number[] = [];
  for (let run = 0; run < 5; run++) {
    let started = performance.now();
    const sealed = sealFile(key, file, 'bench');
    seal.push(performance.now() - started);
    started = performance.now();
    openFile(key, sealed, 'bench');
    open.push(performance.now() - started);
  }
  console.log(
    `encryption:   AES-256-GCM on a ${LARGEST_UPLOAD_MB} MB file (the largest upload allowed), median of 5: seal ${median(seal).toFixed(0)} ms, open ${median(open).toFixed(0)} ms`,
  );
}

function formatChange(ratio: number): string {
  const percent = (ratio - 1) * 100;
  return `${percent >= 0 ? '+' : ''}${percent.toFixed(1)}% (${percent < 10 ? 'under' : 'over'} the 10% target)`;
}
