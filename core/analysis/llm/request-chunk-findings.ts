import { generateObject, type LanguageModel } from 'ai';
import { SYSTEM_PROMPT } from './prompt.ts';
import { chunkFindingsSchema, type ChunkFindings } from './schema.ts';

/**
 * A model object made by the server (server/engine/language-model.ts). A bare model id string is
 * not accepted: the AI SDK would resolve it through its hosted gateway, a network call of its
 * own choosing, and core does no networking of its own.
 */
export type LlmModel = Exclude<LanguageModel, string>;

/** One structured-output request: the standing instructions, a chunk's prompt, its findings. */
export async function requestChunkFindings(input: {
  model: LlmModel;
  prompt: string;
  signal?: AbortSignal;
  /** Retries of a failed request (rate limits, 5xx); the AI SDK backs off exponentially. */
  maxRetries?: number;
}): Promise<ChunkFindings> {
  const { object } = await generateObject({
    model: input.model,
    schema: chunkFindingsSchema,
    schemaName: 'document_findings',
    schemaDescription: 'What one part of a legal document says, each finding with its exact words.',
    system: SYSTEM_PROMPT,
    prompt: input.prompt,
    // The same document should give the same analysis as far as the provider allows.
    temperature: 0,
    abortSignal: input.signal,
    maxRetries: input.maxRetries,
  });
  return object;
}

/** "provider:modelId" for the engine stamp, e.g. "openai:gpt-4o-mini". */
export function describeModel(model: LlmModel): string {
  // Providers name themselves "openai.responses", "anthropic.messages", "<name>.chat".
  const provider = model.provider.split('.')[0] ?? model.provider;
  return `${provider}:${model.modelId}`;
}
