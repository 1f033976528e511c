import { randomUUID } from 'node:crypto';
import type { JobFigures, JobHandler, JobQueue } from './job-queue.ts';

interface QueuedJob {
  id: string;
  name: string;
  payload: object;
}

/**
 * The embedded-database queue: jobs run one after another on this process's event loop. A job
 * yields between its batches (the runner awaits the database and `setImmediate`), so requests keep
 * being served while a payroll settles. Nothing survives a restart: the runner's start-up recovery
 * turns a process left PENDIENTE or EN PROCESO into ERROR, leaving its calendar as it was.
 */
export function createInProcessQueue(options: { onError?: (error: unknown, name: string) => void } = {}) {
  const handlers = new Map<string, JobHandler>();
  const pending: QueuedJob[] = [];
  let running: Promise<void> | null = null;
  let runningName: string | null = null;
  let started = false;
  let stopped = false;
  // Since start-up, by job name: the embedded server is the only process, so memory is the truth.
  const ended = new Map<string, { completed: number; failed: number; seconds: number }>();
  const record = (name: string, outcome: 'completed' | 'failed', seconds: number) => {
    const figures = ended.get(name) ?? { completed: 0, failed: 0, seconds: 0 };
    figures[outcome] += 1;
    figures.seconds += seconds;
    ended.set(name, figures);
  };

  async function drain(): Promise<void> {
    while (!stopped) {
      const next = pending.find((job) => handlers.has(job.name));
      if (!next) return;
      pending.splice(pending.indexOf(next), 1);
      const handler = handlers.get(next.name) as JobHandler;
      const startedAt = performance.now();
      runningName = next.name;
      try {
        await handler(next.payload, { id: next.id });
        record(next.name, 'completed', (performance.now() - startedAt) / 1000);
      } catch (error) {
        record(next.name, 'failed', (performance.now() - startedAt) / 1000);
        options.onError?.(error, next.name);
      } finally {
        runningName = null;
      }
      // Let queued requests in between jobs too.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  function kick(): void {
    if (!started || stopped || running) return;
    running = drain().finally(() => {
      running = null;
      if (pending.some((job) => handlers.has(job.name))) kick();
    });
  }

  const queue: JobQueue & { idle(): Promise<void> } = {
    kind: 'in-process',
    async enqueue(name, payload) {
      const id = randomUUID();
      pending.push({ id, name, payload });
      kick();
      return id;
    },
    async work(name, handler) {
      handlers.set(name, handler as JobHandler);
      kick();
    },
    async start() {
      started = true;
      stopped = false;
      kick();
    },
    async stop() {
      stopped = true;
      await running;
    },
    async figures() {
      const names = new Set([...pending.map((job) => job.name), ...ended.keys()]);
      if (runningName) names.add(runningName);
      const figures: JobFigures[] = [];
      for (const name of names) {
        const done = ended.get(name) ?? { completed: 0, failed: 0, seconds: 0 };
        figures.push({
          name,
          states: {
            created: pending.filter((job) => job.name === name).length,
            active: runningName === name ? 1 : 0,
            completed: done.completed,
            failed: done.failed,
          },
          seconds: done.seconds,
          ended: done.completed + done.failed,
        });
      }
      return figures;
    },
    /** Resolves when no job is queued or running (tests and the demo seed wait on it). */
    async idle() {
      while (running || (started && !stopped && pending.some((job) => handlers.has(job.name)))) {
        await (running ?? new Promise((resolve) => setImmediate(resolve)));
      }
    },
  };
  return queue;
}
