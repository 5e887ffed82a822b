import type * as z from 'zod/mini';
import { AppError } from '../../common/errors/app-error.ts';

/**
 * JSON the server stored itself, checked against its schema as it is read back: a damaged row
 * fails here as DATA_CORRUPTION instead of somewhere later as a wrong value. `what` names it in
 * the message, e.g. 'The pages of a stored document'.
 */
export function parseStoredJson<T>(schema: z.ZodMiniType<T>, json: string, what: string): T {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new AppError('DATA_CORRUPTION', `${what} could not be read.`, { cause: error });
  }
  const result = schema.safeParse(value);
  if (!result.success)
    throw new AppError('DATA_CORRUPTION', `${what} could not be read.`, { cause: result.error });
  return result.data;
}
