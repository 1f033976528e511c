export { createInProcessQueue } from './in-process-queue.ts';
export { JOB_NAMES, type JobHandler, type JobQueue } from './job-queue.ts';
export { createPgBossQueue } from './pg-boss-queue.ts';
