import type { FastifyInstance } from 'fastify';
import {
  deleteAccountRequestSchema,
  isAccountDeletionConfirmed,
} from '../../../common/api/account.ts';
import {
  accountSettingsSchema,
  autoDeletePreviewQuerySchema,
} from '../../../common/api/account-settings.ts';
import { AppError } from '../../../common/errors/app-error.ts';
import { deleteAccount } from '../../account/delete-account.ts';
import { exportAccountData } from '../../account/export-account-data.ts';
import type { DocumentDependencies } from '../../documents/document-dependencies.ts';
import {
  getAccountSettings,
  previewAutoDelete,
  updateAccountSettings,
} from '../../retention/account-settings.ts';
import { getUserSession } from '../middleware/authenticate.ts';
import { createContentDisposition } from '../content-disposition.ts';
import { API_RATE_LIMITS, createRateLimit } from '../middleware/rate-limit.ts';
import { parseRequest } from '../validate.ts';

/** The answer when the typed confirmation is not the account's email address. */
export const DELETE_ACCOUNT_NOT_CONFIRMED_MESSAGE =
  'To delete your account, type the email address you sign in with exactly as it is shown.';

/**
 * The signed-in user's account: DELETE /api/account with {"confirm": "<the user's email>"}
 * deletes it and everything in it (typing the address makes it deliberate: no stray click or
 * replayed request without it deletes anything); GET and PUT /api/account/settings read and
 * change its settings (with a preview of what a shorter automatic deletion would delete); GET
 * /api/account/export is "Download all my data", a zip, rate-limited as reports are.
 */
export function registerAccountRoutes(
  app: FastifyInstance,
  options: Omit<DocumentDependencies, 'warn'> & { now: () => Date },
): void {
  const { db, now } = options;
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

  app.get('/api/account/settings', async (request) =>
    getAccountSettings(db, getUserSession(request).id),
  );

  app.put('/api/account/settings', async (request) => {
    const user = getUserSession(request);
    const settings = parseRequest(accountSettingsSchema, request.body);
    return updateAccountSettings(db, user.id, settings);
  });

  app.get('/api/account/settings/auto-delete-preview', async (request) => {
    const user = getUserSession(request);
    const { days } = parseRequest(autoDeletePreviewQuerySchema, request.query);
    return previewAutoDelete(db, user.id, { days, now: now() });
  });

  const limitExports = createRateLimit({ db, limit: API_RATE_LIMITS.export, now });
  app.get('/api/account/export', { onRequest: limitExports }, async (request, reply) => {
    const user = getUserSession(request);
    const data = await exportAccountData(options, user, now());
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', createContentDisposition(data.fileName))
      .header('cache-control', 'private, no-store')
      .send(data.body);
  });
}
