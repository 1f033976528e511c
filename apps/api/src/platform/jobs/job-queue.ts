/** A job handler: the payload as enqueued, and the queue's id of the job (the process table's "Registro"). */
export type JobHandler<P extends object = object> = (payload: P, job: { id: string }) => Promise<void>;

/** A job name's figures for the metrics: jobs by state, and the seconds the ended ones took. */
export interface JobFigures {
  name: string;
  /** pg-boss's state names (created = queued, active = running, completed, failed…). */
  states: Record<string, number>;
  seconds: number;
  /** Jobs that ended (completed or failed) and had a start: the count behind `seconds`. */
  ended: number;
}

/**
 * Long work runs as jobs through this one interface (ARCHITECTURE.md §4b): in-process on the
 * embedded database, pg-boss on PostgreSQL with any number of worker processes. A job's progress
 * lives in the database (its own tables), never in the queue, so any server can show it.
 */
export interface JobQueue {
  readonly kind: 'in-process' | 'pg-boss';
  /** Queues a job; resolves to its id. */
  enqueue<P extends object>(name: string, payload: P): Promise<string>;
  /** Registers the handler of a job name; only queues that work jobs call this. */
  work<P extends object>(name: string, handler: JobHandler<P>): Promise<void>;
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running one to end. */
  stop(): Promise<void>;
  /** Jobs by name and state, and their durations (the metrics endpoint reads them). */
  figures(): Promise<JobFigures[]>;
}

/** Job names (one queue per name in pg-boss). */
export const JOB_NAMES = {
  settlement: 'settlement-run',
  payslipMailing: 'payslip-mailing',
  nieTransfer: 'nie-transfer',
  testSet: 'dian-test-set',
  webhookDelivery: 'webhook-delivery',
} as const;
