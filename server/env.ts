import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The language-model providers the LLM engine can use (LLM_PROVIDER). */
export const LLM_PROVIDERS = ['openai', 'anthropic', 'openai-compatible'] as const;

export type LlmProvider = (typeof LLM_PROVIDERS)[number];

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
  SUPPORT_EMAIL: z.email().optional(),
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
  /** Requests per email address per hour on signup, recover, otp, resend and verify. */
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(30),
  /**
   * Wrong passwords in a row from one client address for one account before that address
   * waits (1 s, doubling), and the longest wait (decision 021; the names are older).
   */
  AUTH_LOCK_AFTER_FAILURES: z.coerce.number().int().positive().default(5),
  AUTH_LOCK_MINUTES: z.coerce.number().positive().default(15),
  /** Wrong passwords per account per hour, from all addresses, after which all are slowed. */
  AUTH_ACCOUNT_FAILURES_PER_HOUR: z.coerce.number().int().positive().default(30),
  /** Origins allowed to call the API and /auth/v1 from a browser (comma-separated). */
  CORS_ORIGINS: z.string().optional(),
  /**
   * smtp://user:pass@host:port; without it sign-ups are confirmed at once and no link or code
   * is sent (password resets and email codes are refused).
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SMTP_FROM: z.string().min(3).default('Legal Explainer <no-reply@localhost>'),
  /**
   * The master key that wraps every document's key (issue 35): 32 random bytes as base64 or hex.
   * During a rotation, 'NEW,OLD'. Unset: the key file DATA_DIR/data-key, created on first start.
   */
  DATA_KEY: z.string().min(1).optional(),
  /**
   * How many days the activity log keeps an entry (issue 35): a year by default; at least a
   * day, which the database's guard on the log also insists on (migration 0017).
   */
  ACTIVITY_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  /** Where uploaded files go: 'local' (DATA_DIR/files) or 's3' (any S3-compatible service). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** The S3-compatible service's URL; unset means AWS S3 itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path rather than the host name. Unset: on with S3_ENDPOINT, off for AWS. */
  S3_FORCE_PATH_STYLE: booleanSetting().optional(),
  /** Create S3_BUCKET at start when it does not exist (otherwise a missing bucket stops start). */
  S3_CREATE_BUCKET: booleanSetting().default(false),
  /**
   * The optional LLM engine. Unset: the built-in engine alone, with no network and no key. Set:
   * the built-in engine's findings guide a language model, whose quotes are checked verbatim.
   */
  LLM_PROVIDER: z.enum(LLM_PROVIDERS).optional(),
  /** The provider's model id, e.g. gpt-4o-mini, claude-sonnet-4-5 or llama3.1:8b. */
  LLM_MODEL: z.string().min(1).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  /** Another endpoint for the provider; required for openai-compatible (e.g. Ollama's /v1). */
  LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * How long a running analysis job is held without its worker renewing the claim. After a
   * crash, its jobs are taken over this long after the last renewal.
   */
  /** Documents one worker process reads at once: about one per core. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Where a worker process answers GET /healthz. */
  WORKER_HEALTH_PORT: z.coerce.number().int().min(0).max(65_535).default(3001),
  /** How long a worker's claim on a reading holds unrenewed; a dead worker's is taken over after it. */
  READING_LEASE_SECONDS: z.coerce.number().int().min(3).max(3600).default(20),
  ANALYSIS_LEASE_SECONDS: z.coerce.number().int().min(3).max(3600).default(30),
  /** Stripe Checkout for plans and credit packs. Unset: no payments; admins grant credits. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The webhook endpoint's signing secret (whsec_...); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** A Stripe-compatible API instead of api.stripe.com (a local fake in tests); only its origin is used. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
});

/** Settings that STORAGE_DRIVER=s3 cannot do without. */
const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

// z.coerce.boolean() would read "false" as true; only the words are accepted.
function booleanSetting() {
  return z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1');
}

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
  // Checked on the raw values so a missing setting is listed beside any other wrong one.
  const missing = [
    ...missingForS3(cleaned),
    ...missingForLlm(cleaned),
    ...missingForStripe(cleaned),
  ];
  if (!result.success || missing.length > 0) {
    throw new EnvError([
      ...(result.error?.issues ?? []).map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
      ...missing,
    ]);
  }
  return { ...result.data, dataDirectory: path.resolve(result.data.DATA_DIR) };
}

function missingForS3(settings: Record<string, string | undefined>): string[] {
  if (settings.STORAGE_DRIVER !== 's3') return [];
  return S3_REQUIRED.filter((name) => settings[name] === undefined).map(
    (name) => `${name}: required when STORAGE_DRIVER is s3`,
  );
}

// A half-configured model would only fail at the first paid analysis; say so at start instead.
function missingForLlm(settings: Record<string, string | undefined>): string[] {
  const provider = settings.LLM_PROVIDER;
  if (provider === undefined) return [];
  const required = [
    'LLM_MODEL',
    ...(provider === 'openai-compatible' ? ['LLM_BASE_URL'] : ['LLM_API_KEY']),
  ];
  return required
    .filter((name) => settings[name] === undefined)
    .map((name) => `${name}: required when LLM_PROVIDER is ${provider}`);
}

// Without the webhook secret no payment could ever be confirmed: users would pay for nothing.
function missingForStripe(settings: Record<string, string | undefined>): string[] {
  if (settings.STRIPE_SECRET_KEY === undefined || settings.STRIPE_WEBHOOK_SECRET !== undefined) {
    return [];
  }
  return ['STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set'];
}

function readProcessEnv(): NodeJS.ProcessEnv {
  if (existsSync('.env')) process.loadEnvFile('.env');
  return process.env;
}
