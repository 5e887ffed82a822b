import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CLI = path.resolve('bin/legal-explainer.js');
const CONTRACT = readFileSync(
  path.resolve('tests/fixtures/contracts/consulting-agreement.txt'),
  'utf8',
);

function runCli(args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [CLI, 'report', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
    cwd,
  });
  return { status: result.status, stderr: result.stderr };
}

describe('legal-explainer report', () => {
  let directory: string;
  const file = (name: string) => path.join(directory, name);
  beforeAll(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-report-'));
    writeFileSync(file('consulting.txt'), CONTRACT);
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('writes the PDF report to the file named with -o', () => {
    const result = runCli(
      [file('consulting.txt'), '--format', 'pdf', '-o', file('out.pdf')],
      directory,
    );
    expect(result.status).toBe(0);
    expect(readFileSync(file('out.pdf')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('names the file after the document when no -o is given, and keeps only the sections asked for', () => {
    const result = runCli(
      [file('consulting.txt'), '--format', 'md', '--include', 'summary'],
      directory,
    );
    expect(result.status).toBe(0);
    const report = readFileSync(file('consulting - analysis.md'), 'utf8');
    expect(report).toContain('consulting.txt');
    expect(report).not.toMatch(/^## Red flags/m);
  });

  it('refuses an unknown format or section, and says why a file cannot be read', () => {
    expect(runCli([file('consulting.txt'), '--format', 'exe'], directory).status).toBe(2);
    expect(
      runCli([file('consulting.txt'), '--format', 'pdf', '--include', 'secrets'], directory).status,
    ).toBe(2);
    const missing = runCli([file('missing.txt'), '--format', 'pdf'], directory);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('missing.txt');
    expect(existsSync(file('missing - analysis.pdf'))).toBe(false);
  });
});
