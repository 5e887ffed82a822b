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
  /**
   * The proxies in front (addresses, subnets or 'loopback', comma-separated) whose
   * X-Forwarded-For is believed. Unset: none, so nobody can pick their own IP to slip past the
   * per-IP limits.
   */
  TRUST_PROXY: z.string().min(1).optional(),
  // Authentication. With AUTH_URL and AUTH_ANON_KEY the app uses that Supabase-compatible
  // provider; otherwise the embedded one at /auth/v1.
  AUTH_URL: z.url().optional(),
  AUTH_ANON_KEY: z.string().min(1).optional(),
  AUTH_JWT_EXPIRY_SECONDS: z.coerce.number().int().min(30).max(604_800).default(3600),
  AUTH_PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(72).default(8),
  /** Which kinds of character a password must mix (SPEC section 5: all four). */
  AUTH_PASSWORD_REQUIRED_CHARACTERS: z
    .enum([
      'lower_upper_letters_digits_symbols',
      'lower_upper_letters_digits',
      'letters_digits',
      'none',
    ])
    .default('lower_upper_letters_digits_symbols'),
  /** Requests per IP per 5 minutes on each of signup, token, recover, otp, resend and verify. */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(150),
  /** Requests per email address per hour on signup, sign-in, recover, otp and resend. */
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(30),
  /** Failed sign-ins in a row that lock an account, and for how long. */
  AUTH_LOCK_AFTER_FAILURES: z.coerce.number().int().positive().default(10),
  AUTH_LOCK_MINUTES: z.coerce.number().positive().default(15),
  /** Origins allowed to call the API and /auth/v1 from a browser (comma-separated). */
  CORS_ORIGINS: z.string().optional(),
  /** smtp://user:pass@host:port; without it sign-ups are confirmed at once. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SMTP_FROM: z.string().min(3).default('Legal Explainer <no-reply@localhost>'),
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
