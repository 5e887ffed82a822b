import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../common/errors/app-error.ts';
import { loadContractFixture } from '../../tests/support/contract-fixtures.test-support.ts';
import { EngineThread } from './engine-thread.ts';

describe('EngineThread', () => {
  const engine = new EngineThread();
  afterAll(() => engine.close());

  it('analyses off the event loop: the server keeps turning while it works', async () => {
    const { document } = loadContractFixture('consulting-agreement');
    const order: string[] = [];
    const analysing = engine.analyze('person-a', document).then((analysis) => {
      order.push('analysis');
      return analysis;
    });
    setImmediate(() => order.push('next turn'));
    const analysis = await analysing;
    expect(order).toEqual(['next turn', 'analysis']);
    expect(analysis.documentType.type).toBeTruthy();
    expect(analysis.redFlags.length).toBeGreaterThan(0);
  });

  it('answers a question on the thread, with its verdict and verified citations', async () => {
    const { document } = loadContractFixture('consulting-agreement');
    const answer = await engine.answer('person-a', {
      document,
      analysis: null,
      question: 'Can the Company cancel the agreement?',
    });
    expect(answer.verdict).toBe('yes');
    for (const citation of answer.citations)
      expect(document.text.slice(citation.start, citation.end)).toBe(citation.quote);
  });

  it('takes turns between people: a burst of one person’s jobs delays another’s by one job at most', async () => {
    const { document } = loadContractFixture('consulting-agreement');
    const finished: string[] = [];
    const follow = (name: string, job: Promise<unknown>) => job.then(() => finished.push(name));
    // Person A asks for four analyses at once; person B then asks a question and another analysis.
    const jobs = [
      ...[1, 2, 3, 4].map((turn) => follow(`a${turn}`, engine.analyze('person-a', document))),
      follow(
        'b1',
        engine.answer('person-b', {
          document,
          analysis: null,
          question: 'Can the Company cancel the agreement?',
        }),
      ),
      follow('b2', engine.analyze('person-b', document)),
    ];
    await Promise.all(jobs);
    // A's first was already running when B came; from then on they take turns.
    expect(finished).toEqual(['a1', 'b1', 'a2', 'b2', 'a3', 'a4']);
  });

  it('keeps the code of the engine’s own refusals', async () => {
    const { document } = loadContractFixture('recipe');
    const refusal = await engine.analyze('person-a', document).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe('NOT_LEGAL_DOCUMENT');
  });

  it('warms up a thread of its own ahead of the first job, and only once', async () => {
    const fresh = new EngineThread();
    try {
      // True only once the thread has loaded the models and analysed the warm-up contract.
      expect(await fresh.warmUp()).toBe(true);
      expect(await fresh.warmUp()).toBe(false);
      const { document } = loadContractFixture('consulting-agreement');
      expect((await fresh.analyze('person-a', document)).redFlags.length).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });

  it('fails the jobs it held when it is stopped, and starts afresh for the next', async () => {
    const { document } = loadContractFixture('consulting-agreement');
    const held = engine.analyze('person-a', document).catch((error: unknown) => error);
    await engine.close();
    expect(await held).toMatchObject({ code: 'ANALYSIS_FAILED' });
    const again = await engine.analyze('person-a', document);
    expect(again.redFlags.length).toBeGreaterThan(0);
  });
});
