import { afterEach, describe, expect, it } from 'vitest';
import { makeFlateBombPdf, makePdf } from '../../tests/support/make-documents.test-support.ts';
import { ReadingThreads } from './reading-threads.ts';

// A worker thread takes seconds to start on two busy cores.
describe('reading threads', { timeout: 60_000 }, () => {
  let workers: ReadingThreads | undefined;
  afterEach(async () => {
    await workers?.close();
  });

  it('reads one file after another on the same warm worker, reporting each page', async () => {
    workers = new ReadingThreads();
    const pages: number[] = [];
    const first = await workers.run(
      await makePdf([
        ['The Supplier shall deliver the goods.'],
        ['The Buyer shall pay within 30 days.'],
      ]),
      (progress) => {
        if (progress.phase === 'reading') pages.push(progress.pageNumber);
      },
    ).result;
    expect(first.pages).toHaveLength(2);
    expect(pages).toEqual([1, 2]);
    const second = await workers.run(new TextEncoder().encode('The tenant shall pay rent.')).result;
    expect(second.text).toBe('The tenant shall pay rent.');
  });

  it("gives the file's own reason when it cannot be read, and goes on with the next file", async () => {
    workers = new ReadingThreads();
    await expect(
      workers.run(new TextEncoder().encode('%PDF-1.7\n1 0 obj <<')).result,
    ).rejects.toMatchObject({ code: 'INVALID_DOCUMENT' });
    const next = await workers.run(await makePdf([['Still reading the next contract.']])).result;
    expect(next.text).toContain('Still reading the next contract.');
  });

  it('ends a worker that runs out of memory, without taking the server down', async () => {
    workers = new ReadingThreads({ heapLimitMb: 4 });
    await expect(workers.run(await makePdf([['A clause.']])).result).rejects.toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'This document needs more memory to read than we allow.',
    });
  });

  it('refuses a file that inflates past the buffer limit, saying why, and reads the next', async () => {
    workers = new ReadingThreads({ maxBufferBytes: 4 * 1024 * 1024 });
    const bomb = await makeFlateBombPdf(32 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(100_000);
    await expect(workers.run(bomb).result).rejects.toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: expect.stringContaining('expands to more than 4 MB when opened') as string,
    });
    const next = await workers.run(await makePdf([['Still reading the next contract.']])).result;
    expect(next.text).toContain('Still reading the next contract.');
  });

  it('inspects an upload on a worker: its kind and pages, or the reason it is refused', async () => {
    workers = new ReadingThreads();
    await expect(workers.inspect(await makePdf([['One.'], ['Two.']]))).resolves.toEqual({
      fileType: 'pdf',
      pageCount: 2,
    });
    await expect(
      workers.inspect(new TextEncoder().encode('%PDF-1.7\n1 0 obj <<')),
    ).rejects.toMatchObject({ code: 'INVALID_DOCUMENT' });
  });

  it('stops an inspection that takes too long, and says so', async () => {
    workers = new ReadingThreads({ inspectionTimeoutMs: 1 });
    await expect(workers.inspect(await makePdf([['A clause.']]))).rejects.toMatchObject({
      code: 'TEXT_EXTRACTION_FAILED',
      message: expect.stringContaining('to open, so it was not taken in') as string,
    });
  });

  it('stops a reading when asked to', async () => {
    workers = new ReadingThreads();
    const job = workers.run(await makePdf([['A clause.']]));
    job.cancel();
    await expect(job.result).rejects.toThrow('Reading cancelled.');
  });
});
