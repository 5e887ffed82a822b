import type { BadgeTone } from '../../components/ui/badge.tsx';

/** How an overall confidence (0-100) reads in words, and its colour. */
export interface ConfidenceLevel {
  label: string;
  tone: BadgeTone;
}

/** 80 and above is high, 50 to 79 moderate, below 50 low. */
export function getConfidenceLevel(score: number): ConfidenceLevel {
  if (score >= 80) return { label: 'High', tone: 'success' };
  if (score >= 50) return { label: 'Moderate', tone: 'warning' };
  return { label: 'Low', tone: 'danger' };
}

/** A score kept to a whole number within 0..100, whatever arrives. */
export function clampScore(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.round(Math.min(100, Math.max(0, score)));
}
