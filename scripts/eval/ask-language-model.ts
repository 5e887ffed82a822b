import type { LlmModel } from '../../core/analysis/llm/index.ts';
import { readVerdict } from '../../core/ask/read-verdict.ts';
import { createConfiguredLanguageModel } from '../../server/engine/language-model.ts';
import { loadEnv } from '../../server/env.ts';
import { startFakeLlmServer } from '../../tests/support/fake-llm-server.test-support.ts';

/** The model `npm run eval -- ask --llm` asks, and what it is, for the report. */
export interface EvalLanguageModel {
  model: LlmModel;
  description: string;
  close(): Promise<void>;
}

/**
 * The language model LLM_PROVIDER and LLM_MODEL configure; where none is (no model is reachable
 * from this machine), the local fake model server of the tests, answering as the contract asks
 * with the built-in reader's verdict on the first passage it is given and citing it. The fake
 * measures the contract's plumbing (prompt, verdict line, passage numbers, quote checks), not a
 * model's reading.
 */
export async function openEvalLanguageModel(): Promise<EvalLanguageModel> {
  const configured = createConfiguredLanguageModel(loadEnv());
  if (configured)
    return {
      model: configured,
      description: `the configured model (${process.env.LLM_PROVIDER} ${process.env.LLM_MODEL})`,
      close: async () => undefined,
    };
  const server = await startFakeLlmServer(({ user }) => {
    const question = /Question: (.*)$/m.exec(user)?.[1] ?? '';
    const first = /^\[1\] \(page \d+\) ([\s\S]*?)(?:\n\n\[2\]|\n\nQuestion:)/m.exec(user)?.[1];
    if (!first) return { stream: ['VERDICT: not-stated\nThe document does not say.'] };
    const verdict = readVerdict(question, first);
    return { stream: [`VERDICT: ${verdict}\n`, `The first passage answers it [1].`] };
  });
  return {
    model: server.createModel(),
    description:
      'the local fake model server (no model is reachable here): it answers with the built-in reader’s verdict on passage [1]',
    close: () => server.close(),
  };
}
