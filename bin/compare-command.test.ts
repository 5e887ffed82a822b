import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CLI = path.resolve('bin/legal-explainer.js');
const CONTRACT = readFileSync(
  path.resolve('tests/fixtures/contracts/consulting-agreement.txt'),
  'utf8',
);

function compare(args: string[]) {
  const result = spawnSync(process.execPath, [CLI, 'compare', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('legal-explainer compare', () => {
  let directory: string;
  const file = (name: string) => path.join(directory, name);
  beforeAll(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-compare-'));
    writeFileSync(file('old.txt'), CONTRACT);
    // The other side's edit: a higher fee.
    writeFileSync(file('new.txt'), CONTRACT.replace('$12,000', '$15,000'));
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('reports a changed amount as the API does, with --json, for the reader asked for', () => {
    const result = compare([file('old.txt'), file('new.txt'), '--as', 'Company', '--json']);
    expect(result.status, result.stderr).toBe(0);
    const comparison = JSON.parse(result.stdout) as {
      reader: { role: string } | null;
      changes: { kind: string; before?: string; after?: string }[];
    };
    expect(comparison.reader?.role).toBe('Company');
    expect(comparison.changes).toHaveLength(1);
    expect(comparison.changes[0]).toMatchObject({ kind: 'changed' });
    expect(comparison.changes[0]?.before).toContain('$12,000');
    expect(comparison.changes[0]?.after).toContain('$15,000');
  });

  it('prints the change struck and inserted, and says when nothing changed', () => {
    const changed = compare([file('old.txt'), file('new.txt')]);
    expect(changed.status, changed.stderr).toBe(0);
    expect(changed.stdout).toContain('[-$12,000-]');
    expect(changed.stdout).toContain('{+$15,000+}');
    const same = compare([file('old.txt'), file('old.txt')]);
    expect(same.stdout).toContain('The two versions say the same.');
  });

  it('refuses a wrong command line and a file it cannot read', () => {
    expect(compare([file('old.txt')]).status).toBe(2);
    expect(compare([file('old.txt'), file('new.txt'), '--as']).status).toBe(2);
    const missing = compare([file('old.txt'), file('missing.txt')]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('missing.txt');
  });
});
