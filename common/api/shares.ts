import * as z from 'zod/mini';
import { analysisSchema } from '../analysis/analysis-schema.ts';
import { REPORT_SECTIONS } from '../reports/report-include.ts';
import { activityEntrySchema } from './activity.ts';
import { chatMessageSchema } from './chat.ts';
import { documentFileTypeSchema, documentPageSchema } from './documents.ts';

/**
 * The parts of a document's explanation a share link can show: the same parts a report holds.
 * The document itself, its type and the overall confidence are always shown.
 */
export const SHARE_SECTIONS = REPORT_SECTIONS;

export const shareSectionSchema = z.enum(REPORT_SECTIONS);

export type ShareSection = z.infer<typeof shareSectionSchema>;

/**
 * What a link shows when the request names nothing: the whole analysis. The chat is the owner's
 * own questions, so it is shared only when asked for.
 */
export const DEFAULT_SHARE_SECTIONS: readonly ShareSection[] = SHARE_SECTIONS.filter(
  (section) => section !== 'chat',
);

/** How long a link may live, in days. */
export const SHARE_EXPIRY_DAYS = [7, 30, 90] as const;

/** Where a link opens in the web app: `${origin}${SHARE_PAGE_PATH}${token}`. */
export const SHARE_PAGE_PATH = '/s/';

/**
 * How long a link's passcode may be. At least 6 characters: with 5 tries per 15 minutes
 * (server/shares/passcode-attempts.ts), a 6-digit code takes years to guess, a 4-digit one days.
 */
export const SHARE_PASSCODE_LENGTH = { min: 6, max: 64 } as const;

/** An optional passcode, compared exactly as typed. */
export const sharePasscodeSchema = z
  .string()
  .check(
    z.minLength(
      SHARE_PASSCODE_LENGTH.min,
      `A passcode needs at least ${SHARE_PASSCODE_LENGTH.min} characters.`,
    ),
    z.maxLength(
      SHARE_PASSCODE_LENGTH.max,
      `A passcode has at most ${SHARE_PASSCODE_LENGTH.max} characters.`,
    ),
  );

/** POST /api/documents/:id/shares: how long the link lives, what it shows and how it opens. */
export const createShareRequestSchema = z.object({
  expiresInDays: z.literal(SHARE_EXPIRY_DAYS),
  /** Defaults to DEFAULT_SHARE_SECTIONS; repeats are ignored, the order is SHARE_SECTIONS'. */
  include: z.optional(z.array(shareSectionSchema).check(z.maxLength(SHARE_SECTIONS.length))),
  /** When set, the link opens only after this passcode is given (POST .../unlock). */
  passcode: z.optional(sharePasscodeSchema),
  /** When true, the original file cannot be downloaded through the link; it is still shown. */
  isViewOnly: z.optional(z.boolean()),
});

export type CreateShareRequest = z.infer<typeof createShareRequestSchema>;

/** Whether a link still opens: revoked and expired links answer 404 to everyone. */
export const shareStatusSchema = z.enum(['active', 'revoked', 'expired']);

export type ShareStatus = z.infer<typeof shareStatusSchema>;

/** A link as its owner sees it. The token is not stored, so only creation shows the URL. */
export const shareSchema = z.object({
  id: z.string(),
  include: z.array(shareSectionSchema),
  status: shareStatusSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.nullable(z.string()),
  viewCount: z.number().check(z.int(), z.nonnegative()),
  lastViewedAt: z.nullable(z.string()),
  /** Whether the link asks for a passcode; the passcode itself is never shown again. */
  hasPasscode: z.boolean(),
  isViewOnly: z.boolean(),
});

export type Share = z.infer<typeof shareSchema>;

/**
 * POST /api/documents/:id/shares (201): the new link, with the only copy of its URL: absolute on
 * the server's PUBLIC_URL, else a path (/s/...) to complete with the address the app is on.
 */
