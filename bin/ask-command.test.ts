import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CLI = path.resolve('bin/legal-explainer.js');
const FIXTURES = path.resolve('tests/fixtures/contracts');

function ask(args: string[]) {
  const result = spawnSync(process.execPath, [CLI, 'ask', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
    // The built-in answerer, whatever the machine's settings.
    env: { ...process.env, LLM_PROVIDER: '' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

interface JsonAnswer {
  answer: string;
  verdict: string;
  citations: { page: number; quote: string; start: number; end: number }[];
}

describe('legal-explainer ask', () => {
  let directory: string;
  const file = (name: string) => path.join(directory, name);
  beforeAll(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-ask-'));
    copyFileSync(path.join(FIXTURES, 'consulting-agreement.txt'), file('consulting.txt'));
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('answers with --json as { answer, verdict, citations: [{ page, quote, start, end }] }', () => {
    const result = ask([file('consulting.txt'), 'How can this agreement be terminated?', '--json']);
    expect(result.status, result.stderr).toBe(0);
    const answer = JSON.parse(result.stdout) as JsonAnswer;
    expect(answer.answer.length).toBeGreaterThan(0);
    expect(answer.citations.length).toBeGreaterThan(0);
    for (const citation of answer.citations) {
      expect(Object.keys(citation).sort()).toEqual(['end', 'page', 'quote', 'start']);
      expect(citation.end - citation.start).toBe(citation.quote.length);
    }
    expect(answer.citations[0]?.quote).toMatch(/terminat/i);
  });

  it('gives the verdict of a yes-or-no question first, and in the JSON', () => {
    const result = ask([file('consulting.txt'), 'Can the Company cancel the agreement?', '--json']);
    expect(result.status, result.stderr).toBe(0);
    const answer = JSON.parse(result.stdout) as JsonAnswer;
    expect(answer.verdict).toBe('yes');
    expect(answer.answer).toMatch(/^Yes: Company may end it on ten \(10\) days written notice/);
  });

  it('prints the answer and its passages as text without --json', () => {
    const result = ask([file('consulting.txt'), 'How can this agreement be terminated?']);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/Page \d+: "/);
  });

  it('says plainly when the document does not answer, with no citations', () => {
    const result = ask([file('consulting.txt'), 'Can I keep a dog in the apartment?', '--json']);
    expect(result.status, result.stderr).toBe(0);
    const answer = JSON.parse(result.stdout) as JsonAnswer;
    expect(answer).toMatchObject({ verdict: 'not-stated', citations: [] });
    expect(answer.answer).toMatch(/^The document does not say\./);
  });

  it('explains its usage, and names a file it cannot read', () => {
    expect(ask([file('consulting.txt')]).status).toBe(2);
    expect(ask([file('consulting.txt'), 'Why?', '--yaml']).stderr).toContain('Unknown option');
    const missing = ask([file('missing.pdf'), 'Why?']);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('No such file.');
  });
});
