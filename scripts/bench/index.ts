import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb, getWebDirectory, isWebBuildStale } from '../../bin/web-build.ts';
import { measureInitialPageWeight } from './web-bundle.ts';

/**
 * `npm run bench`: measures what the issues set targets for and prints one line per figure.
 * Timings are medians of several runs; sizes are exact.
 */
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

if (isWebBuildStale(projectRoot)) await buildWeb(projectRoot);
const landing = measureInitialPageWeight(
  getWebDirectory(projectRoot),
  'app/routes/landing-page.tsx',
);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log('web: landing page initial JavaScript (gzip):', kib(landing.javascriptGzipBytes));
console.log('web: landing page initial CSS (gzip):', kib(landing.cssGzipBytes));
