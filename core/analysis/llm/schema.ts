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
 * every property required, "may be absent" written as nullable, no numeric or length limits,
 * which a model could break and so fail the whole chunk; the values are checked afterwards.
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
});

export type ChunkFindings = z.infer<typeof chunkFindingsSchema>;
