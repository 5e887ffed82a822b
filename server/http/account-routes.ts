import type { FastifyInstance } from 'fastify';
import {
  deleteAccountRequestSchema,
  isAccountDeletionConfirmed,
} from '../../common/api/account.ts';
import { AppError } from '../../common/errors/app-error.ts';
import { deleteAccount } from '../account/delete-account.ts';
import type { DocumentDependencies } from '../documents/document-dependencies.ts';
import { getUserSession } from './authenticate.ts';
import { parseRequest } from './validate.ts';

/** The answer when the typed confirmation is not the account's email address. */
export const DELETE_ACCOUNT_NOT_CONFIRMED_MESSAGE =
  'To delete your account, type the email address you sign in with exactly as it is shown.';

/**
 * DELETE /api/account with {"confirm": "<the user's email>"}: deletes the signed-in user's
 * account and everything in it, answering 204. Typing the address makes it deliberate: no
 * stray click or replayed request without it deletes anything.
 */
export function registerAccountRoutes(
  app: FastifyInstance,
  options: Omit<DocumentDependencies, 'warn'>,
): void {
  app.delete('/api/account', async (request, reply) => {
    const user = getUserSession(request);
    const { confirm } = parseRequest(deleteAccountRequestSchema, request.body);
    if (!isAccountDeletionConfirmed(confirm, user.email))
      throw new AppError('VALIDATION_ERROR', DELETE_ACCOUNT_NOT_CONFIRMED_MESSAGE);
    await deleteAccount(
      { ...options, warn: (details, message) => request.log.warn(details, message) },
      user.id,
    );
    return reply.status(204).send();
  });
}
