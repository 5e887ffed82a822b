import * as z from 'zod/mini';
import { analysisSchema } from '../analysis/analysis-schema.ts';

/** The kinds of file a user can upload (SPEC section 5). */
export const documentFileTypeSchema = z.enum(['pdf', 'docx', 'txt']);

export type DocumentFileType = z.infer<typeof documentFileTypeSchema>;

/**
 * Where a document is in its life: its text is being read ('processing'), or it can be viewed
 * ('ready'). A document whose text cannot be read is removed, so none stays failed. Analysis
 * adds its states when it lands.
 */
export const documentStatusSchema = z.enum(['processing', 'ready']);

export type DocumentStatus = z.infer<typeof documentStatusSchema>;

/** How the reading of a document ended, or that it goes on: its status plus 'failed'. */
export const processingStatusSchema = z.enum(['processing', 'ready', 'failed']);

/** Why reading a document failed: a catalogue code and a message for the user. */
export const processingErrorSchema = z.object({ code: z.string(), message: z.string() });

/** A stored document as the API shows it (SPEC section 3). */
export const documentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileSize: z.number().check(z.int(), z.nonnegative()),
  fileType: documentFileTypeSchema,
  status: documentStatusSchema,
  createdAt: z.string(),
  /** Known from the file at once for PDFs; 1 until a DOCX or TXT has been read. */
  pageCount: z.number().check(z.int(), z.positive()),
  /**
   * The latest analysis; until there is one, only `documentType.type` 'Unknown' (SPEC section
   * 3: analysed documents are those whose type is not 'Unknown').
   */
  analysis: z.union([
    analysisSchema,
    z.object({ documentType: z.object({ type: z.literal('Unknown') }) }),
  ]),
  /**
   * An analysis was asked for and has not ended: the analysis screen follows it. Left out by
   * records cached before it existed.
   */
  isAnalysing: z.optional(z.boolean()),
  /**
   * The error code of the latest analysis job when it refused the document (NOT_LEGAL_DOCUMENT),
   * so the list can say why it has no analysis; null while an analysis exists or none was
   * refused. Left out by records cached before it existed.
   */
  analysisRefusal: z.optional(z.nullable(z.string())),
});

export type DocumentResponse = z.infer<typeof documentSchema>;

/** POST /api/documents: the document, and whether the user had already uploaded these bytes. */
export const uploadDocumentResponseSchema = z.extend(documentSchema, { duplicate: z.boolean() });

export type UploadDocumentResponse = z.infer<typeof uploadDocumentResponseSchema>;

/** Largest page of GET /api/documents. */
export const MAX_DOCUMENT_PAGE_SIZE = 100;

/** GET /api/documents query: `limit` (1-100, default 20) and the previous page's `cursor`. */
export const listDocumentsQuerySchema = z.object({
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_DOCUMENT_PAGE_SIZE)),
    20,
  ),
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
});

/** GET /api/documents: newest first; `nextCursor` is null on the last page. */
export const documentListSchema = z.object({
  documents: z.array(documentSchema),
  nextCursor: z.nullable(z.string()),
});

export type DocumentList = z.infer<typeof documentListSchema>;

/** A box of text on a PDF page, in PDF points from the top-left corner. */
export const textRunSchema = z.object({
  start: z.number(),
  end: z.number(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});

/** One page: its text and where it sits in the document's text; PDF pages have their layout. */
export const documentPageSchema = z.object({
  number: z.number(),
  start: z.number(),
  end: z.number(),
  text: z.string(),
  /** Pages read by OCR: the mean word confidence, 0..1 (null when no words were found). */
  ocrConfidence: z.optional(z.nullable(z.number())),
  layout: z.optional(
    z.object({ width: z.number(), height: z.number(), runs: z.array(textRunSchema) }),
  ),
});

export type DocumentPage = z.infer<typeof documentPageSchema>;

/** A page as the server stores it (documents.pages_json): its text is cut from the document's. */
export const storedPageSchema = z.omit(documentPageSchema, { text: true });

/** GET /api/documents/:id/pages. */
export const documentPagesSchema = z.object({
  documentId: z.string(),
  pageCount: z.number(),
  pages: z.array(documentPageSchema),
});

export type DocumentPages = z.infer<typeof documentPagesSchema>;

/**
 * Processing progress (SPEC section 3), sent as server-sent events by
 * GET /api/documents/:id/progress: one `progress` event per step, the last with
 * `isProcessing: false` and the final status, after which the stream ends. A 'failed' document
 * has been removed; `processingError` says why.
 */
export const processingProgressSchema = z.object({
  documentId: z.string(),
  isProcessing: z.boolean(),
  status: processingStatusSchema,
  currentPage: z.number().check(z.int(), z.nonnegative()),
  totalPages: z.number().check(z.int(), z.nonnegative()),
  /** What is happening, for people: 'Reading page 3 of 12', 'Recognising text on scanned page 2 of 4'. */
  message: z.string(),
  /** 0 to 100. */
  progress: z.number().check(z.minimum(0), z.maximum(100)),
  processingError: z.nullable(processingErrorSchema),
});

export type ProcessingProgress = z.infer<typeof processingProgressSchema>;
