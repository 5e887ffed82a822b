import {
  analysisSchema,
  type Analysis,
  type Coverage,
} from '../../../common/analysis/analysis-schema.ts';
import { AppError } from '../../../common/errors/app-error.ts';
import type { ParsedDocument } from '../../parsing/parsed-document.ts';
import { assessOverallConfidence } from '../summary/confidence.ts';
import { findMissingClauses } from '../findings/find-missing-clauses.ts';
import { summarize } from '../summary/summarize.ts';
import { splitSentences } from '../text/split-sentences.ts';
import { addItemFindings } from './add-item-findings.ts';
import { chooseDocumentType } from './choose-document-type.ts';
import { collectKeyPoints } from './collect-key-points.ts';
import { toItemFindings, type ChunkItemResults } from './item-findings.ts';
import { locateFindings, type LocatedFindings } from './locate-findings.ts';
import { mergeFindings } from './merge-findings.ts';
import { readPlaybookContext, toChecklist, type Checklist } from './playbook-context.ts';
import { buildChunkPrompt, type ChunkGuidance } from './prompt.ts';
import { describeModel, requestChunkFindings, type LlmModel } from './request-chunk-findings.ts';
import { DEFAULT_MAX_CHUNK_CHARACTERS, splitIntoChunks, type Chunk } from './split-into-chunks.ts';

export type { LlmModel } from './request-chunk-findings.ts';
export { DEFAULT_MAX_CHUNK_CHARACTERS } from './split-into-chunks.ts';

/** The LLM engine's stamp; `model` is filled with "provider:modelId" per analysis. */
export const LLM_ENGINE = { name: 'llm', version: '1' };

/** What analyzeWithLlm needs besides the document. */
export interface LlmAnalysisOptions {
  model: LlmModel;
  /** The built-in engine's analysis of the same document: hints, clauses and coverage. */
  guidance: Analysis;
  signal?: AbortSignal;
  /** Called with (0, total) before the first request and after each chunk is done. */
  onProgress?: (done: number, total: number) => void;
  maxChunkCharacters?: number;
  /** Retries per request on rate limits and server errors (default: the AI SDK's, 2). */
  maxRetries?: number;
}

/**
 * Explains a document with a language model, chunk by chunk, in the same Analysis shape as the
 * built-in engine. Every quote is checked against the document; findings whose words are not
 * there are dropped and counted. A failed request fails the whole analysis with ANALYSIS_FAILED
 * (a partial analysis would silently hide the rest of the document); an abort is passed on as is.
 */
