import type { Severity } from '../../../../common/analysis/analysis-schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { SEVERITY_LABELS } from '../../../../common/analysis/severity-labels.ts';
import { SEVERITY_TONES } from '../../../components/ui/severity.ts';

/** A red flag's severity as a coloured label; the word, not the colour, carries the meaning. */
export function SeverityBadge({ severity }: { severity: Severity }) {
  return (
    <Badge tone={SEVERITY_TONES[severity]} className="shrink-0">
      {SEVERITY_LABELS[severity]}
      <span className="sr-only"> severity</span>
    </Badge>
  );
}
