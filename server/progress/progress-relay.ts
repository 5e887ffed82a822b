import type { Kysely } from 'kysely';
import type * as z from 'zod/mini';
import { findJobProgress, saveJobProgress, type ProgressKind } from './progress-queries.ts';
import type { Database } from '../db/schema.ts';
import type { Signals } from '../db/signals.ts';
import { ProgressHub } from './progress-hub.ts';

/** What a relay needs: where reports are kept and announced, and how to read one back. */
export interface ProgressRelayOptions<Report> {
  kind: ProgressKind;
  db: Kysely<Database>;
  signals: Signals;
  /** This process, so it does not relay its own reports back to itself. */
  instanceId: string;
  schema: z.ZodMiniType<Report>;
  isFinished: (report: Report) => boolean;
  warn: (details: Record<string, unknown>, message: string) => void;
}

/**
 * Progress of readings or analyses across processes. A worker's report reaches the followers in
 * its own process at once (the hub), and is stored (job_progress) and announced with the
 * document's id, so an instance streaming that document to a browser loads it and passes it to
 * its followers. An announcement can be missed, so a stream also asks for the stored report now
 * and then (`refresh`).
 */
export class ProgressRelay<Report extends { documentId: string }> {
  readonly hub: ProgressHub<Report>;
  readonly #options: ProgressRelayOptions<Report>;
  // Each document's writes in the order they were published: a late write never replaces a
  // newer report.
  readonly #writes = new Map<string, Promise<void>>();

  constructor(options: ProgressRelayOptions<Report>) {
    this.#options = options;
    this.hub = new ProgressHub<Report>(options.isFinished);
  }

  /** Passes a report to this process's followers, then stores and announces it for the others. */
  publish(userId: string, report: Report): void {
    this.hub.publish(userId, report);
    const { db, signals, kind, instanceId, warn } = this.#options;
    const previous = this.#writes.get(report.documentId) ?? Promise.resolve();
    const write = previous
      .then(async () => {
        const reportJson = JSON.stringify(report);
        await saveJobProgress(db, { kind, documentId: report.documentId, userId, reportJson });
        await signals.send('progress', `${instanceId} ${kind} ${report.documentId}`);
      })
      .catch((error: unknown) =>
        warn({ err: error, documentId: report.documentId }, 'A progress report was not stored'),
      );
    this.#writes.set(report.documentId, write);
    void write.finally(() => {
      if (this.#writes.get(report.documentId) === write) this.#writes.delete(report.documentId);
    });
  }

  /** Hears the other processes' announcements; returns the function that stops. */
  listen(): () => void {
    const { signals, kind, instanceId } = this.#options;
    return signals.listen('progress', (payload) => {
      const [from, announcedKind, documentId] = payload.split(' ');
      if (from === instanceId || announcedKind !== kind || !documentId) return;
      // Loaded only where a browser follows it: most instances ignore most reports.
      if (this.hub.isFollowed(documentId)) void this.#load(documentId);
    });
  }

  /** The newest report on the user's document: this process's, or the stored one. */
  async latest(userId: string, documentId: string): Promise<Report | undefined> {
    return this.hub.latest(userId, documentId) ?? (await this.#readStored(userId, documentId));
  }

  /** Loads the stored report and passes it on if it is news to this process. */
  async refresh(userId: string, documentId: string): Promise<void> {
    const stored = await this.#readStored(userId, documentId);
    if (stored) this.#passOnIfNew(userId, stored);
  }

  async #load(documentId: string): Promise<void> {
    const stored = await findJobProgress(this.#options.db, this.#options.kind, documentId).catch(
      () => undefined,
    );
    const report = stored && this.#parse(stored.reportJson);
    if (stored && report) this.#passOnIfNew(stored.userId, report);
  }

  #passOnIfNew(userId: string, report: Report): void {
    if (!isSameReport(report, this.hub.latest(userId, report.documentId)))
      this.hub.publish(userId, report);
  }

  async #readStored(userId: string, documentId: string): Promise<Report | undefined> {
    const stored = await findJobProgress(this.#options.db, this.#options.kind, documentId);
    if (!stored || stored.userId !== userId) return undefined;
    return this.#parse(stored.reportJson);
  }

  #parse(reportJson: string): Report | undefined {
    const parsed = this.#options.schema.safeParse(JSON.parse(reportJson));
    return parsed.success ? parsed.data : undefined;
  }
}

function isSameReport(one: unknown, other: unknown): boolean {
  return JSON.stringify(one) === JSON.stringify(other);
}
