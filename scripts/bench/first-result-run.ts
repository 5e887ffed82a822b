import { randomUUID } from 'node:crypto';
import { postFile, type BenchUser } from './bench-server.ts';
import { followEventStream, type TimedEvent } from './event-timeline.ts';

/** A reading report as /api/documents/:id/progress streams it (the fields used here). */
interface ReadingReport {
  isProcessing: boolean;
  status: string;
  message: string;
}

/** An analysis report as /api/documents/:id/analysis-job/events streams it. */
interface AnalysisReport {
  job: { status: string; errorMessage: string | null };
  message: string;
}

/** Where the time of one upload-to-results went, in milliseconds, in the order it happens. */
export interface FirstResultTimeline {
  /** POST /api/documents until its answer: receiving the file, the quick look, storing it. */
  uploadMs: number;
  /** From the upload's answer to the first page read: the reading queue and a reader thread. */
  readingWaitMs: number;
  /** From the first page read to the text stored ('Ready'). */
  readingMs: number;
  /** From 'Ready' to the analysis job running: the analysis queue. */
  analysisWaitMs: number;
  /** From running to the engine called: loading the stored text. */
  openingMs: number;
  /** The built-in engine, on its thread: starting the thread and loading models when cold. */
  engineMs: number;
  /** From the job's end to the analysis fetched with the document, as the page fetches it. */
  resultFetchMs: number;
  /** From the upload's start to the analysis in hand. */
  totalMs: number;
}

/**
 * Uploads the PDF as the user, asks for its analysis at once (it waits for the text, as it does
 * when someone clicks Analyze during the reading), follows both progress streams and fetches the
 * document with its analysis: the time from upload to results, split by step.
 */
export async function measureFirstResult(
  baseUrl: string,
  user: BenchUser,
  bytes: Uint8Array,
  fileName: string,
): Promise<FirstResultTimeline> {
  const started = performance.now();
  const id = await postFile(baseUrl, user, bytes, fileName);
  const uploaded = performance.now();
  const documentUrl = `${baseUrl}/api/documents/${id}`;

  const reading = followEventStream<ReadingReport>(`${documentUrl}/progress`, user.authorization);
  const analyze = await fetch(`${documentUrl}/analyze`, {
    method: 'POST',
    headers: { ...user.authorization, 'idempotency-key': randomUUID() },
  });
  if (analyze.status !== 202)
    throw new Error(`Analyze failed: ${analyze.status} ${await analyze.text()}`);
  const analysis = followEventStream<AnalysisReport>(
    `${documentUrl}/analysis-job/events`,
    user.authorization,
  );
  const [readingEvents, analysisEvents] = await Promise.all([reading, analysis]);
  const finished = last(analysisEvents);
  if (finished?.data.job.status !== 'succeeded')
    throw new Error(`The analysis did not succeed: ${finished?.data.job.errorMessage ?? '?'}`);
  const document = await fetch(documentUrl, { headers: user.authorization });
  const { analysis: result } = (await document.json()) as { analysis: unknown };
  if (!result) throw new Error('The document came back without its analysis');
  const fetched = performance.now();

  const firstPage = readingEvents.find((event) => event.data.message.startsWith('Reading page'));
  const ready = readingEvents.find((event) => event.data.status === 'ready');
  const running = analysisEvents.find((event) => event.data.job.status === 'running');
  const engineCalled = analysisEvents.find((event) =>
    event.data.message.startsWith('Finding clauses'),
  );
  if (!firstPage || !ready || !running || !engineCalled)
    throw new Error('A step was missing from the progress streams');
  return {
    uploadMs: uploaded - started,
    readingWaitMs: firstPage.at - uploaded,
    readingMs: ready.at - firstPage.at,
    analysisWaitMs: running.at - ready.at,
    openingMs: engineCalled.at - running.at,
    engineMs: finished.at - engineCalled.at,
    resultFetchMs: fetched - finished.at,
    totalMs: fetched - started,
  };
}

function last<T>(events: readonly TimedEvent<T>[]): TimedEvent<T> | undefined {
  return events[events.length - 1];
}
