import { analysisSchema, type Analysis } from '../../../common/analysis/analysis-schema.ts';
import type { DocumentResponse } from '../../../common/api/documents.ts';

/**
 * A document's analysis ready to show, or null before there is one. Read through the schema,
 * so an analysis cached in this browser before a field existed (readers, protections, clause
 * presence) gets its default instead of breaking the panel.
 */
export function readAnalysis(analysis: DocumentResponse['analysis']): Analysis | null {
  if (analysis.documentType.type === 'Unknown') return null;
  const parsed = analysisSchema.safeParse(analysis);
  return parsed.success ? parsed.data : (analysis as Analysis);
}
