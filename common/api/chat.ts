import * as z from 'zod/mini';

/** The most a question may be: a long paragraph, not a document pasted in. */
export const MAX_QUESTION_LENGTH = 1000;

/** A passage an answer rests on: its page and the document's exact words at [start, end). */
export const citationSchema = z.object({
  page: z.number().check(z.int(), z.positive()),
  quote: z.string(),
  start: z.number().check(z.int(), z.nonnegative()),
  end: z.number().check(z.int(), z.nonnegative()),
});

export type Citation = z.infer<typeof citationSchema>;

/** What an answer says to the question, before its proof. */
export const verdictSchema = z.enum(['yes', 'no', 'conditional', 'not-stated']);

export type Verdict = z.infer<typeof verdictSchema>;

/** One message of a document's chat (SPEC section 3's chat state holds a list of them). */
export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** The answer's passages, each checked verbatim against the document; empty for questions. */
  citations: z.array(citationSchema),
  /** For answers: false when the document does not say (such an answer is not counted). */
  isAnswered: z.optional(z.boolean()),
  /** For answers: yes, no, only on a condition, or the document does not say. */
  verdict: z.optional(verdictSchema),
  createdAt: z.string(),
});

export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The Ask-AI allowance after a question, as GET /api/getUserPlan shows it. */
export const askAiUsageSchema = z.object({
  askAiQuestions: z.number().check(z.int(), z.nonnegative()),
  askAiQuestionsLimit: z.number().check(z.int(), z.nonnegative()),
  askAiCredits: z.number().check(z.int(), z.nonnegative()),
});

export type AskAiUsage = z.infer<typeof askAiUsageSchema>;

/** GET /api/documents/:id/chat: the conversation so far, and questions worth asking. */
export const chatHistorySchema = z.object({
  messages: z.array(chatMessageSchema),
  suggestedQuestions: z.array(z.string()),
});

export type ChatHistory = z.infer<typeof chatHistorySchema>;

/** POST /api/documents/:id/chat's body. */
export const askQuestionSchema = z.object({
  question: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_QUESTION_LENGTH)),
});

/**
 * POST /api/documents/:id/chat answers with server-sent events: `delta` events carry pieces of
 * the answer's text as it is written ({ text }); then one `done` event with the saved question
 * and answer and the allowance after it, or one `error` event ({ code, error }) after which
 * nothing was saved or counted.
 */
export const chatDeltaEventSchema = z.object({ text: z.string() });

export const chatDoneEventSchema = z.object({
  question: chatMessageSchema,
  answer: chatMessageSchema,
  usage: askAiUsageSchema,
});

export type ChatDoneEvent = z.infer<typeof chatDoneEventSchema>;

export const chatErrorEventSchema = z.object({ code: z.string(), error: z.string() });
