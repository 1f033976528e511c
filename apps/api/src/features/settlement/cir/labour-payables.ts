import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { joinCurrentCalendar } from '../../../pay-period/settled-results.ts';
import { rowsOf } from '../../../platform/sql/rows.ts';
import { BENEFITS } from '../reports/benefits.ts';

/** A contract's labour payables at 31 December, in whole pesos (formato 1009, concept 2205). */
export interface LabourPayables {
  prima: number;
  cesantias: number;
  interest: number;
  vacations: number;
}

type BenefitConcept = (typeof BENEFITS)[number]['concept'];
const FIELD: Record<BenefitConcept, keyof LabourPayables> = {
  prima: 'prima',
  cesantias: 'cesantias',
  cesantias_interest: 'interest',
  vacations: 'vacations',
};

/** `1, 2, 3` for an `in (…)` of ids. */
export const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * What the employer owes each contract at the cut (decision 0305), the way the books carry it: the
 * initial balance brought from the previous system, plus what the accumulated payroll provisioned,
 * less what it paid and, for cesantías, less what earlier consignments sent to the fund. When the
 * year's severance run exists, its cesantías and interest (the engine's year-end figures) replace
 * the provisioned ones: they are what the fund and the January payroll will receive.
 */
export async function labourPayables(
  db: Database,
  companyId: number,
  year: number,
  contractIds: readonly number[],
  severanceProcessId: number | null,
): Promise<Map<number, LabourPayables>> {
  const result = new Map<number, Record<keyof LabourPayables, Decimal>>();
  if (contractIds.length === 0) return new Map();
  const cut = `${year}-12-31`;
  const entry = (contractId: number) => {
    let found = result.get(contractId);
    if (!found) {
      found = {
        prima: new Decimal(0),
        cesantias: new Decimal(0),
        interest: new Decimal(0),
        vacations: new Decimal(0),
      };
      result.set(contractId, found);
    }
    return found;
  };
  const add = (contractId: number, field: keyof LabourPayables, value: string | number) => {
    const target = entry(contractId);
    target[field] = target[field].plus(value);
  };

  const [provided, paid, initial, consigned] = await Promise.all([
    rowsOf<{ contract_id: number; concept: string; value: string }>(
      db,
      sql`select r.contract_id, e->>'concept' as concept, sum((e->>'value')::numeric)::text as value
          from settlement_results r
          ${joinCurrentCalendar('r')}
          cross join lateral jsonb_array_elements(r.provision_detail) e
          where r.company_id = ${companyId} and c.type in ('NM', 'LD') and c.state = 'ACCUMULATED'
            and c.period_end <= ${cut}::date and r.contract_id in (${idList(contractIds)})
          group by 1, 2`,
    ),
    rowsOf<{ contract_id: number; concept_code: string; value: string }>(
      db,
      sql`select r.contract_id, l.concept_code, sum(l.value)::text as value
          from settlement_results r
          ${joinCurrentCalendar('r')}
          join settlement_lines l on l.company_id = r.company_id and l.process_id = r.process_id and l.contract_id = r.contract_id
          where r.company_id = ${companyId} and c.type in ('NM', 'LD') and c.state = 'ACCUMULATED'
            and c.period_end <= ${cut}::date and l.kind = 'earning'
            and r.contract_id in (${idList(contractIds)})
            and l.concept_code in (${sql.join(
              BENEFITS.flatMap((benefit) => benefit.paid.map((code) => sql`${code}`)),
              sql`, `,
            )})
          group by 1, 2`,
    ),
    rowsOf<{ contract_id: number; concept: string; amount: string | null }>(
      db,
      sql`select contract_id, concept, amount::text from initial_balances
          where company_id = ${companyId} and cut_off_date <= ${cut}::date
            and contract_id in (${idList(contractIds)})
            and concept in ('PRIMA', 'SEVERANCE', 'SEVERANCE_INTEREST', 'VACATION')`,
    ),
    rowsOf<{ contract_id: number; cesantias: string }>(
      db,
      sql`select s.contract_id, sum(s.cesantias)::text as cesantias from severance_results s
          ${joinCurrentCalendar('s')}
          where s.company_id = ${companyId} and c.type = 'CES' and c.state = 'ACCUMULATED' and c.year < ${year}
            and s.contract_id in (${idList(contractIds)})
          group by 1`,
    ),
  ]);
  for (const row of provided) {
    const benefit = BENEFITS.find((item) => item.concept === row.concept);
    if (benefit) add(Number(row.contract_id), FIELD[benefit.concept], row.value);
  }
  for (const row of paid) {
    const benefit = BENEFITS.find((item) => (item.paid as readonly string[]).includes(row.concept_code));
    if (benefit)
      add(Number(row.contract_id), FIELD[benefit.concept], new Decimal(row.value).neg().toString());
  }
  for (const row of initial) {
    const benefit = BENEFITS.find((item) => item.initial === row.concept);
    if (benefit && row.amount !== null) add(Number(row.contract_id), FIELD[benefit.concept], row.amount);
  }
  for (const row of consigned)
    add(Number(row.contract_id), 'cesantias', new Decimal(row.cesantias).neg().toString());

  if (severanceProcessId !== null) {
    const yearEnd = await rowsOf<{ contract_id: number; cesantias: string; interest: string }>(
      db,
      sql`select contract_id, cesantias::text, interest::text from severance_results
          where company_id = ${companyId} and process_id = ${severanceProcessId}
            and contract_id in (${idList(contractIds)})`,
    );
    for (const row of yearEnd) {
      const target = entry(Number(row.contract_id));
      target.cesantias = new Decimal(row.cesantias);
      target.interest = new Decimal(row.interest);
    }
  }

  // A negative balance (paid ahead of the provision, or a rounding) is no debt to the worker.
  const whole = (value: Decimal) =>
    Decimal.max(value, 0).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
  return new Map(
    [...result.entries()].map(([contractId, values]) => [
      contractId,
      {
        prima: whole(values.prima),
        cesantias: whole(values.cesantias),
        interest: whole(values.interest),
        vacations: whole(values.vacations),
      },
    ]),
  );
}
