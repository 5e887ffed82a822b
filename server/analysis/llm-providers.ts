/** The language-model providers the LLM engine can use (LLM_PROVIDER). */
export const LLM_PROVIDERS = ['openai', 'anthropic', 'openai-compatible'] as const;

export type LlmProvider = (typeof LLM_PROVIDERS)[number];
