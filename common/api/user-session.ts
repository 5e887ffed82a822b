import * as z from 'zod/mini';

/** The user session record of SPEC section 3: who is signed in, with their product role. */
export const userSessionSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
});

export type UserSession = z.infer<typeof userSessionSchema>;
