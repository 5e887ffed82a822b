// Starts the API server (no web app) from the environment, as `legal-explainer start` would,
// for tests that need a real process to stop, kill and start again.
import { loadEnv } from '../../server/env.ts';
import { startServer, stopOnSignals } from '../../server/main.ts';

const server = await startServer(loadEnv(), null);
stopOnSignals(server, 10_000);
