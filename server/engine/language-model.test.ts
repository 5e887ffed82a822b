import { afterEach, describe, expect, it } from 'vitest';
import { analyzeDocument } from '../../core/analysis/analyze-document.ts';
import { analyzeWithLlm } from '../../core/analysis/llm/index.ts';
import { createParsedDocument } from '../../core/parsing/parsed-document.ts';
import {
  startFakeLlmServer,
  type FakeLlmServer,
} from '../../tests/support/fake-llm-server.test-support.ts';
import { createLanguageModel } from './language-model.ts';

let server: FakeLlmServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('createLanguageModel', () => {
  it('builds a model for each provider, named for the engine stamp', () => {
    const models = [
      createLanguageModel({ provider: 'openai', model: 'gpt-4o-mini', apiKey: 'key' }),
      createLanguageModel({ provider: 'anthropic', model: 'claude-sonnet-4-5', apiKey: 'key' }),
      createLanguageModel({
        provider: 'openai-compatible',
        model: 'llama3.1:8b',
        baseUrl: 'http://localhost:11434/v1',
      }),
    ];

    expect(models.map((model) => [model.provider.split('.')[0], model.modelId])).toEqual([
      ['openai', 'gpt-4o-mini'],
      ['anthropic', 'claude-sonnet-4-5'],
      ['openai-compatible', 'llama3.1:8b'],
    ]);
  });

  it('refuses an incomplete configuration at once', () => {
    expect(() => createLanguageModel({ provider: 'openai-compatible', model: 'fake' })).toThrow(
      /base URL \(LLM_BASE_URL\)/,
    );
    expect(() => createLanguageModel({ provider: 'openai', model: 'gpt-4o-mini' })).toThrow(
      /API key \(LLM_API_KEY\)/,
    );
    expect(() => createLanguageModel({ provider: 'anthropic', model: ' ', apiKey: 'k' })).toThrow(
      /model id/,
    );
  });

  it('talks to an OpenAI-compatible server at its base URL with the key and the JSON schema', async () => {
    server = await startFakeLlmServer(() => ({
      json: {
        documentType: null,
        keyPoints: ['Rent is due monthly.'],
        parties: [],
        keyDates: [],
        keyTerms: [],
        redFlags: [],
        obligations: [],
      },
    }));
    const document = createParsedDocument(
      'txt',
      ['This Lease is between Landlord and Tenant. The Tenant shall pay rent monthly.'],
      false,
    );
    const model = createLanguageModel({
      provider: 'openai-compatible',
      model: 'local-model',
      baseUrl: server.baseUrl,
      apiKey: 'secret-key',
    });

    const analysis = await analyzeWithLlm(document, {
      model,
      guidance: analyzeDocument(document),
    });

    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer secret-key');
    expect(server.requests[0]?.body).toMatchObject({
      model: 'local-model',
      response_format: { type: 'json_schema', json_schema: { name: 'document_findings' } },
    });
    expect(analysis.engine.model).toBe('openai-compatible:local-model');
    expect(analysis.summary.keyPoints).toEqual(['Rent is due monthly.']);
  });
});
