import type { TExclusionReason } from '@quincena/contracts/settlement';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { settlementExclusions, settlementProcesses } from '../../../db/schema/index.ts';
import { ofProcess } from '../process-scope.ts';
import { bulkInsert } from './bulk-insert.ts';
import type { RunContext, SettlementKind } from './kind.ts';

/** A contract in force in the period that the run leaves out, and the Spanish sentence saying why. */
export interface Exclusion {
  contractId: number;
  reason: TExclusionReason;
  message: string;
}

/** What a run settles and whom it leaves out: together, every contract of its period. */
export interface Roster {
  units: number[];
  excluded: Exclusion[];
}

/** The kind's roster, or its plain units for a kind that leaves nobody out (a retirement's LD). */
export async function rosterOf(kind: SettlementKind<unknown>, ctx: RunContext): Promise<Roster> {
  if (kind.roster) return kind.roster(ctx);
  return { units: await kind.units(ctx), excluded: [] };
}

/** Stores a PRO's exclusions under its process id and their count on the process row. */
export async function recordExclusions(
  db: Database,
  companyId: number,
  processId: number,
  excluded: readonly Exclusion[],
): Promise<void> {
  // A plan taken over after a crash lists the roster again: start from none rather than collide.
  await db.delete(settlementExclusions).where(ofProcess(settlementExclusions, companyId, processId));
  const seen = new Set<number>();
  // One row per contract (the key): a unit listed twice by a kind would otherwise fail the run.
  const rows = excluded.filter((row) => !seen.has(row.contractId) && seen.add(row.contractId));
  await bulkInsert(
    db,
    settlementExclusions,
    rows.map((row) => ({ companyId, processId, ...row, message: row.message.slice(0, 2_000) })),
  );
  await db
    .update(settlementProcesses)
    .set({ excluded: rows.length })
    .where(and(eq(settlementProcesses.companyId, companyId), eq(settlementProcesses.id, processId)));
}
