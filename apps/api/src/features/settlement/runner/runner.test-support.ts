import type { JobQueue } from '../../../platform/jobs/index.ts';
import type { SettlementJob } from './runner.ts';

/** A queue that only records what was queued: the test decides which worker runs each job. */
export function recordingQueue() {
  const jobs: SettlementJob[] = [];
  const queue: JobQueue = {
    kind: 'in-process',
    async enqueue(_name, payload) {
      jobs.push(payload as unknown as SettlementJob);
      return `job-${jobs.length}`;
    },
    async work() {},
    async start() {},
    async stop() {},
    async figures() {
      return [];
    },
  };
  return { queue, jobs };
}
