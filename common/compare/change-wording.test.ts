import { describe, expect, it } from 'vitest';
import { listChangeRuns } from './change-wording.ts';

describe('listChangeRuns', () => {
  it('joins the lines a PDF wrapped in a clause quoted whole, and keeps its paragraphs', () => {
    expect(
      listChangeRuns({
        kind: 'removed',
        before: 'However, this\nparagraph shall not apply\n  to Inventions.\n\n(b) Next.',
      }),
    ).toEqual([
      { op: 'delete', text: 'However, this paragraph shall not apply to Inventions.\n\n(b) Next.' },
    ]);
  });

  it('gives an edited clause its word runs, and an added one inserted whole', () => {
    const words = [
      { op: 'delete' as const, text: 'one year' },
      { op: 'insert' as const, text: 'two years' },
    ];
    expect(listChangeRuns({ kind: 'changed', before: 'one year', after: 'two years', words })).toBe(
      words,
    );
    expect(listChangeRuns({ kind: 'added', after: 'New clause.' })).toEqual([
      { op: 'insert', text: 'New clause.' },
    ]);
  });
});
