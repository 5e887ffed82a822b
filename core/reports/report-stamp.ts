import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { formatLongDate } from '../../common/dates/long-dates.ts';
import { NOT_LEGAL_ADVICE_NOTICE } from '../../common/analysis/not-legal-advice.ts';
import type { ReportInput } from './report-input.ts';

/**
 * What every report file carries whatever its format, so a page forwarded on its own still says
 * which document it is about, whose side it takes, what made it, when, and that it is not
 * legal advice.
 */
export interface ReportStamp {
  documentName: string;
  /** "TruckThat LLC (Consultant)". */
  reader: string;
  /** "legal-explainer-built-in 1.0.0, no language model". */
  engine: string;
  /** "22 November 2026, 14:05 UTC". */
  generatedAt: string;
  notice: string;
}

/** The stamp of a report made from this input. */
export function buildReportStamp(input: ReportInput): ReportStamp {
  return {
    documentName: input.documentName,
    reader: describeReader(input.analysis),
    engine: describeEngine(input.analysis),
    generatedAt: formatGeneratedAt(input.generatedAt),
    notice: NOT_LEGAL_ADVICE_NOTICE,
  };
}

/** Whose side the findings are written for, in words. */
export function describeReader(analysis: Analysis): string {
  const perspective = analysis.perspective;
  if (!perspective) return 'No side chosen (no party could be identified)';
  // With no name found, the party is its role: "Consultant (Consultant)" would say it twice.
  const side =
    perspective.party === perspective.role
      ? perspective.role
      : `${perspective.party} (${perspective.role})`;
  return perspective.isMutual ? `${side}; the terms are mutual` : side;
}

/** The engine and model that produced the analysis, as its stamp records them. */
export function describeEngine(analysis: Analysis): string {
  const { name, version, model } = analysis.engine;
  return `${name} ${version}, ${model ? `model ${model}` : 'no language model'}`;
}

/** The moment a report is made, in UTC so the same file reads the same everywhere. */
export function formatGeneratedAt(moment: Date): string {
  const isoDate = moment.toISOString().slice(0, 10);
  const time = moment.toISOString().slice(11, 16);
  return `${formatLongDate(isoDate)}, ${time} UTC`;
}
