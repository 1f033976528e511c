import { and, eq, gte, inArray, lte, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { payCalendars } from '../db/schema/settlement.ts';
import { AppError } from '../platform/errors/app-error.ts';
import { payrollCalendars } from './calendars/calendars-of-type.ts';

/** Error code of a change refused because an accumulated (CLO) period covers its date. */
export const PERIOD_ACCUMULATED = 'PERIOD_ACCUMULATED';

/** A date range a change touches (a one-day novelty has from = to). */
export interface TouchedRange {
  from: string;
  to: string;
}

const formatDate = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/**
 * The one rule every pay-affecting change obeys (ARCHITECTURE.md §4, §4c): nothing dated inside an
 * accumulated payroll period can change, and a change inside a processed one marks that period as
 * needing a new Procesar. Novelties, salary changes, contract dates and initial balances call this
 * inside their own transaction, so the check and the write see the same calendars.
 */
export function createPeriodGuard() {
  function overlapping(db: Database, companyId: number, ranges: readonly TouchedRange[]) {
    return payrollCalendars(
      db,
      companyId,
      inArray(payCalendars.state, ['PROCESSED', 'ACCUMULATED']),
      or(
        ...ranges.map((range) =>
          and(lte(payCalendars.periodStart, range.to), gte(payCalendars.periodEnd, range.from)),
        ),
      ),
    );
  }

  async function markProcessed(
    db: Database,
    companyId: number,
    found: readonly { id: number; state: string }[],
  ): Promise<void> {
    const processed = found.filter((calendar) => calendar.state === 'PROCESSED').map((c) => c.id);
    if (processed.length === 0) return;
    await db
      .update(payCalendars)
      .set({ needsReprocess: true })
      .where(and(eq(payCalendars.companyId, companyId), inArray(payCalendars.id, processed)));
  }

  return {
    /**
     * Refuses (HTTP 409, Spanish message naming the period) when an accumulated period covers any of
     * the ranges; otherwise marks every processed period they touch as needing a new Procesar.
     */
    async assertOpenAndMark(db: Database, companyId: number, ranges: readonly TouchedRange[]): Promise<void> {
      if (ranges.length === 0) return;
      const found = await overlapping(db, companyId, ranges);
      const closed = found.find((calendar) => calendar.state === 'ACCUMULATED');
      if (closed) {
        throw new AppError(
          409,
          PERIOD_ACCUMULATED,
          `El período de nómina ${closed.detail} (del ${formatDate(closed.periodStart)} al ${formatDate(closed.periodEnd)}) ya está acumulado: no se pueden registrar ni modificar novedades con fechas dentro de él.`,
        );
      }
      await markProcessed(db, companyId, found);
    },

    /**
     * The first accumulated payroll period that covers one of the ranges, or null: lets a caller say
     * who and what to do (novelties, decision 0353) before the generic refusal.
     */
    async accumulatedIn(db: Database, companyId: number, ranges: readonly TouchedRange[]) {
      if (ranges.length === 0) return null;
      const found = await overlapping(db, companyId, ranges);
      return (
        found
          .filter((calendar) => calendar.state === 'ACCUMULATED')
          .sort((a, b) => a.periodStart.localeCompare(b.periodStart))[0] ?? null
      );
    },

    /**
     * A retroactive change (decision 0342: a salary row dated inside accumulated periods; 0353: a pay
     * term of the contract, a late novelty) leaves the accumulated periods as they are, but still
     * marks every processed period it touches as needing a new Procesar.
     */
    async markOnly(db: Database, companyId: number, ranges: readonly TouchedRange[]): Promise<void> {
      if (ranges.length === 0) return;
      await markProcessed(db, companyId, await overlapping(db, companyId, ranges));
    },
  };
}

export type PeriodGuard = ReturnType<typeof createPeriodGuard>;
