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
  /**
   * The section the words stand in, as the document cites it: "12.2 (Termination)", "12.2",
   * "Article V (Confidentiality)" or a heading alone ("Governing Law"). Absent where the words
   * stand under no heading, and in analyses stored before sections were read.
   */
  section: z.optional(z.string()),
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

/**
 * Whom a finding binds and whom it favours, as the roles of the parties ("Franchisee"): both
 * roles for a mutual term, none where the words do not say. Analyses stored before findings
 * had a direction read as empty lists.
 */
const direction = {
  burdens: z._default(z.array(z.string()), []),
  favours: z._default(z.array(z.string()), []),
};

/** Another place a merged finding stands ("and 12 more insurance requirements like it"). */
export const placeSchema = z.object(location);

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
  ...direction,
  /** How many places of the document say this; the quote is the most decisive of them. */
  occurrences: z._default(z.number().check(z.int(), z.positive()), 1),
  /** The other places, in document order. */
  alsoAt: z._default(z.array(placeSchema), []),
});

/** A term in the reader's favour ("their non-compete in your area", "your right to end it"). */
export const protectionSchema = z.object({
  id: z.string(),
  category: z.string(),
  title: z.string(),
  /** What the term gives the reader, in plain English. */
  explanation: z.string(),
  ...location,
  confidence: probability,
  ...direction,
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
  ...direction,
});

/**
 * How a key fact stands in the document: 'stated' in its words; 'blank', a placeholder of a
 * template ("[●]", "____", "[Governing State]", "{Company Name}") where the fact should be;
 * 'incorporated', left to terms the document incorporates by reference but does not contain
 * (the value names them); 'not-found', not in the document at all (no words to point at: the
 * quote is empty). Analyses stored before statuses read as 'stated'.
 */
export const keyFactStatusSchema = z.enum(['stated', 'blank', 'incorporated', 'not-found']);
const status = { status: z._default(keyFactStatusSchema, 'stated') };

export const partySchema = z.object({
  name: z.string(),
  role: z.string(),
  ...status,
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
  ...status,
  ...location,
});

export const keyTermKindSchema = z.enum([
  'governing-law',
  'forum',
  'term-and-renewal',
  'termination-notice',
  'fees',
  'royalties',
  'payment-terms',
  'late-payment',
  'liability-cap',
  'liability-carve-outs',
  'indemnity',
  'confidentiality-period',
  'non-compete',
  'non-solicit',
  'ip-ownership',
  'valuation-cap',
  'discount-rate',
]);

export const keyTermSchema = z.object({
  kind: keyTermKindSchema,
  label: z.string(),
  /** The term in a few plain words, e.g. "Delaware" or "12 months, renews yearly". */
  value: z.string(),
  ...status,
  ...location,
});

/**
 * Whose side the analysis is written for: a party (its name as written, or its role when no
 * name was found) and its role, chosen from the document type or by the person.
 */
export const perspectiveSchema = z.object({
  party: z.string(),
  role: z.string(),
  chosenBy: z.enum(['default', 'user']),
  /** Both sides make the same promises (a mutual NDA): either could be the reader. */
  isMutual: z._default(z.boolean(), false),
});

/** A party the analysis can be written for: its name as written (or its role) and its role. */
export const readerOptionSchema = z.object({ party: z.string(), role: z.string() });

/** How likely the document has a clause of a category at all (document level, calibrated). */
export const clausePresenceSchema = z.object({
  category: z.string(),
  probability,
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
  /** The reader; null when no party could be chosen (and for analyses stored before readers). */
  perspective: z._default(z.nullable(perspectiveSchema), null),
  /** Every party the person may read it as ("I am the Franchisor"), the reader among them. */
  readers: z._default(z.array(readerOptionSchema), []),
  summary: z.object({ short: z.string(), keyPoints: z.array(z.string()) }),
  parties: z.array(partySchema),
  keyDates: z.array(keyDateSchema),
  keyTerms: z.array(keyTermSchema),
  clauses: z.array(clauseSchema),
  clausePresence: z._default(z.array(clausePresenceSchema), []),
  /** Most important first: severity for the reader, then confidence. */
  redFlags: z.array(redFlagSchema),
  protections: z._default(z.array(protectionSchema), []),
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
export type Protection = z.infer<typeof protectionSchema>;
export type Place = z.infer<typeof placeSchema>;
export type Perspective = z.infer<typeof perspectiveSchema>;
export type ClausePresence = z.infer<typeof clausePresenceSchema>;
export type ReaderOption = z.infer<typeof readerOptionSchema>;
export type Obligation = z.infer<typeof obligationSchema>;
export type Deadline = z.infer<typeof deadlineSchema>;
export type Duration = z.infer<typeof durationSchema>;
export type Party = z.infer<typeof partySchema>;
export type KeyDate = z.infer<typeof keyDateSchema>;
export type KeyTerm = z.infer<typeof keyTermSchema>;
export type KeyTermKind = z.infer<typeof keyTermKindSchema>;
export type KeyFactStatus = z.infer<typeof keyFactStatusSchema>;
export type MissingClause = z.infer<typeof missingClauseSchema>;
export type Coverage = z.infer<typeof coverageSchema>;
export type Severity = z.infer<typeof severitySchema>;
export type ObligationType = z.infer<typeof obligationTypeSchema>;
