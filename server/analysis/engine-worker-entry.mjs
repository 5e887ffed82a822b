// A worker thread does not inherit the main thread's TypeScript loader, so it registers tsx
// itself before loading the worker's code. Kept in plain JavaScript for that reason.
import { register } from 'tsx/esm/api';

register();
await import('./engine-worker.ts');
