import { describeError, type DescribedError } from '../../../common/errors/catalogue.ts';
import { ApiError } from '../../lib/api-client.ts';

/**
 * What to say when a change of reader failed: the catalogue's entry, except that for a
 * VALIDATION_ERROR (not a party of the document, not analyzed yet) the server's sentence names
 * the actual problem, where the catalogue speaks of form fields there are none of.
 */
export function describeSwitchError(error: unknown): DescribedError {
  const described = describeError(error);
  if (error instanceof ApiError && error.code === 'VALIDATION_ERROR' && error.message.trim()) {
    return {
      ...described,
      title: 'This reader could not be used',
      message: error.message,
      action: 'Reload the page to see the parties of the latest analysis, then choose again.',
    };
  }
  return described;
}
