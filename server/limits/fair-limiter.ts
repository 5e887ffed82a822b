import { FairQueue } from './fair-queue.ts';

interface Turn {
  userId: string;
  start: () => void;
}

/**
 * Runs at most `concurrency` pieces of work at once, taking the waiting ones fairly between users
 * (FairQueue): one person's burst of uploads does not hold everyone else's behind it.
 */
export class FairLimiter {
  readonly #concurrency: number;
  readonly #queue = new FairQueue<Turn>();
  readonly #runningByUser = new Map<string, number>();
  #running = 0;

  constructor(concurrency: number) {
    this.#concurrency = concurrency;
  }

  run<T>(userId: string, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({
        userId,
        start: () => {
          Promise.resolve()
            .then(work)
            .then(resolve, reject)
            .finally(() => {
              this.#running--;
              const left = (this.#runningByUser.get(userId) ?? 1) - 1;
              if (left > 0) this.#runningByUser.set(userId, left);
              else this.#runningByUser.delete(userId);
              this.#startNext();
            });
        },
      });
      this.#startNext();
    });
  }

  #startNext(): void {
    while (this.#running < this.#concurrency) {
      const turn = this.#queue.take(this.#runningByUser);
      if (!turn) return;
      this.#running++;
      this.#runningByUser.set(turn.userId, (this.#runningByUser.get(turn.userId) ?? 0) + 1);
      turn.start();
    }
  }
}
