import * as z from 'zod/mini';

/** The `:id` of every /api/documents/:id route: any non-empty id (an unknown one is a 404). */
export const documentParamsSchema = z.object({ id: z.string().check(z.minLength(1)) });
