#!/usr/bin/env node
// The command line runs the TypeScript sources directly: tsx compiles them on the fly, so the
// server, the worker and the CLI share one code path with no separate build step.
import { register } from 'tsx/esm/api';

register();
await import('./cli.ts');
