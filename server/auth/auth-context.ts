import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AuthKeys } from './keys.ts';
import type { PasswordPolicy } from './passwords.ts';
import type { RateLimiter } from '../limits/rate-limiter.ts';

/** One email the service sends. */
export interface AuthEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends the service's emails (SMTP through nodemailer, or nothing when none is configured). */
export interface Mailer {
  /** False without SMTP: sign-ups are then confirmed at once and no email is sent. */
  isConfigured: boolean;
  send: (email: AuthEmail) => Promise<void>;
}

/** Settings of the embedded service, derived from Env once. */
export interface AuthConfig {
  /** Where the web app lives; the default target of email links. */
  siteUrl: string;
  /** `<siteUrl>/auth/v1`: the tokens' issuer and the base of email links. */
  issuer: string;
  jwtExpirySeconds: number;
  passwordPolicy: PasswordPolicy;
  /** Sign-ups confirmed at once (no SMTP to send the confirmation with). */
  autoconfirm: boolean;
  /** Requests per IP per 5 minutes, per route family. */
  rateLimitPerIp: number;
  /** Requests per email address per hour, per route family. */
  rateLimitPerEmail: number;
  /** Wrong passwords in a row from one client address before it must wait (decision 021). */
  backOffAfterFailures: number;
  /** The longest such wait. */
  longestBackOffMinutes: number;
  /** Wrong passwords for one account per hour, from all addresses, before all are slowed. */
  accountFailuresPerHour: number;
  /** A revoked refresh token may still be exchanged this long (concurrent tabs). */
  refreshReuseSeconds: number;
  /** How long email links and codes stay valid. */
  otpExpirySeconds: number;
  /** Least time between two emails of one kind to one user. */
  emailMinIntervalSeconds: number;
  /** How long a PKCE code may wait before it is exchanged. */
  flowStateExpirySeconds: number;
}

/** Everything a route of the auth service works with. */
export interface AuthContext {
  db: Kysely<Database>;
  keys: AuthKeys;
  config: AuthConfig;
  limiter: RateLimiter;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** HMAC secret refresh tokens are derived from. */
  refreshSecret: string;
}
