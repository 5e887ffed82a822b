import * as z from 'zod/mini';
import {
  keyDateKindSchema,
  keyTermKindSchema,
  obligationTypeSchema,
  severitySchema,
} from '../../../common/analysis/analysis-schema.ts';

/**
 * What the model answers for one chunk of a document (structured output). The model quotes the
 * document's words; it never gives offsets, because models count characters badly. We find the
 * quotes in the text ourselves (locate-quote.ts) and drop what is not there.
 *
 * Kept to what every provider's structured-output mode accepts (OpenAI's strict mode included):
 * every property required (but `itemResults`, see there), "may be absent" written as nullable,
 * no numeric or length limits, which a model could break and so fail the whole chunk; the values
 * are checked afterwards.
 */

const quote = z.string().register(z.globalRegistry, {
  description: 'The exact words of the document this rests on, copied character for character.',
});

/** A length of time: "30 days" is { value: 30, unit: "day" }. */
const durationSchema = z.object({
  value: z.number(),
  unit: z.enum(['day', 'business-day', 'week', 'month', 'year']),
});

const isoDate = z.nullable(z.string()).register(z.globalRegistry, {
  description: 'YYYY-MM-DD when the words name a calendar date, otherwise null.',
});

/** How the document answers a playbook item, judged for the reader against the market standard. */
export const itemStatusSchema = z.enum([
  'present',
  'off-market',
  'absent',
  'blank',
  'not-selected',
  'favourable',
]);

/** One point of the type's playbook (its checklist), as the model answers it for this part. */
const itemResultSchema = z.object({
  itemId: z.string(),
  status: itemStatusSchema,
  quote: z.string().register(z.globalRegistry, {
    description:
      'The exact words of the document this rests on, copied character for character; for "absent", the clause where the term would usually be, or "" when there is none.',
  }),
  explanation: z.string(),
});

export const chunkFindingsSchema = z.object({
  documentType: z.nullable(z.string()).register(z.globalRegistry, {
    description: 'The kind of document, from the list given; null when not asked.',
  }),
  keyPoints: z.array(z.string()).register(z.globalRegistry, {
    description: 'What a reader should take away from this part, one plain sentence each.',
  }),
  parties: z.array(z.object({ name: z.string(), role: z.string(), quote })),
  keyDates: z.array(
    z.object({
      kind: keyDateKindSchema,
      label: z.string(),
      date: isoDate,
      duration: z.nullable(durationSchema),
      quote,
    }),
  ),
  keyTerms: z.array(
    z.object({ kind: keyTermKindSchema, label: z.string(), value: z.string(), quote }),
  ),
  redFlags: z.array(
    z.object({
      category: z.string(),
      title: z.string(),
      severity: severitySchema,
      explanation: z.string(),
      suggestion: z.string(),
      burdens: z.nullable(z.string()).register(z.globalRegistry, {
        description:
          'The role of the party this term burdens, as the document names it; null when it binds every party alike.',
      }),
      quote,
    }),
  ),
  obligations: z.array(
    z.object({
      party: z.string(),
      action: z.string(),
      type: obligationTypeSchema,
      deadline: z.nullable(
        z.object({
          text: z.string(),
          date: isoDate,
          duration: z.nullable(durationSchema),
          recurrence: z.nullable(z.string()),
          trigger: z.nullable(z.string()),
        }),
      ),
      quote,
    }),
  ),
  // Defaulted, so an answer from before the checklist (and a model that leaves it out) still
  // parses; the AI SDK then marks it optional in the JSON schema, which OpenAI's strict mode
  // (off by default in AI SDK 5) would refuse.
  itemResults: z._default(z.array(itemResultSchema), []).register(z.globalRegistry, {
    description: "The checklist's items this part answers; empty when no checklist is given.",
  }),
});

export type ChunkFindings = z.infer<typeof chunkFindingsSchema>;
/** What a model may send for one chunk: the findings, the newer fields optional. */
export type ChunkAnswer = z.input<typeof chunkFindingsSchema>;
export type ItemResult = z.infer<typeof itemResultSchema>;
export type ItemStatus = z.infer<typeof itemStatusSchema>;
