import type { TestProject } from 'vitest/node';
import { findPostgresBinaries, startThrowawayPostgres } from './postgres.test-support.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the throwaway PostgreSQL server, or null when PostgreSQL is not installed. */
    postgresUrl: string | null;
  }
}

/**
 * Starts one throwaway PostgreSQL for the whole node test run, so data-layer tests run against
 * both databases. On CI a missing PostgreSQL is an error; on a laptop without it those tests
 * are skipped with a warning.
 */
export default async function setup(project: TestProject) {
  const binaries = findPostgresBinaries();
  if (!binaries) {
    if (process.env.CI) {
      throw new Error('PostgreSQL is not installed: run .ci/run or apt-get install postgresql');
    }
    console.warn(
      '\n[tests] PostgreSQL not found under /usr/lib/postgresql: PostgreSQL tests are skipped.\n',
    );
    project.provide('postgresUrl', null);
    return;
  }
  const postgres = await startThrowawayPostgres(binaries);
  project.provide('postgresUrl', postgres.url);
  return () => postgres.stop();
}
