import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCompiledCli } from './compiled-server.js';

/**
 * A project with the three entries the build compiles, each a line of TypeScript, so the build
 * is quick and what it made can be imported and told apart.
 */
function writeProject(root: string) {
  writeFileSync(path.join(root, 'package.json'), '{"type":"module"}');
  for (const folder of ['bin', 'server/engine', 'server/reading', 'core', 'common'])
    mkdirSync(path.join(root, folder), { recursive: true });
  writeCli(root, 'first', 1_000);
  writeFileSync(
    path.join(root, 'server/engine/engine-thread-script.ts'),
    'export const thread: string = "engine";\n',
  );
  writeFileSync(
    path.join(root, 'server/reading/reading-thread-script.ts'),
    'export const thread: string = "reader";\n',
  );
}

/** bin/cli.ts saying `version`, dated `secondsAgo` back (a later edit has a later time). */
function writeCli(root: string, version: string, secondsAgo: number) {
  const file = path.join(root, 'bin/cli.ts');
  writeFileSync(file, `export const version: string = ${JSON.stringify(version)};\n`);
  const at = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, at, at);
}

async function importVersion(url: URL): Promise<string> {
  return ((await import(url.href)) as { version: string }).version;
}

describe('findCompiledCli', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'compiled-server-test-'));
    writeProject(root);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('compiles the sources once, with the worker threads beside the command line', async () => {
    const [first, second] = await Promise.all([findCompiledCli(root), findCompiledCli(root)]);
    // Two starts at once get the same, whole build and leave no half-written one behind.
    expect(second.href).toBe(first.href);
    expect(await importVersion(first)).toBe('first');
    const directory = path.dirname(fileURLToPath(first));
    expect(existsSync(path.join(directory, 'engine-thread-entry.mjs'))).toBe(true);
    expect(existsSync(path.join(directory, 'reading-thread-entry.mjs'))).toBe(true);
    expect(readdirSync(path.dirname(directory))).toHaveLength(1);
    expect((await findCompiledCli(root)).href).toBe(first.href);
  });

  it('compiles again when a source changes, and not for a test', async () => {
    const before = await findCompiledCli(root);
    writeFileSync(path.join(root, 'bin/cli.test.ts'), 'export {};\n');
    expect((await findCompiledCli(root)).href).toBe(before.href);
    writeCli(root, 'second', 0);
    const after = await findCompiledCli(root);
    expect(after.href).not.toBe(before.href);
    expect(await importVersion(after)).toBe('second');
  });

  it('keeps the newest three builds only', async () => {
    for (const [index, version] of ['third', 'fourth', 'fifth'].entries()) {
      writeCli(root, version, -(index + 1));
      await findCompiledCli(root);
    }
    expect(readdirSync(path.join(root, 'dist', 'server'))).toHaveLength(3);
  });
});
