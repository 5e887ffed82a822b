import type { LlmModel } from '../../core/analysis/llm/index.ts';
import type { Env } from '../env.ts';
import { analyseWithBuiltInEngine, analyseWithLanguageModel, type Analyser } from './analyser.ts';
import { answerWithBuiltInEngine, answerWithLanguageModel, type Answerer } from './answerer.ts';
import { createConfiguredLanguageModel } from './language-model.ts';

/** What the engine does for the server: analyse a document, and answer questions about one. */
export interface Engine {
  analyse: Analyser;
  answer: Answerer;
}

/**
 * The one place that chooses between the built-in engine and a language model, for analyses and
 * answers alike: with no model, the built-in engine does both, with no network and no key.
 */
export function createEngine(languageModel: LlmModel | null): Engine {
  if (!languageModel) return { analyse: analyseWithBuiltInEngine, answer: answerWithBuiltInEngine };
  return {
    analyse: analyseWithLanguageModel(languageModel),
    answer: answerWithLanguageModel(languageModel),
  };
}

/** The engine the LLM_* settings name (see createConfiguredLanguageModel). */
export function createConfiguredEngine(
  env: Pick<Env, 'LLM_PROVIDER' | 'LLM_MODEL' | 'LLM_API_KEY' | 'LLM_BASE_URL'>,
): Engine {
  return createEngine(createConfiguredLanguageModel(env));
}
