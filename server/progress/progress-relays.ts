import type { Kysely } from 'kysely';
import { analysisProgressSchema, isFinishedJob } from '../../common/api/analysis-jobs.ts';
import type { AnalysisProgress } from '../../common/api/analysis-jobs.ts';
import { processingProgressSchema, type ProcessingProgress } from '../../common/api/documents.ts';
import type { Database } from '../db/schema.ts';
import type { Signals } from '../db/signals.ts';
import { ProgressRelay } from './progress-relay.ts';

/** The progress of readings and of analyses, relayed between the processes sharing a database. */
export interface ProgressRelays {
  reading: ProgressRelay<ProcessingProgress>;
  analysis: ProgressRelay<AnalysisProgress>;
}

/** Both relays, listening to the other processes until `stop` is called. */
export function createProgressRelays(options: {
  db: Kysely<Database>;
  signals: Signals;
  instanceId: string;
  warn: (details: Record<string, unknown>, message: string) => void;
}): ProgressRelays & { stop: () => void } {
  const reading = new ProgressRelay<ProcessingProgress>({
    ...options,
    kind: 'reading',
    schema: processingProgressSchema,
    isFinished: (report) => !report.isProcessing,
  });
  const analysis = new ProgressRelay<AnalysisProgress>({
    ...options,
    kind: 'analysis',
    schema: analysisProgressSchema,
    isFinished: (report) => isFinishedJob(report.job),
  });
  const stopReading = reading.listen();
  const stopAnalysis = analysis.listen();
  return {
    reading,
    analysis,
    stop: () => {
      stopReading();
      stopAnalysis();
    },
  };
}
