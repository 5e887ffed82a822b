import * as z from 'zod/mini';
import { DOCUMENT_TYPES } from './document-types.ts';

/**
 * The Analysis: what the product says about a document. Both engines (built-in and LLM) produce
 * it, the API returns it, the web app shows it. Every finding carries the exact words it rests
 * on (`quote`) and where they are (`start`/`end` into the document text, and `page`), so it can
 * be verified and highlighted.
 */

const offset = z.number().check(z.int(), z.nonnegative());
const probability = z.number().check(z.gte(0), z.lte(1));

/** Where a finding's words are: quote === text.slice(start, end), on page `page`. */
const location = {
  quote: z.string(),
  page: z.number().check(z.int(), z.positive()),
  start: offset,
  end: offset,
};

export const durationSchema = z.object({
  value: z.number().check(z.positive()),
  unit: z.enum(['day', 'business-day', 'week', 'month', 'year']),
});

export const clauseSchema = z.object({
  category: z.string(),
  title: z.string(),
  text: z.string(),
  start: offset,
  end: offset,
  page: z.number().check(z.int(), z.positive()),
  probability,
});

export const severitySchema = z.enum(['high', 'medium', 'low']);

export const redFlagSchema = z.object({
  id: z.string(),
  category: z.string(),
  title: z.string(),
  severity: severitySchema,
  /** What the clause means for the reader, in plain English. */
  explanation: z.string(),
  /** What to ask for or negotiate instead. */
  suggestion: z.string(),
  ...location,
  confidence: probability,
});

export const obligationTypeSchema = z.enum([
  'payment',
  'notice',
  'delivery',
  'confidentiality',
  'compliance',
  'performance',
  'reporting',
  'insurance',
  'restriction',
  'other',
]);

export const deadlineSchema = z.object({
  /** The words that set the deadline or trigger, e.g. "within 30 days after receipt of an invoice". */
  text: z.string(),
  /** A calendar date (YYYY-MM-DD) when the text names one. */
  date: z.nullable(z.string()),
  duration: z.nullable(durationSchema),
  /** A repeating schedule when the text sets one, e.g. "monthly". */
  recurrence: z.nullable(z.string()),
  /** The event that starts the clock, e.g. "receipt of an invoice". */
  trigger: z.nullable(z.string()),
});

export const obligationSchema = z.object({
  id: z.string(),
  party: z.string(),
  action: z.string(),
  type: obligationTypeSchema,
  deadline: z.nullable(deadlineSchema),
  ...location,
});

export const partySchema = z.object({
  name: z.string(),
  role: z.string(),
  ...location,
});

export const keyDateKindSchema = z.enum([
  'agreement',
  'effective',
  'expiration',
  'renewal',
  'notice-period',
]);

export const keyDateSchema = z.object({
  kind: keyDateKindSchema,
  label: z.string(),
  /** YYYY-MM-DD when the words name a calendar date. */
  date: z.nullable(z.string()),
  duration: z.nullable(durationSchema),
  ...location,
});

export const keyTermKindSchema = z.enum([
  'governing-law',
  'term-and-renewal',
  'termination-notice',
  'payment-terms',
  'liability-cap',
]);

export const keyTermSchema = z.object({
  kind: keyTermKindSchema,
  label: z.string(),
  /** The term in a few plain words, e.g. "Delaware" or "12 months, renews yearly". */
  value: z.string(),
  ...location,
});

export const missingClauseSchema = z.object({
  category: z.string(),
  title: z.string(),
  whyItMatters: z.string(),
});

export const coverageSchema = z.object({
  pages: z.number().check(z.int(), z.nonnegative()),
  pagesAnalysed: z.number().check(z.int(), z.nonnegative()),
  ocrPages: z.array(
    z.object({ page: z.number().check(z.int(), z.positive()), confidence: probability }),
  ),
  skipped: z.array(z.object({ what: z.string(), reason: z.string() })),
  /** Findings an engine proposed whose quotes could not be found verbatim, and were dropped. */
  unverifiedFindingsDropped: z.number().check(z.int(), z.nonnegative()),
});

export const analysisSchema = z.object({
  engine: z.object({ name: z.string(), version: z.string(), model: z.nullable(z.string()) }),
  documentType: z.object({ type: z.enum(DOCUMENT_TYPES), confidence: probability }),
  summary: z.object({ short: z.string(), keyPoints: z.array(z.string()) }),
  parties: z.array(partySchema),
  keyDates: z.array(keyDateSchema),
  keyTerms: z.array(keyTermSchema),
  clauses: z.array(clauseSchema),
  redFlags: z.array(redFlagSchema),
  obligations: z.array(obligationSchema),
  missingClauses: z.array(missingClauseSchema),
  coverage: coverageSchema,
  overallConfidence: z.number().check(z.int(), z.gte(0), z.lte(100)),
  /** Why the confidence is what it is, one plain sentence each. */
  confidenceReasons: z.array(z.string()),
});

export type Analysis = z.infer<typeof analysisSchema>;
export type Clause = z.infer<typeof clauseSchema>;
export type RedFlag = z.infer<typeof redFlagSchema>;
export type Obligation = z.infer<typeof obligationSchema>;
export type Deadline = z.infer<typeof deadlineSchema>;
export type Duration = z.infer<typeof durationSchema>;
export type Party = z.infer<typeof partySchema>;
export type KeyDate = z.infer<typeof keyDateSchema>;
export type KeyTerm = z.infer<typeof keyTermSchema>;
export type MissingClause = z.infer<typeof missingClauseSchema>;
export type Coverage = z.infer<typeof coverageSchema>;
export type Severity = z.infer<typeof severitySchema>;
export type ObligationType = z.infer<typeof obligationTypeSchema>;
