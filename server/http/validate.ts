import type { z } from 'zod';
import { AppError } from '../../common/errors/app-error.ts';

/** Parses a request part with its schema, or fails with VALIDATION_ERROR naming the first problem. */
export function parseRequest<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw new AppError('VALIDATION_ERROR', `Invalid request. ${where}${issue?.message ?? 'malformed input'}`);
}
