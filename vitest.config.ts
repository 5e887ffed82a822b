import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Unit and integration tests sit beside the code; Playwright journeys live in tests/e2e. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['{common,core,server,bin,scripts,eslint-rules}/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.test-support.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test-setup.ts'],
        },
      },
    ],
  },
});
