// A thread does not inherit the main thread's TypeScript loader, so it registers tsx
// itself before loading the thread's code. Kept in plain JavaScript for that reason.
import { register } from 'tsx/esm/api';

register();
await import('./reading-thread-script.ts');
