import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectImports } from './fold-models.ts';

const directory = mkdtempSync(path.join(tmpdir(), 'fold-models-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('collectImports (what a fold model’s cache key hashes)', () => {
  it('follows run-time relative imports recursively, and leaves type-only imports out', () => {
    const write = (name: string, text: string) => writeFileSync(path.join(directory, name), text);
    write(
      'train.ts',
      [
        "import { readFileSync } from 'node:fs';",
        "import type { Model } from './types.ts';",
        'import {',
        '  helper,',
        '  type Options,',
        "} from './helper.ts';",
        "export { other } from './other.ts';",
      ].join('\n'),
    );
    write('helper.ts', "import { deep } from './deep.ts';\nexport const helper = deep;");
    write('deep.ts', "import { helper } from './helper.ts';\nexport const deep = 1;");
    write('other.ts', 'export const other = 2;');
    write('types.ts', "import { never } from './never.ts';\nexport interface Model {}");
    expect(
      collectImports(path.join(directory, 'train.ts')).map((file) => path.basename(file)),
    ).toEqual(['deep.ts', 'helper.ts', 'other.ts', 'train.ts']);
  });
});
