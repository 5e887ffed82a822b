import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findModelsDirectory } from './models-directory.ts';

describe('findModelsDirectory', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'models-directory-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds the project’s models/ from the sources', () => {
    const directory = fileURLToPath(findModelsDirectory(import.meta.url));
    expect(directory).toBe(`${path.resolve('models')}/`);
  });

  it('finds it from a compiled file at another depth, as in dist/server/<build>/', () => {
    mkdirSync(path.join(root, 'models'));
    writeFileSync(path.join(root, 'models', 'clauses.json'), '{}');
    const compiled = path.join(root, 'dist', 'server', 'build', 'chunk.mjs');
    const directory = fileURLToPath(findModelsDirectory(pathToFileURL(compiled).href));
    expect(directory).toBe(`${path.join(root, 'models')}/`);
  });

  it('says so when there is none', () => {
    const elsewhere = pathToFileURL(path.join(tmpdir(), 'nowhere', 'file.mjs')).href;
    expect(() => findModelsDirectory(elsewhere)).toThrow(/models\/ folder was not found/);
  });
});
