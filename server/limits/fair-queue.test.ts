import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue.ts';

const task = (userId: string, id: string) => ({ userId, id });

describe('FairQueue', () => {
  it('serves the next person before the rest of one person’s many uploads', () => {
    const queue = new FairQueue<{ userId: string; id: string }>();
    for (let index = 1; index <= 40; index++) queue.push(task('flood', `f${index}`));
    queue.push(task('someone', 's1'));

    const first = queue.take(new Map());
    expect(first?.id).toBe('f1');
    // The flood has one running, the other person none: theirs goes next.
    expect(queue.take(new Map([['flood', 1]]))?.id).toBe('s1');
    expect(queue.take(new Map([['flood', 1]]))?.id).toBe('f2');
  });

  it('takes turns between people with work waiting, each in the order it came', () => {
    const queue = new FairQueue<{ userId: string; id: string }>();
    queue.push(task('a', 'a1'));
    queue.push(task('a', 'a2'));
    queue.push(task('b', 'b1'));
    queue.push(task('b', 'b2'));
    const order = Array.from({ length: 4 }, () => queue.take(new Map())?.id);
    expect(order).toEqual(['a1', 'b1', 'a2', 'b2']);
    expect(queue.take(new Map())).toBeNull();
  });
});
