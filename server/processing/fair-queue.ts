/** A queued piece of work and whose it is. */
export interface OwnedTask {
  userId: string;
}

/**
 * Waiting work, taken fairly between users: each user's tasks in the order they came, and the
 * next one started from the user with the fewest running, the user served longest ago first.
 * One person's forty uploads do not make the next person wait behind all forty.
 */
export class FairQueue<Task extends OwnedTask> {
  readonly #waiting = new Map<string, Task[]>();
  // Users in the order they came or were last served: the front has waited longest.
  readonly #served: string[] = [];

  get size(): number {
    let size = 0;
    for (const tasks of this.#waiting.values()) size += tasks.length;
    return size;
  }

  push(task: Task): void {
    const tasks = this.#waiting.get(task.userId);
    if (tasks) tasks.push(task);
    else this.#waiting.set(task.userId, [task]);
    if (!this.#served.includes(task.userId)) this.#served.push(task.userId);
  }

  /**
   * The next task to start, given how many each user has running; null when nothing waits. A
   * user with one running waits while another user with none has work waiting.
   */
  take(runningByUser: ReadonlyMap<string, number>): Task | null {
    let chosen: string | null = null;
    for (const userId of this.#served) {
      if (!this.#waiting.get(userId)?.length) continue;
      const running = runningByUser.get(userId) ?? 0;
      if (chosen === null || running < (runningByUser.get(chosen) ?? 0)) chosen = userId;
    }
    if (chosen === null) return null;
    const tasks = this.#waiting.get(chosen) ?? [];
    const task = tasks.shift() ?? null;
    if (tasks.length === 0) this.#waiting.delete(chosen);
    this.#served.splice(this.#served.indexOf(chosen), 1);
    this.#served.push(chosen);
    return task;
  }

  /** Removes the first waiting task that matches; returns whether one was. */
  remove(matches: (task: Task) => boolean): boolean {
    for (const [userId, tasks] of this.#waiting) {
      const index = tasks.findIndex(matches);
      if (index < 0) continue;
      tasks.splice(index, 1);
      if (tasks.length === 0) this.#waiting.delete(userId);
      return true;
    }
    return false;
  }

  clear(): void {
    this.#waiting.clear();
    this.#served.length = 0;
  }
}
