/** A queued piece of work and whose it is. */
export interface OwnedTask {
  userId: string;
}

// Enough to order everyone served lately; memory stays bounded however many users come.
const REMEMBERED_USERS = 1000;

/**
 * Waiting work, taken fairly between users: each user's tasks in the order they came, and the
 * next one started from the user with the fewest running, then the one whose last turn was
 * longest ago (a user not served yet first, in the order they came). One person's forty uploads
 * do not make the next person wait behind all forty.
 */
export class FairQueue<Task extends OwnedTask> {
  // Users with work waiting, in the order they came.
  readonly #waiting = new Map<string, Task[]>();
  // When each user was last given a turn (a count of turns), oldest first; users whose turn is
  // long past are forgotten and rank as never served.
  readonly #lastTurn = new Map<string, number>();
  #turns = 0;

  push(task: Task): void {
    const tasks = this.#waiting.get(task.userId);
    if (tasks) tasks.push(task);
    else this.#waiting.set(task.userId, [task]);
  }

  /**
   * The next task to start, given how many each user has running; null when nothing waits. A
   * user with one running waits while another user with none has work waiting.
   */
  take(runningByUser: ReadonlyMap<string, number>): Task | null {
    let chosen: string | null = null;
    const rank = (userId: string) =>
      [runningByUser.get(userId) ?? 0, this.#lastTurn.get(userId) ?? 0] as const;
    for (const userId of this.#waiting.keys()) {
      if (chosen === null) {
        chosen = userId;
        continue;
      }
      const [running, lastTurn] = rank(userId);
      const [chosenRunning, chosenLastTurn] = rank(chosen);
      if (running < chosenRunning || (running === chosenRunning && lastTurn < chosenLastTurn))
        chosen = userId;
    }
    if (chosen === null) return null;
    const tasks = this.#waiting.get(chosen) ?? [];
    const task = tasks.shift() ?? null;
    this.#forgetIfDone(chosen);
    this.#lastTurn.delete(chosen);
    this.#lastTurn.set(chosen, ++this.#turns);
    if (this.#lastTurn.size > REMEMBERED_USERS) {
      const [oldest] = this.#lastTurn.keys();
      if (oldest !== undefined) this.#lastTurn.delete(oldest);
    }
    return task;
  }

  #forgetIfDone(userId: string): void {
    if (!this.#waiting.get(userId)?.length) this.#waiting.delete(userId);
  }
}
