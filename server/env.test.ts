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
});