export const createShareResponseSchema = z.extend(shareSchema, { url: z.string() });

export type CreateShareResponse = z.infer<typeof createShareResponseSchema>;

/** GET /api/documents/:id/shares: the document's links, newest first, live or not. */
export const shareListSchema = z.object({ shares: z.array(shareSchema) });

export type ShareList = z.infer<typeof shareListSchema>;

/**
 * GET /api/documents/:id/shares/:shareId/activity, for the link's owner: what happened to the
 * link (made, opened, wrong passcodes, revoked), newest first, each with the hash of the
 * address it came from and nothing else about the person.
 */
export const shareActivitySchema = z.object({ entries: z.array(activityEntrySchema) });

export type ShareActivity = z.infer<typeof shareActivitySchema>;

/**
 * The analysis as a link shows it: the type, the confidence with its reasons, the reader it is
 * written for and how much was read always; every other part only when its section is included.
 */
export const sharedAnalysisSchema = z.extend(
  z.pick(analysisSchema, {
    documentType: true,
    overallConfidence: true,
    confidenceReasons: true,
    perspective: true,
    coverage: true,
  }),
  z.partial(
    z.pick(analysisSchema, {
      summary: true,
      redFlags: true,
      protections: true,
      obligations: true,
      parties: true,
      keyDates: true,
      keyTerms: true,
      clauses: true,
      clausePresence: true,
      missingClauses: true,
    }),
  ).shape,
);

export type SharedAnalysis = z.infer<typeof sharedAnalysisSchema>;

/**
 * GET /api/public/shares/:token, for anyone with the link: the document's name and pages, what
 * the link shows, and the chat when it is included. Nothing names the owner.
 */
export const sharedDocumentSchema = z.object({
  documentName: z.string(),
  fileType: documentFileTypeSchema,
  pageCount: z.number().check(z.int(), z.nonnegative()),
  include: z.array(shareSectionSchema),
  expiresAt: z.string(),
  /** True when the original file may not be downloaded; the document is still shown. */
  isViewOnly: z.boolean(),
  analysis: sharedAnalysisSchema,
  chat: z.optional(z.array(chatMessageSchema)),
});

export type SharedDocument = z.infer<typeof sharedDocumentSchema>;

/**
 * The request header that proves a passcode was given: the access token POST .../unlock
 * returns. Every public request of a link with a passcode needs it; without it (or with one
 * that has expired or belongs to another link) they answer 403 FORBIDDEN.
 */
export const SHARE_ACCESS_HEADER = 'x-share-access';

/**
 * The request header the shared view's document viewer sends when it reads the original file
 * to draw it (`view`). A view-only link serves its file to that request only, and only for a
 * PDF, which the viewer cannot draw without; anything else is a download and is refused.
 */
export const SHARE_FILE_PURPOSE_HEADER = 'x-share-purpose';

/** POST /api/public/shares/:token/unlock: the passcode, in the body, never in a URL. */
export const unlockShareRequestSchema = z.object({ passcode: z.string().check(z.maxLength(256)) });

export type UnlockShareRequest = z.infer<typeof unlockShareRequestSchema>;

/**
 * POST /api/public/shares/:token/unlock (200): the access token to send as SHARE_ACCESS_HEADER,
 * valid for this link only, until `expiresAt`. A wrong passcode answers 400 INVALID_CREDENTIALS
 * saying how many tries remain; too many answer 423 ACCOUNT_LOCKED with Retry-After.
 */
export const unlockShareResponseSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.string(),
});

export type UnlockShareResponse = z.infer<typeof unlockShareResponseSchema>;

/**
 * GET /api/public/shares/:token/pages: the pages as the signed-in viewer gets them. The original
 * file is GET /api/public/shares/:token/file.
 */
export const sharedPagesSchema = z.object({
  pageCount: z.number(),
  pages: z.array(documentPageSchema),
});

export type SharedPages = z.infer<typeof sharedPagesSchema>;
