import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { getWebDirectory, isWebBuildStale } from './web-build.ts';

describe('isWebBuildStale', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is stale with no build, fresh after one, and stale again when a web source changes', () => {
    root = mkdtempSync(path.join(tmpdir(), 'legal-explainer-build-'));
    mkdirSync(path.join(root, 'web', 'app'), { recursive: true });
    const source = path.join(root, 'web', 'app', 'page.tsx');
    writeFileSync(source, 'export {}');
    const past = new Date(Date.now() - 60_000);
    utimesSync(source, past, past);
    utimesSync(path.join(root, 'web', 'app'), past, past);
    utimesSync(path.join(root, 'web'), past, past);
    expect(isWebBuildStale(root)).toBe(true);

    mkdirSync(getWebDirectory(root), { recursive: true });
    writeFileSync(path.join(getWebDirectory(root), '.build-stamp'), 'built');
    expect(isWebBuildStale(root)).toBe(false);

    const future = new Date(Date.now() + 60_000);
    utimesSync(source, future, future);
    expect(isWebBuildStale(root)).toBe(true);
  });
});
