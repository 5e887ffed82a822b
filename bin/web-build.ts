import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LANDING_PAGE_FILE } from '../server/http/routes/web-app-routes.ts';

/** Sources whose change means the web app must be built again. */
const WEB_INPUTS = ['web', 'common', 'vite.config.ts', 'package-lock.json'];
const STAMP_FILE = '.build-stamp';
/** Where the prerender's Node build goes; inside the project so it finds node_modules. */
const PRERENDER_DIRECTORY = path.join('dist', '.prerender');

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

/**
 * Builds the web app with Vite, prerenders the landing page, and writes gzip and brotli copies
 * for the server to send.
 */
export async function buildWeb(projectRoot: string): Promise<void> {
  const { build } = await import('vite');
  const configFile = path.join(projectRoot, 'vite.config.ts');
  const prerenderDirectory = path.join(projectRoot, PRERENDER_DIRECTORY);
  // Vite takes NODE_ENV from the environment, and a test runner's NODE_ENV=test would ship
  // React's development build. What we serve is always the production build.
  const previousNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile, logLevel: 'warn', mode: 'production' });
    await build({
      configFile,
      logLevel: 'warn',
      mode: 'production',
      build: {
        ssr: 'prerender.tsx',
        outDir: prerenderDirectory,
        emptyOutDir: true,
        sourcemap: false,
        manifest: false,
        copyPublicDir: false,
      },
    });
  } finally {
    process.env.NODE_ENV = previousNodeEnv;
  }
  const webDirectory = getWebDirectory(projectRoot);
  try {
    await writeLandingPage(webDirectory, path.join(prerenderDirectory, 'prerender.js'));
  } finally {
    rmSync(prerenderDirectory, { recursive: true, force: true });
  }
  compressTextFiles(webDirectory);
  writeFileSync(path.join(webDirectory, STAMP_FILE), new Date().toISOString());
}

/**
 * The landing page with its HTML and styles in place, so a first visit paints it from the one
 * response, before any script or stylesheet has arrived (Lighthouse: the largest paint waited
 * for the app's code and the page's chunk, and the first for the stylesheet).
 */
async function writeLandingPage(webDirectory: string, prerenderModule: string): Promise<void> {
  const { prerenderPage } = (await import(pathToFileURL(prerenderModule).href)) as {
    prerenderPage: (indexHtml: string, pathname: string) => Promise<string>;
  };
  const indexHtml = readFileSync(path.join(webDirectory, 'index.html'), 'utf8');
  const landingHtml = inlineStylesheets(await prerenderPage(indexHtml, '/'), webDirectory);
  writeFileSync(path.join(webDirectory, LANDING_PAGE_FILE), landingHtml);
}

/** Vite's <link rel="stylesheet"> to one of the build's own files. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?\shref="\/(assets\/[^"]+\.css)"[^>]*>/g;

/** The page with each of its stylesheets' rules inside it rather than fetched. */
function inlineStylesheets(html: string, webDirectory: string): string {
  return html.replace(STYLESHEET_LINK, (_link, file: string) => {
    const css = readFileSync(path.join(webDirectory, file), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined: it contains </style`);
    return `<style>${css}</style>`;
  });
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