export async function analyzeWithLlm(
  document: ParsedDocument,
  options: LlmAnalysisOptions,
): Promise<Analysis> {
  const { guidance } = options;
  const chunks = splitIntoChunks(
    document.text,
    options.maxChunkCharacters ?? DEFAULT_MAX_CHUNK_CHARACTERS,
  );
  options.onProgress?.(0, chunks.length);
  // The built-in type's playbook is the model's checklist (decision 025): the type the model
  // names comes with the first answer, too late for the questions asked alongside it.
  const playbookContext = readPlaybookContext(document, guidance);
  const checklist = playbookContext && toChecklist(playbookContext);

  // One request at a time: gentler on rate limits and on a local server, and a failure stops
  // the spending at once.
  const located: LocatedFindings[] = [];
  const keyPoints: string[][] = [];
  const itemAnswers: ChunkItemResults[] = [];
  let modelDocumentType: string | null = null;
  for (const chunk of chunks) {
    options.signal?.throwIfAborted();
    const answer = await requestChunk(document, chunks.length, chunk, options, checklist);
    if (chunk.index === 0) modelDocumentType = answer.documentType;
    located.push(locateFindings(document, chunk, answer, guidance.redFlags));
    keyPoints.push(answer.keyPoints);
    itemAnswers.push({ chunk, results: answer.itemResults });
    options.onProgress?.(chunk.index + 1, chunks.length);
  }

  const merged = mergeFindings(located);
  // A flag the model says burdens another party is not the reader's risk.
  const forReader = {
    redFlags: merged.redFlags.filter((flag) => isForReader(flag.burdens, guidance.perspective)),
    protections: guidance.protections,
  };
  // The checklist's answers, checked against the words and the reading, one finding per item.
  const items = playbookContext && {
    context: playbookContext,
    findings: toItemFindings(playbookContext, itemAnswers, guidance.redFlags),
  };
  const { redFlags, protections } = items
    ? addItemFindings(forReader, items.findings, items.context)
    : forReader;
  const findings = { ...merged, redFlags };
  const documentType = chooseDocumentType(modelDocumentType, guidance.documentType);
  // Clauses are the built-in engine's: they are trained and calibrated on CUAD, and the
  // confidence below rests on their probabilities. Missing clauses follow from them, found
  // again only when the model changed the document type (what is expected depends on it).
  const clauses = guidance.clauses;
  const missingClauses =
    documentType.type === guidance.documentType.type
      ? guidance.missingClauses
      : findMissingClauses(documentType.type, clauses, splitSentences(document.text));
  const coverage: Coverage = {
    ...guidance.coverage,
    unverifiedFindingsDropped:
      located.reduce((sum, part) => sum + part.droppedCount, 0) +
      (items?.findings.droppedCount ?? 0),
  };
  // The built-in engine's confidence applies as is: the expected share of the shown claims (the
  // model's findings and facts, the built-in clauses, the chosen type) a lawyer would confirm,
  // lowered for dropped findings and for text read badly, none of it specific to one engine.
  const confidence = assessOverallConfidence(
    document.text,
    {
      documentType,
      clauses,
      clausePresence: guidance.clausePresence,
      protections,
      missingClauses,
      ...findings,
    },
    coverage,
  );
  // The short summary is written by our own template from the model's findings, so it covers
  // the whole document; the key points are the model's own words.
  const summary = summarize({
    documentType: documentType.type,
    perspective: guidance.perspective,
    protections,
    ...findings,
  });
  const collected = collectKeyPoints(keyPoints);

  const analysis: Analysis = {
    engine: { ...LLM_ENGINE, model: describeModel(options.model) },
    documentType,
    // Whom it is written for and which clauses are present are the built-in engine's; the terms
    // in the reader's favour too, with those the model found answering the checklist.
    perspective: guidance.perspective,
    readers: guidance.readers,
    protections,
    clausePresence: guidance.clausePresence,
    summary: {
      short: summary.short,
      keyPoints: collected.length > 0 ? collected : summary.keyPoints,
    },
    ...findings,
    clauses,
    missingClauses,
    coverage,
    overallConfidence: confidence.score,
    confidenceReasons: confidence.reasons,
  };
  return validate(analysis);
}

async function requestChunk(
  document: ParsedDocument,
  chunkCount: number,
  chunk: Chunk,
  options: LlmAnalysisOptions,
  checklist: Checklist | null,
) {
  try {
    return await requestChunkFindings({
      model: options.model,
      prompt: buildChunkPrompt({
        chunk,
        chunkCount,
        guidance: selectGuidance(options.guidance, chunk),
        shouldAskDocumentType: chunk.index === 0,
        guidanceDocumentType: options.guidance.documentType.type,
        perspective: options.guidance.perspective,
        checklist,
      }),
      signal: options.signal,
      maxRetries: options.maxRetries,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError(
      'ANALYSIS_FAILED',
      `The language model could not analyze part ${chunk.index + 1} of ${chunkCount} of the document: ${reason}`,
      { cause: error },
    );
  }
}

/** The built-in engine's findings that start inside the chunk. */
function selectGuidance(guidance: Analysis, chunk: Chunk): ChunkGuidance {
  const inside = <Finding extends { start: number }>(findings: Finding[]) =>
    findings.filter((finding) => finding.start >= chunk.start && finding.start < chunk.end);
  return {
    parties: inside(guidance.parties),
    keyDates: inside(guidance.keyDates),
    keyTerms: inside(guidance.keyTerms),
    redFlags: inside(guidance.redFlags),
    obligations: inside(guidance.obligations),
  };
}

function isForReader(burdens: readonly string[], perspective: Analysis['perspective']): boolean {
  if (!perspective || burdens.length === 0) return true;
  const role = perspective.role.toLowerCase();
  return burdens.some((burden) => {
    const lower = burden.toLowerCase();
    return (
      lower.includes(role) || role.includes(lower) || /\b(?:both|each|either|all)\b/.test(lower)
    );
  });
}

/** The last guard: whatever the model said, the product only ever stores a valid Analysis. */
function validate(analysis: Analysis): Analysis {
  const result = analysisSchema.safeParse(analysis);
  if (!result.success) {
    throw new AppError(
      'ANALYSIS_FAILED',
      `The language model's analysis is not valid: ${result.error.message}`,
      { cause: result.error },
    );
  }
  return result.data;
}
