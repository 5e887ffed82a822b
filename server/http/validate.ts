import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { AppError } from '../../common/errors/app-error.ts';

/** Parses a request part with its schema, or fails with VALIDATION_ERROR naming the first problem. */
export function parseRequest<Schema extends core.$ZodType>(
  schema: Schema,
  value: unknown,
): core.output<Schema> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw new AppError(
    'VALIDATION_ERROR',
    `Invalid request. ${where}${issue?.message ?? 'malformed input'}`,
  );
}
