/**
 * Attempts run beside the in-process queue instead of inside it (decision 0338): that queue runs
 * one job at a time, and a payroll run must not wait behind receivers that take 10 s to time out.
 * At most `limit` attempts are in flight; the rest wait here in memory, like the queue's own jobs
 * (the delivery rows stay due, so a restart loses nothing).
 */
export function createSideLane(limit: number, onError: (error: unknown) => void) {
  const waiting: (() => void)[] = [];
  const running = new Set<Promise<void>>();
  let active = 0;

  // The place is taken here, synchronously: several `run` calls in one tick must not all pass.
  const next = () => {
    if (active >= limit) return;
    const start = waiting.shift();
    if (!start) return;
    active += 1;
    start();
  };

  return {
    /** Starts `work` when a place is free; returns at once. */
    run(work: () => Promise<void>): void {
      const task = new Promise<void>((resolve) => waiting.push(resolve))
        .then(async () => {
          try {
            await work();
          } finally {
            active -= 1;
          }
        })
        .catch(onError)
        .finally(() => {
          running.delete(task);
          next();
        });
      running.add(task);
      next();
    },
    /** Resolves when every attempt started or waiting has ended (closing, tests). */
    async drained(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
