import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('gives the embedded defaults when nothing is set', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDirectory).toBe(path.resolve('./data'));
    expect(env.MAX_UPLOAD_MB).toBe(10);
  });

  it('treats empty variables as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('lists every wrong setting in one readable error', () => {
    let caught: unknown;
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const problems = (caught as EnvError).problems.join('\n');
    expect(problems).toMatch(/^PORT: /m);
    expect(problems).toMatch(/^DATABASE_URL: must be a postgres/m);
    expect(problems).toMatch(/^LOG_LEVEL: /m);
    expect((caught as EnvError).message).toContain('Invalid configuration:\n  - ');
  });

  it('keeps the activity log a year unless told otherwise, and at least a day', () => {
    expect(loadEnv({}).ACTIVITY_RETENTION_DAYS).toBe(365);
    expect(loadEnv({ ACTIVITY_RETENTION_DAYS: '30' }).ACTIVITY_RETENTION_DAYS).toBe(30);
    for (const days of ['0', '-1', '1.5', 'forever'])
      expect(() => loadEnv({ ACTIVITY_RETENTION_DAYS: days }), days).toThrow(
        /ACTIVITY_RETENTION_DAYS: /,
      );
  });

  it('stores files on local disk unless told otherwise', () => {
    const env = loadEnv({});
    expect(env.STORAGE_DRIVER).toBe('local');
    expect(env.S3_REGION).toBe('us-east-1');
    expect(env.S3_CREATE_BUCKET).toBe(false);
    expect(env.S3_FORCE_PATH_STYLE).toBeUndefined();
  });

  it('lists every S3 setting the s3 driver is missing, beside other wrong settings', () => {
    let caught: unknown;
    try {
      loadEnv({ STORAGE_DRIVER: 's3', S3_ACCESS_KEY_ID: 'key', PORT: 'eighty' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const problems = (caught as EnvError).problems;
    expect(problems).toContain('S3_BUCKET: required when STORAGE_DRIVER is s3');
    expect(problems).toContain('S3_SECRET_ACCESS_KEY: required when STORAGE_DRIVER is s3');
    expect(problems.join('\n')).not.toMatch(/S3_ACCESS_KEY_ID/);
    expect(problems.join('\n')).toMatch(/^PORT: /m);
  });

  it('reads S3 switches as true/false words and rejects anything else', () => {
    const env = loadEnv({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'false',
      S3_CREATE_BUCKET: 'true',
    });
    expect(env.S3_FORCE_PATH_STYLE).toBe(false);
    expect(env.S3_CREATE_BUCKET).toBe(true);
    expect(() => loadEnv({ S3_CREATE_BUCKET: 'yes' })).toThrow(/S3_CREATE_BUCKET: /);
    expect(() => loadEnv({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER: /);
    expect(() => loadEnv({ S3_ENDPOINT: 'ftp://files' })).toThrow(/S3_ENDPOINT: /);
  });

  it('needs the Stripe webhook secret beside the Stripe key, and nothing without payments', () => {
    const env = loadEnv({});
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(env.STRIPE_WEBHOOK_SECRET).toBeUndefined();
    let caught: unknown;
    try {
      loadEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_API_URL: 'ftp://stripe', PORT: 'eighty' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const problems = (caught as EnvError).problems;
    expect(problems).toContain('STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
    expect(problems.join('\n')).toMatch(/^STRIPE_API_URL: /m);
    expect(problems.join('\n')).toMatch(/^PORT: /m);
    const configured = loadEnv({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_test',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(configured.STRIPE_WEBHOOK_SECRET).toBe('whsec_test');
    expect(configured.STRIPE_API_URL).toBe('http://127.0.0.1:12111');
  });
  it('asks for what the chosen language model provider needs, and for nothing without one', () => {
    expect(loadEnv({}).LLM_PROVIDER).toBeUndefined();
    expect(() => loadEnv({ LLM_PROVIDER: 'openai' })).toThrow(
      /LLM_MODEL: required when LLM_PROVIDER is openai\n.*LLM_API_KEY: required/,
    );
    expect(() => loadEnv({ LLM_PROVIDER: 'openai-compatible', LLM_MODEL: 'llama3.1:8b' })).toThrow(
      /LLM_BASE_URL: required when LLM_PROVIDER is openai-compatible/,
    );
    expect(() => loadEnv({ LLM_PROVIDER: 'gemini' })).toThrow(/LLM_PROVIDER: /);
    const env = loadEnv({
      LLM_PROVIDER: 'openai-compatible',
      LLM_MODEL: 'llama3.1:8b',
      LLM_BASE_URL: 'http://localhost:11434/v1',
    });
    expect(env.LLM_API_KEY).toBeUndefined();
    expect(env.LLM_BASE_URL).toBe('http://localhost:11434/v1');
  });
});
