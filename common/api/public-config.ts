import * as z from 'zod/mini';

/** The public settings the web app reads from GET /api/config at start-up. */
export const publicConfigSchema = z.object({
  productName: z.string(),
  /** Where support mail goes (SUPPORT_EMAIL); null where the operator has named no address. */
  supportEmail: z.nullable(z.string()),
  errorReportUrl: z.nullable(z.string()),
  maxUploadBytes: z.number().check(z.int(), z.positive()),
  /** The Supabase-compatible provider's base URL (auth lives at <authUrl>/auth/v1). */
  authUrl: z.string(),
  /** The public key the web app sends as `apikey`. */
  anonKey: z.string(),
  /** Stripe Checkout is set up here; otherwise an admin grants plans and credits. */
  paymentsEnabled: z.boolean(),
  /** The sign-in service can send email (reset links, codes); without it none is sent. */
  emailEnabled: z.boolean(),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;
