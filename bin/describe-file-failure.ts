import { AppError } from '../common/errors/app-error.ts';

/** Why a file given on the command line could not be used, in a line for the terminal. */
export function describeFileFailure(error: unknown): string {
  if (error instanceof AppError) return `${error.message} (${error.code})`;
  if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return 'No such file.';
  if (error instanceof Error && 'code' in error && error.code === 'EISDIR')
    return 'This is a folder, not a file.';
  return error instanceof Error ? error.message : String(error);
}
