import { analysisSchema, type Analysis } from '../../common/analysis/analysis-schema.ts';
import { AppError } from '../../common/errors/app-error.ts';

/**
 * A stored analysis, checked against the schema. Analyses stored before a field existed get
 * its default (no reader, no protections); anything else wrong is DATA_CORRUPTION.
 */
export function parseStoredAnalysis(json: string): Analysis {
  const result = analysisSchema.safeParse(JSON.parse(json));
  if (!result.success)
    throw new AppError('DATA_CORRUPTION', 'A stored analysis could not be read.', {
      cause: result.error,
    });
  return result.data;
}
