import { describe, expect, it } from 'vitest';
import { FairLimiter } from './fair-limiter.ts';

describe('FairLimiter', () => {
  it("runs one at a time and takes the next person's turn before the rest of a burst", async () => {
    const limiter = new FairLimiter(1);
    const started: string[] = [];
    let running = 0;
    let mostRunning = 0;
    const work = (label: string) => async () => {
      started.push(label);
      mostRunning = Math.max(mostRunning, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return label;
    };
    const burst = ['a1', 'a2', 'a3'].map((label) => limiter.run('alice', work(label)));
    const bob = limiter.run('bob', work('b1'));
    expect(await Promise.all([...burst, bob])).toEqual(['a1', 'a2', 'a3', 'b1']);
    expect(started).toEqual(['a1', 'b1', 'a2', 'a3']);
    expect(mostRunning).toBe(1);
  });

  it('passes a failure to its caller and goes on with the next', async () => {
    const limiter = new FairLimiter(1);
    const failing = limiter.run('alice', () => Promise.reject(new Error('refused')));
    const next = limiter.run('alice', () => Promise.resolve('read'));
    await expect(failing).rejects.toThrow('refused');
    await expect(next).resolves.toBe('read');
  });
});
