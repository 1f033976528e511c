import type { Database } from '../../../db/client.ts';
import type { CalendarRow } from '../../../pay-period/calendars/calendars.repository.ts';
import type { Roster } from './roster.ts';

/** One unit (contract) whose settlement failed: the others settle (a run never fails as a whole). */
export interface UnitError {
  contractId: number;
  /** Spanish, naming the contract. */
  message: string;
}

/** What a batch produced: rows to write (in the runner's transaction) and the units that failed. */
export interface BatchOutcome {
  settled: number;
  errors: UnitError[];
  /** The unit last settled, for the process table's "Registro". */
  lastRecord: string | null;
  /** Writes the batch's stored rows under the process id. */
  write(tx: Database): Promise<void>;
}

export interface RunContext {
  db: Database;
  companyId: number;
  calendar: CalendarRow;
  processId: number;
}

/**
 * A settlement kind (ARCHITECTURE.md §4c): the small module that says what a calendar type settles.
 * The runner owns the rest: state machine, jobs, batches, progress, errors, the atomic switch.
 */
export interface SettlementKind<Prepared = unknown> {
  /** Before a PRO is queued: a Spanish reason the calendar cannot settle yet (company data, an earlier step), or null. */
  checkBeforeRun?(ctx: RunContext): Promise<string | null>;
  /** Before a REV (of a PRO or a CLO): a Spanish reason the step cannot be undone, or null. */
  checkBeforeUndo?(ctx: RunContext): Promise<string | null>;
  /** Units (contract ids, ascending) the calendar settles. */
  units(ctx: RunContext): Promise<number[]>;
  /**
   * Every contract of the period: the units and the contracts left out with a reason (issue 27).
   * The runner uses it instead of `units` when present; a unit is never also excluded.
   */
  roster?(ctx: RunContext): Promise<Roster>;
  /** Facts shared by every batch of a run (company settings, earlier results' process ids …). */
  prepare(ctx: RunContext, unitCount: number): Promise<Prepared>;
  settleBatch(ctx: RunContext, prepared: Prepared, unitIds: readonly number[]): Promise<BatchOutcome>;
  /** Calendars of this type must be accumulated in date order (payroll: history flows forward). */
  readonly ordered: boolean;
  /** CLO: what freezing the result means beyond the calendar state (inside the CLO transaction). */
  accumulate(tx: Database, ctx: RunContext): Promise<void>;
  /** REV of a CLO: restores exactly what `accumulate` changed; `ctx.processId` is that CLO (inside the REV transaction). */
  undoAccumulate(tx: Database, ctx: RunContext): Promise<void>;
  /** Rows settled by a process (CLO's count). */
  resultCount(db: Database, companyId: number, processId: number): Promise<number>;
  /** Deletes a process's stored rows (a REV of PRO, a failed or recovered run). */
  deleteResults(db: Database, companyId: number, processId: number): Promise<void>;
}
