import type { Migration } from 'kysely';
import * as appSettings from './0001-app-settings.ts';
import * as auth from './0002-auth.ts';
import * as documents from './0003-documents.ts';
import * as documentProcessing from './0004-document-processing.ts';
import * as credits from './0005-credits.ts';
import * as analysisJobs from './0006-analysis-jobs.ts';
import * as payments from './0007-payments.ts';
import * as chat from './0008-chat.ts';
import * as shares from './0009-shares.ts';
import * as chatVerdicts from './0010-chat-verdicts.ts';
import * as authRateLimits from './0011-auth-rate-limits.ts';
import * as sharedJobQueue from './0012-shared-job-queue.ts';
import * as oneTimeTokenGuessing from './0013-one-time-token-guessing.ts';
import * as trialClaims from './0014-trial-claims.ts';
import * as documentAutoDelete from './0015-document-auto-delete.ts';
import * as documentKeys from './0016-document-keys.ts';
import * as activityLog from './0017-activity-log.ts';
import * as shareControls from './0018-share-controls.ts';
import * as sessionDevices from './0019-session-devices.ts';

/**
 * Every migration, in order. Listed by hand rather than read from disk so the server works the
 * same from source, from a bundle and under the test runner. Never edit a released migration:
 * add the next one.
 */
export const migrations: Record<string, Migration> = {
  '0001-app-settings': appSettings,
  '0002-auth': auth,
  '0003-documents': documents,
  '0004-document-processing': documentProcessing,
  '0005-credits': credits,
  '0006-analysis-jobs': analysisJobs,
  '0007-payments': payments,
  '0008-chat': chat,
  '0009-shares': shares,
  '0010-chat-verdicts': chatVerdicts,
  '0011-auth-rate-limits': authRateLimits,
  '0012-shared-job-queue': sharedJobQueue,
  '0013-one-time-token-guessing': oneTimeTokenGuessing,
  '0014-trial-claims': trialClaims,
  '0015-document-auto-delete': documentAutoDelete,
  '0016-document-keys': documentKeys,
  '0017-activity-log': activityLog,
  '0018-share-controls': shareControls,
  '0019-session-devices': sessionDevices,
};
