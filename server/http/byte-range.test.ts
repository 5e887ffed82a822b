import { describe, expect, it } from 'vitest';
import { chooseRange } from './byte-range.ts';

describe('chooseRange', () => {
  it('serves a single range of bytes as a part, cut short at the end of the file', () => {
    expect(chooseRange('bytes=0-99', 1000)).toEqual({ kind: 'part', span: { start: 0, end: 99 } });
    expect(chooseRange('bytes=900-', 1000)).toEqual({
      kind: 'part',
      span: { start: 900, end: 999 },
    });
    expect(chooseRange('bytes=990-2000', 1000)).toEqual({
      kind: 'part',
      span: { start: 990, end: 999 },
    });
    expect(chooseRange('bytes=5-5', 1000)).toEqual({ kind: 'part', span: { start: 5, end: 5 } });
  });

  it('serves the last n bytes for a suffix range, the whole file when n is larger', () => {
    expect(chooseRange('bytes=-100', 1000)).toEqual({
      kind: 'part',
      span: { start: 900, end: 999 },
    });
    expect(chooseRange('bytes=-5000', 1000)).toEqual({
      kind: 'part',
      span: { start: 0, end: 999 },
    });
  });

  it('cannot satisfy a range starting past the end, an empty suffix, or any range of nothing', () => {
    expect(chooseRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(chooseRange('bytes=1000-1200', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(chooseRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(chooseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('serves the whole file without a header, for other units, malformed and multiple ranges', () => {
    for (const header of [
      undefined,
      '',
      'items=0-9',
      'bytes=',
      'bytes=-',
      'bytes=9-0',
      'bytes=a-b',
      'bytes=0-9,20-29',
      'bytes=0x10-20',
    ]) {
      expect(chooseRange(header, 1000), String(header)).toEqual({ kind: 'whole' });
    }
  });
});
