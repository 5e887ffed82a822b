import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SUPPORT_EMAIL } from '../common/api/public-config.ts';

/**
 * Every setting the server reads, validated once at start. This is the only module that reads
 * process.env: the rest of the server receives an Env.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url().optional(),
  SUPPORT_EMAIL: z.email().default(DEFAULT_SUPPORT_EMAIL),
  ERROR_REPORT_URL: z.string().min(1).default('/api/client-errors'),
  MAX_UPLOAD_MB: z.coerce.number().positive().max(100).default(10),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
});

export type Env = z.infer<typeof envSchema> & {
  /** DATA_DIR made absolute, so a later chdir cannot move the data. */
  dataDirectory: string;
};

/** Thrown when the settings are wrong; its message lists every problem, one per line. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Validates settings (process.env by default, after loading ./.env when present). */
export function loadEnv(source: NodeJS.ProcessEnv = readProcessEnv()): Env {
  // An empty variable means "not set", as it does in most deployment tools.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
    );
  }
  return { ...result.data, dataDirectory: path.resolve(result.data.DATA_DIR) };
}

function readProcessEnv(): NodeJS.ProcessEnv {
  if (existsSync('.env')) process.loadEnvFile('.env');
  return process.env;
}
