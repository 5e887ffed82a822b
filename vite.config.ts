import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));
/** Our own sources: what the web app imports from web/ and common/. */
const OWN_SOURCES = ['web', 'common'].map((folder) => path.join(projectRoot, folder) + path.sep);
/** The one module imported for what it does rather than what it exports: it sets up pdf.js. */
const SETUP_MODULES = new Set([path.join(projectRoot, 'web/features/viewer/pdf-worker.ts')]);

/**
 * Whether importing a module does something beyond defining its exports. Ours do not (apart
 * from stylesheets and the pdf.js setup), so the bundler may leave out whatever a page does
 * not use: a feature's index re-exports its whole folder, and without this the app's first
 * script carried every screen those indexes name (the login and settings forms, the upload
 * dropzone, the chat panel) on every page. A new module imported only for its effect must be
 * added to SETUP_MODULES, or the build drops it.
 */
function hasSideEffects(id: string): boolean | undefined {
  if (!OWN_SOURCES.some((folder) => id.startsWith(folder))) return undefined;
  return id.endsWith('.css') || SETUP_MODULES.has(id);
}

/** The web app: a React SPA built into dist/web and served by the Fastify server. */
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // Lets the benchmark count exactly what each page loads.
    manifest: true,
    rolldownOptions: { treeshake: { moduleSideEffects: hasSideEffects } },
  },
  server: {
    // In development the API and auth live on the Fastify server.
    proxy: { '/api': 'http://127.0.0.1:3000', '/auth': 'http://127.0.0.1:3000' },
  },
});
