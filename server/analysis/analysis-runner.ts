import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ReportStep } from '../engine/analyser.ts';
import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import type { AnalysisProgress } from '../../common/api/analysis-jobs.ts';
import { CREDITS_PER_ANALYSIS } from '../../common/plans/plans.ts';
import { AppError } from '../../common/errors/app-error.ts';
import { changeCredits } from '../credits/change-credits.ts';
import {
  claimAnalysisJob,
  finishAnalysisJob,
  releaseAnalysisForRetry,
  renewAnalysisLease,
  saveAnalysis,
  type AnalysisJobRow,
} from './analysis-queries.ts';
import type { Database } from '../db/schema.ts';
import type { DocumentVault } from '../encryption/document-vault.ts';
import type { DatabaseKind } from '../db/database.ts';
import type { Signals } from '../db/signals.ts';
import type { ProgressRelay } from '../progress/progress-relay.ts';
import { presentJob, progressOfJob } from './analysis-progress.ts';
import { getAnalysisJobProgress } from './analysis-job-status.ts';
import { refundKey } from './refund-unfinished-jobs.ts';

/** The signal that an analysis job was created: any idle worker looks for work. */
export const ANALYSIS_SIGNAL = 'analyse';

/** How long a claim holds without renewal: a dead worker's jobs are taken over after this. */
export const LEASE_MS = 30_000;
// A lease is renewed three times in its life, so one slow renewal does not lose it.
const RENEWALS_PER_LEASE = 3;
// How often an idle worker looks for jobs it was not told about (another instance's, a lapsed lease).
const POLL_EVERY_MS = 5_000;
/** A job that failed this many times for reasons not its own is refunded and given up. */
export const MAX_ATTEMPTS = 3;
/** Waits before the next attempt after such a failure: 2 s, then 10 s. */
export const RETRY_BACKOFF_MS = [2_000, 10_000];

/** What the worker needs; tests pass a failing engine and short timings. */
export interface AnalysisRunnerOptions {
  db: Kysely<Database>;
  /** Seals the analysis under its document's key. */
  vault: DocumentVault;
  kind: DatabaseKind;
  /** The engine: reports its steps as it goes, for the browser's progress bar. */
  analyse: (job: AnalysisJobRow, reportStep: ReportStep) => Promise<Analysis>;
  log: { warn: (details: Record<string, unknown>, message: string) => void };
  /** Where each job's steps go, for whichever instance streams them. */
  progress: ProgressRelay<AnalysisProgress>;
  /** Told when a job is created, wherever: the worker looks for work at once. */
  signals: Signals;
  leaseMs?: number;
  pollEveryMs?: number;
  /** The waits before each retry (RETRY_BACKOFF_MS); tests do not wait. */
  retryBackOffMs?: readonly number[];
}

/**
 * Runs analysis jobs one at a time inside the server. A finished job's analysis and status are
 * written together; a failed one is refunded in the same transaction as its failure, so a
 * credit is never lost. Jobs left running by a stopped server are taken over when their lease
 * runs out, at most MAX_ATTEMPTS times.
 */
export class AnalysisRunner {
  readonly #options: AnalysisRunnerOptions;
  /** This process's name on the jobs it claims (analysis_jobs.lease_owner). */
  readonly owner = `worker-${randomUUID()}`;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #running: Promise<void> | null = null;
  #isClosed = false;
  #idleWaiters: (() => void)[] = [];
  #stopListening: (() => void) | null = null;

  constructor(options: AnalysisRunnerOptions) {
    this.#options = options;
  }

