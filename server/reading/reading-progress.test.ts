import { describe, expect, it } from 'vitest';
import { createProgressReporter } from './reading-progress.ts';

describe('processing progress', () => {
  it('fills the bar page by page for a document with text, saving the last percent', () => {
    const report = createProgressReporter('d1');
    const percents = [1, 2, 3, 4].map(
      (pageNumber) =>
        report({ phase: 'reading', pageNumber, pageCount: 4, withoutText: 0 }).progress,
    );
    expect(percents).toEqual([25, 50, 74, 99]);
    expect(report({ phase: 'reading', pageNumber: 2, pageCount: 4, withoutText: 0 })).toMatchObject(
      {
        message: 'Reading page 2 of 4',
        currentPage: 2,
        totalPages: 4,
        isProcessing: true,
        status: 'processing',
      },
    );
  });

  it('keeps most of the bar for recognising a scan, and never moves it back', () => {
    const report = createProgressReporter('d1');
    const reading = [1, 2, 3].map(
      (pageNumber) =>
        report({ phase: 'reading', pageNumber, pageCount: 3, withoutText: pageNumber }).progress,
    );
    expect(Math.max(...reading)).toBeLessThan(10);
    const recognising = [0, 1, 2, 3].map((completed) =>
      report({ phase: 'recognising', pageNumber: 1, pageCount: 3, completed, total: 3 }),
    );
    const percents = recognising.map((step) => step.progress);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(99);
    expect(recognising[0]?.message).toBe('Recognising text on scanned page 1 of 3');
    expect(recognising[3]?.message).toBe('Recognised 3 scanned pages');
  });
});
