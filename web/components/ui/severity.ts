import type { Severity } from '../../../common/analysis/analysis-schema.ts';
import type { BadgeTone } from './badge.tsx';

/** The severities from most to least serious: the order red flags are shown in. */
export const SEVERITY_ORDER: readonly Severity[] = ['high', 'medium', 'low'];

/** Each severity's name, as its badge and filter show it. */
export const SEVERITY_LABELS: Record<Severity, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

/** Each severity's badge colour: high is danger, medium warning, low info. */
export const SEVERITY_TONES: Record<Severity, BadgeTone> = {
  high: 'danger',
  medium: 'warning',
  low: 'info',
};
