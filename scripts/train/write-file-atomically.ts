import { renameSync, writeFileSync } from 'node:fs';

/**
 * Writes a model or a cached result whole or not at all: a run stopped midway leaves the file
 * before it, never half of one that a later run would load.
 */
export function writeFileAtomically(file: string, text: string): void {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}
