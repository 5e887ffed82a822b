import type { FastifyServerOptions } from 'fastify';
import { redactSecrets } from './redact-secrets.ts';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Where log lines go when not to standard output (tests read them). */
export interface LogStream {
  write: (line: string) => void;
}

/**
 * The options of every server log: the level, no credentials from request headers, and no
 * secret from any URL. URLs reach the log in many places (the request lines Fastify writes, its
 * "not found" and "already sent" messages, error messages and stacks, a browser's error
 * report), so each finished line is redacted as it is written, not each place that logs.
 */
export function createLoggerOptions(level: string, stream?: LogStream): LoggerOptions {
  return {
    level,
    // A share link's access header is a credential too (server/shares/share-access-token.ts).
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-share-access"]'],
    hooks: { streamWrite: redactSecrets },
    ...(stream && { stream }),
  };
}
