// Starts the API server (no web app) from the environment, as `legal-explainer start` would,
// for tests that need a real process to stop, kill and start again.
import { loadEnv } from '../../server/env.ts';
import { startServer, stopOnSignals } from '../../server/main.ts';

// SERVE_ONLY=true: an instance that leaves reading and analysis to worker processes.
const server = await startServer(loadEnv(), null, { runsJobs: process.env.SERVE_ONLY !== 'true' });
stopOnSignals(server, 10_000);
