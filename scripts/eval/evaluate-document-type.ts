import type { DocumentType } from '../../common/analysis/document-types.ts';
import { toDocumentType } from '../../common/analysis/document-types.ts';
import { classifyDocumentTypeInDetail } from '../../core/analysis/type/classify-document-type.ts';
import { isTypeRight } from '../train/document-type-labels.ts';
import { computeMeanStd, formatMeanStd } from './mean-std.ts';

/** One held-out document's typing: how sure the engine said it was, and whether it was right. */
export interface TypeRow {
  /** 'contract' for a CUAD contract, 'terms' for a CLAUDETTE terms of service. */
  source: 'contract' | 'terms';
  route: string;
  confidence: number;
  isRight: boolean;
  /** Right against CUAD's label as it stands (no joint filing or amendment reading). */
  isRightAsLabelled: boolean;
}

const BINS = 10;

/** Types a held-out document with the models in use and compares it with its true type. */
export function measureDocumentType(
  text: string,
  truth: DocumentType,
  source: TypeRow['source'],
  cuadLabel?: string,
): TypeRow {
  const typed = classifyDocumentTypeInDetail(text);
  const labelled = cuadLabel === undefined ? truth : toDocumentType(cuadLabel);
  return {
    source,
    route: typed.route,
    confidence: typed.confidence,
    isRight: isTypeRight(typed, truth),
    isRightAsLabelled: typed.type === labelled,
  };
}

/** Per confidence bin (tenths): documents, mean confidence, share right. Empty bins left out. */
export function computeReliability(
  rows: readonly TypeRow[],
): { from: number; to: number; count: number; confidence: number; accuracy: number }[] {
  const bins = Array.from({ length: BINS }, (_, index) => ({
    from: index / BINS,
    to: (index + 1) / BINS,
    count: 0,
    confidence: 0,
    accuracy: 0,
  }));
  for (const row of rows) {
    const bin = bins[Math.min(BINS - 1, Math.floor(row.confidence * BINS))];
    if (!bin) continue;
    bin.count++;
    bin.confidence += row.confidence;
    bin.accuracy += row.isRight ? 1 : 0;
  }
  return bins
    .filter((bin) => bin.count > 0)
    .map((bin) => ({
      ...bin,
      confidence: bin.confidence / bin.count,
      accuracy: bin.accuracy / bin.count,
    }));
}

/** Expected calibration error: |mean confidence - accuracy| per bin, weighted by its documents. */
export function computeExpectedCalibrationError(rows: readonly TypeRow[]): number {
  if (rows.length === 0) return NaN;
  return computeReliability(rows).reduce(
    (sum, bin) => sum + (bin.count / rows.length) * Math.abs(bin.confidence - bin.accuracy),
    0,
  );
}

/**
 * The report of document typing over the folds: accuracy on CUAD (mean ± std), the reliability
 * of the confidence it states (bins pooled over the folds; calibration error per fold), and
 * how often each way of typing was right.
 */
export function describeDocumentTypes(perFold: readonly (readonly TypeRow[])[]): string[] {
  const contracts = perFold.map((rows) => rows.filter((row) => row.source === 'contract'));
  const share = (rows: readonly TypeRow[], isRight: (row: TypeRow) => boolean) =>
    rows.length ? (100 * rows.filter(isRight).length) / rows.length : NaN;
  const pooled = perFold.flat();
  const lines = [
    `Document type accuracy (CUAD; joint filing agreements as such, an amendment right when it amends an agreement of the labelled type): ${formatMeanStd(contracts.map((rows) => share(rows, (row) => row.isRight)))}%`,
    `  against CUAD's labels as they stand: ${formatMeanStd(contracts.map((rows) => share(rows, (row) => row.isRightAsLabelled)))}%`,
    `  type confidence, ${pooled.length} held-out documents (CUAD contracts and terms of service): expected calibration error (${BINS} bins) ${formatMeanStd(
      perFold.map((rows) => computeExpectedCalibrationError(rows)),
      3,
    )} per fold, ${computeExpectedCalibrationError(pooled).toFixed(3)} pooled; mean confidence ${formatMeanStd(
      perFold.map((rows) => 100 * computeMeanStd(rows.map((row) => row.confidence)).mean),
    )}% against ${formatMeanStd(perFold.map((rows) => share(rows, (row) => row.isRight)))}% right`,
    '  reliability, all folds pooled (confidence bin: documents, mean confidence, share right):',
  ];
  for (const bin of computeReliability(pooled))
    lines.push(
      `    ${bin.from.toFixed(1)}-${bin.to.toFixed(1)}: ${String(bin.count).padStart(4)}  ${bin.confidence.toFixed(3)}  ${bin.accuracy.toFixed(3)}`,
    );
  lines.push('  per route (documents, share right, mean confidence):');
  const routes = [...new Set(pooled.map((row) => row.route))];
  for (const route of routes) {
    const rows = pooled.filter((row) => row.route === route);
    lines.push(
      `    ${route.padEnd(20)} ${String(rows.length).padStart(4)}  ${(share(rows, (row) => row.isRight) / 100).toFixed(3)}  ${computeMeanStd(rows.map((row) => row.confidence)).mean.toFixed(3)}`,
    );
  }
  return lines;
}
