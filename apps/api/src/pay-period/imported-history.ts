import type { MonthRecord } from '@quincena/payroll';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { importedMonths } from '../db/schema/index.ts';
import { anyId } from '../platform/sql/id-list.ts';

/**
 * Months a company brought from its previous system through "Cargar acumulados" (spec 03 §2.7),
 * as engine month records per contract, for months strictly before `beforeMonth` ("YYYY-MM").
 * The settlement run merges them with its own accumulated months (its own win for the same month).
 */
export interface ImportedHistoryReader {
  monthsBefore(
    db: Database,
    companyId: number,
    contractIds: readonly number[],
    beforeMonth: string,
  ): Promise<Map<number, MonthRecord[]>>;
}

/** Amounts as the engine takes them: plain decimal text ("1750905", "249095.5"). */
const amount = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value) || '0';

/** Reads the imported_months table (features/queries/accumulated-upload.ts writes it). */
export function createImportedHistoryReader(): ImportedHistoryReader {
  return {
    async monthsBefore(db, companyId, contractIds, beforeMonth) {
      const byContract = new Map<number, MonthRecord[]>();
      const match = /^(\d{4})-(\d{2})$/.exec(beforeMonth);
      if (contractIds.length === 0 || !match) return byContract;
      const before = Number(match[1]) * 100 + Number(match[2]);
      for (let start = 0; start < contractIds.length; start += 5_000) {
        const rows = await db
          .select()
          .from(importedMonths)
          .where(
            and(
              eq(importedMonths.companyId, companyId),
              anyId(importedMonths.contractId, contractIds.slice(start, start + 5_000)),
              sql`${importedMonths.year} * 100 + ${importedMonths.month} < ${before}`,
            ),
          )
          .orderBy(asc(importedMonths.contractId), asc(importedMonths.year), asc(importedMonths.month));
        for (const row of rows) {
          const list = byContract.get(row.contractId) ?? [];
          list.push({
            month: `${row.year}-${String(row.month).padStart(2, '0')}`,
            days: Number(row.days),
            unpaidLeaveDays: Number(row.unpaidLeaveDays),
            fixedSalary: amount(row.fixedSalary),
            variableSalary: amount(row.variableSalary),
            overtimeAndSurcharges: amount(row.overtimeAndSurcharges),
            transportAid: amount(row.transportAid),
            labourIncome: amount(row.labourIncome),
            nonTaxableIncome: amount(row.nonTaxableIncome),
            ibc: amount(row.ibc),
          });
          byContract.set(row.contractId, list);
        }
      }
      return byContract;
    },
  };
}
