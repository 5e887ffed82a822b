import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  getTestDatabaseKinds,
  type TestDatabase,
} from '../../tests/support/test-database.test-support.ts';
import { openDatabase, type AppDatabase } from './database.ts';

describe.each(getTestDatabaseKinds())('signals between processes on %s', (kind) => {
  let database: TestDatabase;
  let other: AppDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // On PostgreSQL a second pool and LISTEN connection, as another process has.
    other =
      kind === 'postgres'
        ? openDatabase({ databaseUrl: database.databaseUrl, dataDirectory: database.dataDirectory })
        : database;
  });
  afterAll(async () => {
    if (other !== database) await other.close();
    await database.close();
  });

  it('carries a payload to every listener, the sender included, and stops when told', async () => {
    const heardElsewhere: string[] = [];
    const heardHere: string[] = [];
    const stopElsewhere = other.signals.listen('jobs', (payload) => heardElsewhere.push(payload));
    const stopHere = database.signals.listen('jobs', (payload) => heardHere.push(payload));
    // Listens all along, beside the one stopped on the same database: once it hears a signal,
    // the stopped one would have heard it too.
    const heardByWitness: string[] = [];
    const stopWitness = other.signals.listen('jobs', (payload) => heardByWitness.push(payload));
    // LISTEN is issued on a connection of its own; give it a moment to be in place.
    await waitUntil(async () => {
      await database.signals.send('jobs', 'ping');
      return heardElsewhere.includes('ping');
    });
    await database.signals.send('jobs', 'read');
    await waitUntil(async () => heardElsewhere.includes('read'));
    expect(heardHere).toContain('read');
    stopElsewhere();
    stopHere();
    await database.signals.send('jobs', 'after');
    await waitUntil(async () => heardByWitness.includes('after'));
    expect(heardElsewhere).not.toContain('after');
    expect(heardHere).not.toContain('after');
    stopWitness();
  });
});

async function waitUntil(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('not heard within 10 s');
    // Only how often to look again: the loop waits for the condition, not for the time.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
