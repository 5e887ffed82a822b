import type { Severity } from '../../../common/analysis/analysis-schema.ts';
import type { BadgeTone } from './badge.tsx';

/** Each severity's badge colour: high is danger, medium warning, low info. */
export const SEVERITY_TONES: Record<Severity, BadgeTone> = {
  high: 'danger',
  medium: 'warning',
  low: 'info',
};
