import { availableParallelism } from 'node:os';
import { startCluster } from '../../tests/support/cluster.test-support.ts';
import { findPostgresBinaries } from '../../tests/support/postgres.test-support.ts';
import {
  runScaleScenario,
  type ScaleReport,
} from '../../tests/support/scale-scenario.test-support.ts';

const USERS = 20;
const DOCUMENTS_PER_USER = 3;
// Every fifth user's first document is a scan: 4 of the 60 documents go through OCR.
const SCAN_EVERY = 5;
const THROUGHPUT_ROUNDS = 3;

/**
 * `npm run bench scale`: the deployment of deploy/compose.yaml on loopback, every part its own
 * process (a throwaway PostgreSQL, s3rver, two API instances that only serve behind a
 * round-robin proxy, and workers). 20 users upload and analyse 3 documents each, with one worker
 * and with two (three rounds each), then with two while an API instance is killed mid-upload and
 * each worker mid-OCR and mid-analysis. Prints throughput, the p95 from upload to finished analysis,
 * and whether every upload, stream, reading, analysis and ledger held. Needs PostgreSQL's
 * server binaries (Debian's postgresql package).
 */
export async function reportScale(): Promise<void> {
  const binaries = findPostgresBinaries();
  if (!binaries) {
    console.log('scale: skipped, PostgreSQL server binaries are not installed');
    return;
  }
  console.log(
    `scale: ${USERS} users x ${DOCUMENTS_PER_USER} documents through 2 API instances, on ${availableParallelism()} cores. This takes a few minutes...`,
  );
  const runs: Run[] = [];
  // Throughput: one worker, then two, three times each, one reading at a time per worker, so
  // the second worker has a core to use; the median of each counts.
  for (let round = 1; round <= THROUGHPUT_ROUNDS; round++)
    for (const workerCount of [1, 2])
      runs.push(
        await runOnce(
          binaries,
          `${workerCount} worker${workerCount > 1 ? 's' : ''}, round ${round}`,
          {
            workerCount,
            withKills: false,
          },
        ),
      );
  runs.push(
    await runOnce(
      binaries,
      '2 workers, kill -9 of api-1 mid-upload, worker-1 mid-OCR, worker-2 mid-analysis',
      {
        workerCount: 2,
        withKills: true,
      },
    ),
  );
  printTable(runs);
}

interface Run {
  label: string;
  workerCount: number;
  withKills: boolean;
  report: ScaleReport;
  requests: string;
}

async function runOnce(
  binaries: string,
  label: string,
  options: { workerCount: number; withKills: boolean },
): Promise<Run> {
  const cluster = await startCluster({
    postgresBinaries: binaries,
    apiCount: 2,
    workerCount: options.workerCount,
    env: {
      WORKER_CONCURRENCY: '1',
      ...(options.withKills && { READING_LEASE_SECONDS: '5', ANALYSIS_LEASE_SECONDS: '5' }),
    },
  });
  try {
    const report = await runScaleScenario(cluster, {
      users: USERS,
      documentsPerUser: DOCUMENTS_PER_USER,
      scanEvery: SCAN_EVERY,
      killApiDuringUpload: options.withKills,
      killWorkerDuringOcr: options.withKills,
      killWorkerDuringAnalysis: options.withKills,
    });
    const requests = [...cluster.requestsByInstance]
      .map(([name, count]) => `${name} ${count}`)
      .join(', ');
    console.log(`scale: ${label} done in ${(report.elapsedMs / 1000).toFixed(1)} s`);
    return { label, ...options, report, requests };
  } finally {
    await cluster.stop();
  }
}

function printTable(runs: Run[]): void {
  const perMinute = (report: ScaleReport) => (report.uploadsAccepted / report.elapsedMs) * 60_000;
  const medianRate = (workerCount: number) =>
    percentile(
      runs
        .filter((run) => run.workerCount === workerCount && !run.withKills)
        .map((run) => perMinute(run.report)),
      0.5,
    );
  const rows = runs.map(({ label, report, requests }) => {
    const held =
      report.uploadsLost === 0 &&
      report.streamsCompleted === report.streamsStarted &&
      report.notAnalysedOnce === 0 &&
      report.ledgerMismatches === 0;
    return [
      label,
      `${report.uploadsAccepted} documents in ${(report.elapsedMs / 1000).toFixed(1)} s: ${perMinute(report).toFixed(1)} analysed/min`,
      `p95 upload to analysis ${(percentile(report.uploadToAnalysisMs, 0.95) / 1000).toFixed(1)} s (median ${(percentile(report.uploadToAnalysisMs, 0.5) / 1000).toFixed(1)} s)`,
      `lost uploads ${report.uploadsLost}; streams ended ${report.streamsCompleted}/${report.streamsStarted}; not analysed exactly once ${report.notAnalysedOnce}; ledger != balance ${report.ledgerMismatches}; readings taken over ${report.readingsTakenOver}`,
      `requests: ${requests}`,
      report.kills.length > 0 ? `kills: ${report.kills.join('; ')}` : '',
      held ? 'pass' : 'FAIL',
    ];
  });
  console.log('\n| run | throughput | time | every job once | requests | kills | pass/fail |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log(
    `\nscale: median throughput ${medianRate(1).toFixed(1)} analysed/min with one worker, ${medianRate(2).toFixed(1)} with two: ratio ${(medianRate(2) / medianRate(1)).toFixed(2)} (WORKER_CONCURRENCY=1; ${availableParallelism()} cores shared with the API instances, PostgreSQL and the users)`,
  );
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}
