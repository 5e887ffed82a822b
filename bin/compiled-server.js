// The command line compiled to JavaScript, so `npm start` does not compile TypeScript while it
// starts: under tsx every one of the server's ~500 modules, in the main thread and again in each
// worker thread, went through tsx's loader, which took seconds (docs/decisions/029). Plain
// JavaScript, as it runs before anything could load TypeScript.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The folders whose TypeScript makes up the command line, the server and its worker threads. */
const SOURCE_FOLDERS = ['bin', 'server', 'core', 'common'];
/** Where the compiled builds go, one folder per state of the sources. */
const OUTPUT_FOLDER = path.join('dist', 'server');
/**
 * Builds kept, newest first. Older ones are removed; a server still running from one of them
 * (sources edited three times under it) would fail to start a new worker thread.
 */
const KEPT_BUILDS = 3;

/**
 * The compiled command line for the sources as they are now, built first if they changed since
 * the last build (half a second). Each state of the sources has a folder of its own, named by a
 * fingerprint of their files, and a build appears there whole (renamed into place), so servers
 * starting together never run a half-written or mixed build.
 * @param {string} projectRoot
 * @returns {Promise<URL>} the compiled cli.mjs
 */
export async function findCompiledCli(projectRoot) {
  const directory = path.join(projectRoot, OUTPUT_FOLDER, fingerprintSources(projectRoot));
  const entry = path.join(directory, 'cli.mjs');
  if (!existsSync(entry)) {
    await compile(projectRoot, directory);
    removeOldBuilds(path.dirname(directory));
  }
  return pathToFileURL(entry);
}

/**
 * A short hash of every source file's path, size and modification time: what changes when a
 * source does. Tests are left out, as editing one does not change what runs.
 * @param {string} projectRoot
 */
function fingerprintSources(projectRoot) {
  const hash = createHash('sha256');
  /** @param {string} folder */
  const visit = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (!/\.test(-support)?\.tsx?$/.test(entry.name)) {
        const { size, mtimeMs } = statSync(file);
        hash.update(`${path.relative(projectRoot, file)}\0${size}\0${mtimeMs}\n`);
      }
    }
  };
  for (const folder of SOURCE_FOLDERS) visit(path.join(projectRoot, folder));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Bundles the command line and the two threads' code with esbuild, packages left to
 * node_modules. The threads' bundles are named after the `.mjs` entries the server starts them
 * from, and every file sits in one folder, so `new URL('./engine-thread-entry.mjs',
 * import.meta.url)` finds the compiled thread from the compiled server unchanged.
 * @param {string} projectRoot
 * @param {string} directory
 */
async function compile(projectRoot, directory) {
  const { build } = await import('esbuild');
  const partial = `${directory}.partial-${randomUUID()}`;
  try {
    await build({
      absWorkingDir: projectRoot,
      entryPoints: {
        cli: 'bin/cli.ts',
        'engine-thread-entry': 'server/engine/engine-thread-script.ts',
        'reading-thread-entry': 'server/reading/reading-thread-script.ts',
      },
      outdir: partial,
      bundle: true,
      // Shared code once, and each command's dynamic import() still loads only what it needs.
      splitting: true,
      chunkNames: '[name]-[hash]',
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      outExtension: { '.js': '.mjs' },
      sourcemap: 'linked',
      logLevel: 'error',
    });
    renameSync(partial, directory);
  } catch (error) {
    // Another process starting at the same time put the same build in place first.
    if (!existsSync(path.join(directory, 'cli.mjs'))) throw error;
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

/** @param {string} outputFolder */
function removeOldBuilds(outputFolder) {
  const builds = readdirSync(outputFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.includes('.partial-'))
    .map((entry) => path.join(outputFolder, entry.name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const old of builds.slice(KEPT_BUILDS)) rmSync(old, { recursive: true, force: true });
}
