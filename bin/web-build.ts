import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Sources whose change means the web app must be built again. */
const WEB_INPUTS = ['web', 'common', 'vite.config.ts', 'package-lock.json'];
const STAMP_FILE = '.build-stamp';

/** The built web app's folder inside the project. */
export function getWebDirectory(projectRoot: string): string {
  return path.join(projectRoot, 'dist', 'web');
}

/** True when there is no build, or a web source is newer than the last build. */
export function isWebBuildStale(projectRoot: string): boolean {
  const stamp = path.join(getWebDirectory(projectRoot), STAMP_FILE);
  if (!existsSync(stamp)) return true;
  const builtAt = statSync(stamp).mtimeMs;
  return WEB_INPUTS.some((input) => findNewestChange(path.join(projectRoot, input)) > builtAt);
}

/** Builds the web app with Vite and writes gzip and brotli copies for the server to send. */
export async function buildWeb(projectRoot: string): Promise<void> {
  const { build } = await import('vite');
  // Vite takes NODE_ENV from the environment, and a test runner's NODE_ENV=test would ship
  // React's development build. What we serve is always the production build.
  const previousNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: path.join(projectRoot, 'vite.config.ts'),
      logLevel: 'warn',
      mode: 'production',
    });
  } finally {
    process.env.NODE_ENV = previousNodeEnv;
  }
  const webDirectory = getWebDirectory(projectRoot);
  compressTextFiles(webDirectory);
  writeFileSync(path.join(webDirectory, STAMP_FILE), new Date().toISOString());
}

function findNewestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) {
      continue;
    }
    newest = Math.max(newest, findNewestChange(path.join(target, entry)));
  }
  return newest;
}

function compressTextFiles(directory: string): void {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const filePath = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      compressTextFiles(filePath);
    } else if (/\.(js|mjs|css|html|svg|json|txt)$/.test(entry.name)) {
      const content = readFileSync(filePath);
      if (content.length < 1024) continue;
      writeFileSync(`${filePath}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(
        `${filePath}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}
