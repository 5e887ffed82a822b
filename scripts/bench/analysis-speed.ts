import { analyzeDocument } from '../../core/analysis/analyze-document.ts';
import { paginateText } from '../../core/parsing/paginate-text.ts';
import {
  createParsedDocument,
  normalizeExtractedText,
} from '../../core/parsing/parsed-document.ts';
import type { CuadContract } from '../train/load-data.ts';

/**
 * Analysis speed over the CUAD dev contracts on one core: milliseconds per 10,000 words (the
 * median over contracts, and over all words together) and the peak memory of the process.
 */
export function measureAnalysisSpeed(contracts: readonly CuadContract[]) {
  // One warm-up so model loading is not counted as analysis time.
  const first = contracts[0];
  if (first)
    analyzeDocument(
      createParsedDocument('txt', paginateText(normalizeExtractedText(first.text)), true),
    );
  const perTenThousandWords: number[] = [];
  let totalMilliseconds = 0;
  let totalWords = 0;
  let peakRss = process.memoryUsage().rss;
  for (const contract of contracts) {
    const document = createParsedDocument(
      'txt',
      paginateText(normalizeExtractedText(contract.text)),
      true,
    );
    const words = document.text.split(/\s+/).length;
    const started = performance.now();
    try {
      analyzeDocument(document);
    } catch {
      // A contract the engine calls non-legal still took the time measured.
    }
    const elapsed = performance.now() - started;
    perTenThousandWords.push((elapsed / words) * 10_000);
    totalMilliseconds += elapsed;
    totalWords += words;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  perTenThousandWords.sort((a, b) => a - b);
  return {
    contracts: contracts.length,
    medianMsPer10kWords: perTenThousandWords[Math.floor(perTenThousandWords.length / 2)] ?? 0,
    p90MsPer10kWords: perTenThousandWords[Math.floor(perTenThousandWords.length * 0.9)] ?? 0,
    overallMsPer10kWords: (totalMilliseconds / totalWords) * 10_000,
    peakRssMiB: peakRss / 1024 / 1024,
  };
}
