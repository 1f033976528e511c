import type { MonthRecord } from '@quincena/payroll';
import type { Database } from '../../db/client.ts';

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

/** Interim reader until the accumulated-history upload lands (issue 12, queries part): none yet. */
export function createImportedHistoryReader(): ImportedHistoryReader {
  return {
    async monthsBefore() {
      return new Map<number, MonthRecord[]>();
    },
  };
}
