import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LlmModel } from '../../core/analysis/llm/index.ts';
import type { Env, LlmProvider } from '../env.ts';

/** Which model to use and how to reach it; server/env.ts reads these from the environment. */
export interface LanguageModelConfig {
  provider: LlmProvider;
  /** The provider's model id, e.g. "gpt-4o-mini", "claude-sonnet-4-5", "llama3.1:8b". */
  model: string;
  /** Required for OpenAI and Anthropic; optional for a local OpenAI-compatible server. */
  apiKey?: string;
  /** Another endpoint for the provider's API; required for openai-compatible (e.g. Ollama's). */
  baseUrl?: string;
}

/**
 * The model object the LLM engine (core/analysis/llm) is given. This is the only module that
 * imports the provider packages. Fails at once on an incomplete configuration, so a mistake
 * shows at start-up rather than on the first paid analysis.
 */
export function createLanguageModel(config: LanguageModelConfig): LlmModel {
  const model = config.model.trim();
  if (model.length === 0) throw new Error('The language model needs a model id (LLM_MODEL).');
  switch (config.provider) {
    case 'openai':
      return createOpenAI({ apiKey: requireApiKey(config), baseURL: config.baseUrl })(model);
    case 'anthropic':
      return createAnthropic({ apiKey: requireApiKey(config), baseURL: config.baseUrl })(model);
    case 'openai-compatible': {
      if (!config.baseUrl) {
        throw new Error(
          'An OpenAI-compatible provider needs its base URL (LLM_BASE_URL), e.g. http://localhost:11434/v1 for Ollama.',
        );
      }
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: config.baseUrl,
        apiKey: config.apiKey,
        // Send the JSON schema (response_format json_schema): Ollama, vLLM, LM Studio and
        // llama.cpp's server constrain their output to it. Without this the SDK would only ask
        // for "some JSON", and the model would have to guess the shape.
        supportsStructuredOutputs: true,
      }).chatModel(model);
    }
    default:
      throw new Error(
        `Unknown language model provider: ${String(config.provider satisfies never)}`,
      );
  }
}

// Without a key the provider packages would read OPENAI_API_KEY or ANTHROPIC_API_KEY from the
// environment behind our back; server/env.ts is meant to be the only reader of settings.
function requireApiKey(config: LanguageModelConfig): string {
  if (!config.apiKey) {
    throw new Error(`The ${config.provider} provider needs an API key (LLM_API_KEY).`);
  }
  return config.apiKey;
}

/** The language model the LLM_* settings name, or null for the built-in engines alone. */
export function createConfiguredLanguageModel(
  env: Pick<Env, 'LLM_PROVIDER' | 'LLM_MODEL' | 'LLM_API_KEY' | 'LLM_BASE_URL'>,
): LlmModel | null {
  if (!env.LLM_PROVIDER || !env.LLM_MODEL) return null;
  return createLanguageModel({
    provider: env.LLM_PROVIDER,
    model: env.LLM_MODEL,
    apiKey: env.LLM_API_KEY,
    baseUrl: env.LLM_BASE_URL,
  });
}
