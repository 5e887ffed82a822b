import * as z from 'zod/mini';
import { analysisSchema } from '../analysis/analysis-schema.ts';
import { REPORT_SECTIONS } from '../reports/report-include.ts';
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

/** POST /api/documents/:id/shares: how long the link lives and what it shows. */
export const createShareRequestSchema = z.object({
  expiresInDays: z.literal(SHARE_EXPIRY_DAYS),
  /** Defaults to DEFAULT_SHARE_SECTIONS; repeats are ignored, the order is SHARE_SECTIONS'. */
  include: z.optional(z.array(shareSectionSchema).check(z.maxLength(SHARE_SECTIONS.length))),
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
  analysis: sharedAnalysisSchema,
  chat: z.optional(z.array(chatMessageSchema)),
});

export type SharedDocument = z.infer<typeof sharedDocumentSchema>;

/**
 * GET /api/public/shares/:token/pages: the pages as the signed-in viewer gets them. The original
 * file is GET /api/public/shares/:token/file.
 */
export const sharedPagesSchema = z.object({
  pageCount: z.number(),
  pages: z.array(documentPageSchema),
});

export type SharedPages = z.infer<typeof sharedPagesSchema>;
