import {
  CONFIDENCE_BAND_LABELS,
  findConfidenceBand,
  type ConfidenceBand,
} from '../../../common/analysis/confidence-band.ts';
import type { BadgeTone } from '../../components/ui/badge.tsx';

/** How an overall confidence (0-100) reads in words, and its colour. */
export interface ConfidenceLevel {
  label: string;
  tone: BadgeTone;
}

const BAND_TONES: Record<ConfidenceBand, BadgeTone> = {
  high: 'success',
  moderate: 'warning',
  low: 'danger',
};

/** The score's band (common/analysis/confidence-band.ts) in words and colour. */
export function getConfidenceLevel(score: number): ConfidenceLevel {
  const band = findConfidenceBand(score);
  return { label: CONFIDENCE_BAND_LABELS[band], tone: BAND_TONES[band] };
}

/** A score kept to a whole number within 0..100, whatever arrives. */
export function clampScore(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.round(Math.min(100, Math.max(0, score)));
}
