import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from './free-port.test-support.ts';

/** A PostgreSQL server that lives only for one test run. */
export interface ThrowawayPostgres {
  /** Connection URL of the `postgres` database on the server; tests create their own. */
  url: string;
  /** The folder holding the cluster's files and its log, for tests that look at every byte. */
  directory: string;
  stop: () => void;
}

/** The newest PostgreSQL server binaries from Debian's packages, or null when not installed. */
export function findPostgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  const newest = versions[0];
  return newest === undefined ? null : path.join(root, newest, 'bin');
}

/**
 * Starts a fresh cluster in a temporary folder on a free loopback port. PostgreSQL refuses to
 * run as root, so under root (CI) it runs as the `postgres` user that the Debian package creates.
 */
export async function startThrowawayPostgres(binaries: string): Promise<ThrowawayPostgres> {
  const directory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-pg-'));
  const dataDirectory = path.join(directory, 'data');
  const port = await findFreePort();
  const isRoot = process.getuid?.() === 0;
  const asServerUser = (command: string, args: string[]) =>
    isRoot
      ? { command: 'runuser', args: ['-u', 'postgres', '--', command, ...args] }
      : { command, args };
  if (isRoot) {
    const { uid, gid } = readPostgresUser();
    chownSync(directory, uid, gid);
  }

  const run = (tool: string, args: string[]) => {
    const { command, args: fullArgs } = asServerUser(path.join(binaries, tool), args);
    execFileSync(command, fullArgs, { stdio: 'pipe' });
  };
  run('initdb', ['-D', dataDirectory, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    dataDirectory,
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${directory} -c fsync=off -c max_connections=200`,
    '-l',
    path.join(directory, 'server.log'),
    '-w',
    'start',
  ]);

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    directory,
    stop: () => {
      const { command, args } = asServerUser(path.join(binaries, 'pg_ctl'), [
        '-D',
        dataDirectory,
        '-m',
        'immediate',
        'stop',
      ]);
      spawnSync(command, args, { stdio: 'ignore' });
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

function readPostgresUser(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}
