#!/usr/bin/env node
// The command line runs compiled JavaScript, built from the TypeScript sources on the first run
// after they change (bin/compiled-server.js), so starting does not compile them module by module.
// Should that build fail, the sources run through tsx as before: slower to start, same code.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCompiledCli } from './compiled-server.js';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let compiledCli;
try {
  compiledCli = await findCompiledCli(projectRoot);
} catch (error) {
  console.warn(
    `Running from the TypeScript sources, as they could not be compiled: ${error instanceof Error ? error.message : String(error)}`,
  );
}
if (compiledCli) {
  // Stack traces in logs then name the TypeScript sources' lines, not the bundle's.
  process.setSourceMapsEnabled(true);
  await import(compiledCli.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./cli.ts');
}