  /** Takes the jobs waiting now (a stopped server's, once their lease lapses) and each new one. */
  start(): void {
    this.#stopListening = this.#options.signals.listen('jobs', (payload) => {
      if (payload === ANALYSIS_SIGNAL) this.poke();
    });
    this.poke();
  }

  /** Looks for work now (after a job was created) and from then on every few seconds. */
  poke(): void {
    if (this.#isClosed || this.#running) return;
    clearTimeout(this.#timer);
    this.#running = this.#drain().finally(() => {
      this.#running = null;
      for (const resolve of this.#idleWaiters.splice(0)) resolve();
      if (!this.#isClosed) {
        this.#timer = setTimeout(() => this.poke(), this.#options.pollEveryMs ?? POLL_EVERY_MS);
        this.#timer.unref();
      }
    });
  }

  /** Resolves once the current round of work is done (tests wait on it). */
  async idle(): Promise<void> {
    if (this.#running) await new Promise<void>((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Stops looking for work; a job in hand finishes (analysis takes under a second). */
  async close(): Promise<void> {
    this.#isClosed = true;
    this.#stopListening?.();
    clearTimeout(this.#timer);
    await this.#running;
  }

  async #drain(): Promise<void> {
    for (;;) {
      if (this.#isClosed) return;
      const now = Date.now();
      const job = await claimAnalysisJob(
        this.#options.db,
        this.#options.kind,
        this.owner,
        new Date(now).toISOString(),
        new Date(now + this.#leaseMs()).toISOString(),
      );
      if (!job) return;
      await this.#run(job);
    }
  }

  async #run(job: AnalysisJobRow): Promise<void> {
    const { db, log } = this.#options;
    const renewal = setInterval(() => {
      const until = new Date(Date.now() + this.#leaseMs()).toISOString();
      // A renewal that fails leaves the job running; should the lease lapse, another worker takes
      // it over. Logged, since a database that keeps refusing them shows here first.
      void renewAnalysisLease(db, job.id, this.owner, until).catch((error: unknown) =>
        log.warn({ err: error, jobId: job.id }, 'An analysis lease was not renewed'),
      );
    }, this.#leaseMs() / RENEWALS_PER_LEASE);
    const shown = presentJob(job);
    let progress = 0;
    const reportStep: ReportStep = (message, fraction) => {
      // The bar only moves forward; the last few percent are the saving.
      progress = Math.max(progress, Math.round(5 + Math.min(1, Math.max(0, fraction)) * 90));
      this.#options.progress.publish(job.user_id, {
        documentId: job.document_id,
        job: shown,
        message,
        progress,
      });
    };
    this.#options.progress.publish(job.user_id, progressOfJob(shown));
    try {
      const analysis = await this.#options.analyse(job, reportStep);
      await db.transaction().execute(async (trx) => {
        if (!(await finishAnalysisJob(trx, job.id, this.owner, { status: 'succeeded' }))) return;
        await saveAnalysis(trx, this.#options.vault, {
          documentId: job.document_id,
          userId: job.user_id,
          jobId: job.id,
          analysisJson: JSON.stringify(analysis),
        });
      });
    } catch (error) {
      const failure = toFailure(error);
      const isFinal = failure.isFileFault || job.attempts >= MAX_ATTEMPTS;
      log.warn({ err: error, jobId: job.id, attempts: job.attempts, isFinal }, 'Analysis failed');
      if (isFinal) await this.#failAndRefund(job, failure);
      else await this.#releaseForRetry(job);
    } finally {
      clearInterval(renewal);
      await this.#publishOutcome(job);
    }
  }

  /** Tells followers where the job ended up: done, failed, or waiting for another attempt. */
  async #publishOutcome(job: AnalysisJobRow): Promise<void> {
    const current = await getAnalysisJobProgress(this.#options.db, job.id).catch(() => undefined);
    if (current) this.#options.progress.publish(job.user_id, current);
  }

  async #failAndRefund(
    job: AnalysisJobRow,
    failure: { code: string; message: string },
  ): Promise<void> {
    await this.#options.db.transaction().execute(async (trx) => {
      const isMine = await finishAnalysisJob(trx, job.id, this.owner, {
        status: 'failed',
        errorCode: failure.code,
        errorMessage: failure.message,
      });
      if (!isMine) return;
      await changeCredits(trx, {
        userId: job.user_id,
        amount: CREDITS_PER_ANALYSIS,
        reason: 'refund',
        idempotencyKey: refundKey(job.id),
        reference: job.id,
      });
    });
  }

  /** Gives the job back for another attempt, by any worker, after a back-off. */
  async #releaseForRetry(job: AnalysisJobRow): Promise<void> {
    const backOffMs = (this.#options.retryBackOffMs ?? RETRY_BACKOFF_MS)[job.attempts - 1] ?? 0;
    const retryAt = new Date(Date.now() + backOffMs).toISOString();
    await releaseAnalysisForRetry(this.#options.db, job.id, this.owner, retryAt);
  }

  #leaseMs(): number {
    return this.#options.leaseMs ?? LEASE_MS;
  }
}

/**
 * What the user is told: a document that is not legal costs nothing and says so; a deleted
 * document needs no retry; anything else is ANALYSIS_FAILED with the credit refunded.
 */
function toFailure(error: unknown): { code: string; message: string; isFileFault: boolean } {
  if (
    error instanceof AppError &&
    (error.code === 'NOT_LEGAL_DOCUMENT' || error.code === 'NOT_FOUND')
  ) {
    return { code: error.code, message: error.message, isFileFault: true };
  }
  return {
    code: 'ANALYSIS_FAILED',
    message: 'The analysis could not be completed. Your credit has been refunded.',
    isFileFault: false,
  };
}
