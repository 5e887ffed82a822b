import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../tests/support/cluster.test-support.ts';
import { findPostgresBinaries } from '../../tests/support/postgres.test-support.ts';
import { runScaleScenario } from '../../tests/support/scale-scenario.test-support.ts';

const postgresBinaries = findPostgresBinaries();

// `npm run bench scale` in small: separate processes on loopback, as deploy/compose.yaml runs
// them. Starting six processes and a scan's OCR take a while on two cores.
describe.runIf(postgresBinaries)(
  'scaled out: two API instances and two workers',
  { timeout: 300_000 },
  () => {
    let cluster: Cluster;
    beforeAll(async () => {
      cluster = await startCluster({
        postgresBinaries: postgresBinaries ?? '',
        apiCount: 2,
        workerCount: 2,
        // Short leases, so a killed worker's jobs are taken over within seconds.
        env: { READING_LEASE_SECONDS: '3', ANALYSIS_LEASE_SECONDS: '3', WORKER_CONCURRENCY: '1' },
      });
    }, 180_000);
    afterAll(() => cluster?.stop());

    it('serves any request on either instance and finishes every job once, through kills', async () => {
      const report = await runScaleScenario(cluster, {
        users: 4,
        documentsPerUser: 2,
        scanEvery: 4,
        killApiDuringUpload: true,
        killWorkerDuringOcr: true,
        killWorkerDuringAnalysis: true,
      });
      expect(report.uploadsAccepted).toBe(8);
      expect(report.uploadsLost).toBe(0);
      expect(report.streamsCompleted).toBe(report.streamsStarted);
      expect(report.notAnalysedOnce).toBe(0);
      expect(report.ledgerMismatches).toBe(0);
      // Both instances answered requests.
      expect([...cluster.requestsByInstance.values()].every((count) => count > 0)).toBe(true);
      expect(cluster.requestsByInstance.size).toBe(2);
      expect(report.kills.length).toBeGreaterThanOrEqual(2);
    });
  },
);
