import type { ContributionAmounts } from '@quincena/pila';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { rowsOf } from '../../../platform/sql/rows.ts';

/**
 * What a month's payroll paid as retroactive differences (issue 32): per contract and per original
 * month (`aaaa-mm` of the accumulated period the difference belongs to), the salary-base difference
 * (earnings that are salary, the IBC's base) and the contribution differences, both in whole pesos.
 * Read from the retroactive lines (settlement_lines.origin_*) of the given payroll processes. A line
 * whose origin is the month that pays it (a first fortnight carried by its second, decision 0357) is
 * not here: the second fortnight's month figures already hold it, so the month's own planilla does.
 */
export interface RetroactiveMonth {
  ibc: number;
  contributions: ContributionAmounts;
}

/** Consequence concepts (packages/payroll retroactive/treatment.ts) by the PILA subsystem they pay. */
const SUBSYSTEM_OF: Readonly<Record<string, keyof ContributionAmounts>> = {
  PENSION_EE: 'pension',
  PENSION_ER: 'pension',
  HEALTH_EE: 'health',
  HEALTH_ER: 'health',
  FSP_SOLIDARITY: 'solidarity',
  FSP_SUBSISTENCE: 'subsistence',
  // The employer's round-up of the FSP to the hundred (decision 0031) is declared with the solidarity subaccount.
  FSP_ROUNDING_ER: 'solidarity',
  ARL_ER: 'risk',
  CCF_ER: 'ccf',
  SENA_ER: 'sena',
  ICBF_ER: 'icbf',
};

export const noContributions = (): ContributionAmounts => ({
  pension: 0,
  solidarity: 0,
  subsistence: 0,
  health: 0,
  risk: 0,
  ccf: 0,
  sena: 0,
  icbf: 0,
});

export async function retroactiveByMonth(
  db: Database,
  companyId: number,
  processIds: readonly number[],
  contractIds?: readonly number[],
): Promise<Map<number, Map<string, RetroactiveMonth>>> {
  const byContract = new Map<number, Map<string, RetroactiveMonth>>();
  if (processIds.length === 0 || contractIds?.length === 0) return byContract;
  const contracts = contractIds
    ? sql`and contract_id in (${sql.join(
        contractIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await rowsOf<{
    contract_id: number;
    origin_month: string;
    concept_code: string;
    salary_base: boolean;
    value: string;
  }>(
    db,
    sql`select contract_id, to_char(origin_start, 'YYYY-MM') as origin_month, concept_code,
               (kind = 'earning' and salary) as salary_base, sum(value)::text as value
          from settlement_lines
         where company_id = ${companyId} and origin_calendar_id is not null
           and to_char(origin_start, 'YYYY-MM') <> to_char(make_date(year, month, 1), 'YYYY-MM')
           and process_id in (${sql.join(
             processIds.map((id) => sql`${id}`),
             sql`, `,
           )}) ${contracts}
         group by 1, 2, 3, 4 order by 1, 2`,
  );
  for (const row of rows) {
    const contractId = Number(row.contract_id);
    const months = byContract.get(contractId) ?? new Map<string, RetroactiveMonth>();
    byContract.set(contractId, months);
    const month = months.get(row.origin_month) ?? { ibc: 0, contributions: noContributions() };
    months.set(row.origin_month, month);
    const value = Number(row.value);
    const subsystem = SUBSYSTEM_OF[row.concept_code];
    // The IBC is in whole pesos, rounded up (Decreto 1990/2016); contributions are already whole pesos.
    if (row.salary_base) month.ibc += value;
    else if (subsystem) month.contributions[subsystem] += Math.round(value);
  }
  for (const months of byContract.values()) {
    for (const month of months.values()) month.ibc = Math.ceil(month.ibc);
  }
  return byContract;
}

/** Several months (or several contracts of one person) added up. */
export function addMonths(months: Iterable<RetroactiveMonth>): RetroactiveMonth {
  const total: RetroactiveMonth = { ibc: 0, contributions: noContributions() };
  for (const month of months) {
    total.ibc += month.ibc;
    for (const key of Object.keys(total.contributions) as (keyof ContributionAmounts)[]) {
      total.contributions[key] += month.contributions[key];
    }
  }
  return total;
}
