import type { Analysis, Coverage } from '../../common/analysis/analysis-schema.ts';
import type { LlmModel } from '../../core/analysis/llm/index.ts';
import type { ParsedDocument } from '../../core/parsing/index.ts';
import { builtInEngine } from './engine-thread.ts';

/** What an analysis is made from: whose document, its text, and the pages read by OCR. */
export interface AnalysisRequest {
  userId: string;
  document: ParsedDocument;
  ocrPages: Coverage['ocrPages'];
}

/** Tells the person how far the analysis is: what it is doing, and the fraction done (0 to 1). */
export type ReportStep = (message: string, fraction: number) => void;

/** Turns a document's text into an Analysis, reporting its steps as it goes. */
export type Analyser = (request: AnalysisRequest, reportStep: ReportStep) => Promise<Analysis>;

/** The built-in engine alone, on its own thread so a long contract never stalls the server. */
export const analyseWithBuiltInEngine: Analyser = ({ userId, document, ocrPages }) =>
  builtInEngine.analyze(userId, document, { reading: { ocrPages } });

/**
 * The built-in engine first, then the language model guided by its findings. The built-in
 * reading decides whether the document is legal at all (a recipe costs no model call).
 */
export function analyseWithLanguageModel(languageModel: LlmModel): Analyser {
  return async (request, reportStep) => {
    const guidance = await analyseWithBuiltInEngine(request, reportStep);
    // Loaded only by a server with a model configured: the AI SDK slows every start otherwise.
    const { analyzeWithLlm } = await import('../../core/analysis/llm/index.ts');
    return analyzeWithLlm(request.document, {
      model: languageModel,
      guidance,
      onProgress: (done, total) =>
        reportStep(
          done < total
            ? `Reading with the language model: part ${done + 1} of ${total}`
            : 'Checking every quote against the document',
          0.3 + (0.7 * done) / total,
        ),
    });
  };
}
