import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findProjectRoot } from './project-root.ts';

describe('findProjectRoot', () => {
  it('is the folder above bin/ for the sources', () => {
    expect(findProjectRoot(import.meta.url)).toBe(path.resolve('.'));
  });

  it('is the same folder for the compiled command line in dist/server/<build>/', () => {
    const compiled = pathToFileURL(path.resolve('dist', 'server', 'build', 'cli.mjs')).href;
    expect(findProjectRoot(compiled)).toBe(path.resolve('.'));
  });
});
