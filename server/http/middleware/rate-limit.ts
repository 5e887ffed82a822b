import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../../common/errors/app-error.ts';
import type { Database } from '../../db/schema.ts';
import { RateLimiter } from '../../limits/rate-limiter.ts';

const TEN_MINUTES = 10 * 60 * 1000;

/** How many requests of one kind a user, and a client address, may make in a fixed window. */
export interface RequestLimit {
  /** Names the counters (`api:<name>:user:<id>`, `api:<name>:ip:<address>`). */
  name: string;
  /** What is counted, in the plural, for the refusal: 'uploads', 'questions'. */
  noun: string;
  /** Per signed-in user; unset for routes open to anyone. */
  perUser?: number;
  /** Per client address: a few users' worth, for people behind one office or school address. */
  perIp: number;
  windowMs: number;
}

/**
 * The expensive /api routes' limits, per 10 minutes. Set well above what a person does by hand
 * (one upload, analysis, question or report every 10 seconds for 10 minutes straight) so only a
 * script meets them; the address limits are 4 users' worth. The credits and the documents being
 * read still bound what actually gets done; these bound the requests.
 */
export const API_RATE_LIMITS = {
  upload: { name: 'upload', noun: 'uploads', perUser: 60, perIp: 240, windowMs: TEN_MINUTES },
  analyze: { name: 'analyze', noun: 'analyses', perUser: 60, perIp: 240, windowMs: TEN_MINUTES },
  chat: { name: 'chat', noun: 'questions', perUser: 60, perIp: 240, windowMs: TEN_MINUTES },
  report: {
    name: 'report',
    noun: 'report downloads',
    perUser: 60,
    perIp: 240,
    windowMs: TEN_MINUTES,
  },
  // Half the others': a change of reader is free, so no credit bounds it, and each one re-reads
  // the whole document on the engine thread every analysis and question shares.
  perspective: {
    name: 'perspective',
    noun: 'changes of reader',
    perUser: 30,
    perIp: 120,
    windowMs: TEN_MINUTES,
  },
  // As a change of reader: free, and each one aligns two whole documents on the engine thread.
  compare: {
    name: 'compare',
    noun: 'comparisons',
    perUser: 30,
    perIp: 120,
    windowMs: TEN_MINUTES,
  },
  // Reading the activity log: a page a click, a CSV now and then; only a script asks more.
  activity: {
    name: 'activity',
    noun: 'reads of the activity log',
    perUser: 120,
    perIp: 480,
    windowMs: TEN_MINUTES,
  },
  // "Download all my data" reads every document and renders every report: a person needs it
  // now and then, never dozens of times.
  export: {
    name: 'export',
    noun: 'downloads of all your data',
    perUser: 5,
    perIp: 20,
    windowMs: TEN_MINUTES,
  },
  // "Sign out" on another device: cheap, but each one writes the activity log; a person signs
  // out a handful of devices, never dozens.
  signOutDevice: {
    name: 'sign-out-device',
    noun: 'sign-outs of other devices',
    perUser: 30,
    perIp: 120,
    windowMs: TEN_MINUTES,
  },
} as const satisfies Record<string, RequestLimit>;

/**
 * A route's onRequest hook counting each request against its user (set by the authentication
 * hook, which runs first) and its client address. Past either limit the request answers the
 * catalogue's RATE_LIMIT_EXCEEDED (429) with Retry-After in seconds, before its body is read.
 * The counts live in the database (server/limits/rate-limiter.ts), so the limits hold across
 * restarts and every instance sharing it. `now` is the clock the windows run on.
 */
export function createRateLimit(options: {
  db: Kysely<Database>;
  limit: RequestLimit;
  now?: () => Date;
}): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const limiter = new RateLimiter(options.db);
  const { limit } = options;
  const key = `api:${limit.name}`;
  return async (request) => {
    const now = options.now?.().getTime() ?? Date.now();
    const userId = request.userSession?.id;
    if (limit.perUser !== undefined && userId !== undefined) {
      const verdict = await limiter.hit(
        `${key}:user:${userId}`,
        limit.perUser,
        limit.windowMs,
        now,
      );
      if (!verdict.isAllowed) throw refusal(limit, 'your account', verdict.retryAfterSeconds);
    }
    const verdict = await limiter.hit(`${key}:ip:${request.ip}`, limit.perIp, limit.windowMs, now);
    if (!verdict.isAllowed) throw refusal(limit, 'your address', verdict.retryAfterSeconds);
  };
}

function refusal(limit: RequestLimit, from: string, seconds: number): AppError {
  return new AppError(
    'RATE_LIMIT_EXCEEDED',
    `Too many ${limit.noun} from ${from}. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    { retryAfterSeconds: seconds },
  );
}
