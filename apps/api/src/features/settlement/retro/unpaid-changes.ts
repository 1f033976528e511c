import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { CalendarRow } from '../../../pay-period/calendars/calendars.repository.ts';
import { anyId } from '../../../platform/sql/id-list.ts';
import { personFullNameOf } from '../../../platform/sql/person-name.ts';
import { camelRowsOf, isoDay } from '../../../platform/sql/rows.ts';
import { spanishDate } from '../roster/period-contracts.ts';
import type { Roster } from '../runner/roster.ts';

interface UnpaidChange {
  contractId: number;
  documentNumber: string;
  employeeName: string;
  fromDate: string | Date;
}

const unpaidSentence = (from: string) =>
  `tiene un cambio retroactivo desde el ${spanishDate(from)} que este período debía pagar, pero el período no liquida su contrato, así que esas diferencias no se pagan aquí. Liquide y pague esas diferencias por fuera de la nómina.`;

/**
 * A retroactive change carried by a payroll period whose contract the period does not settle (the
 * person retired or the contract ended after the change was registered, which registration refuses
 * up front) would pay nothing without a word. The run lists it among its exclusions instead: a
 * contract already excluded for another reason gets the sentence added to its message, any other is
 * listed as "Retroactivo sin pagar" (issue 32).
 */
export async function withUnpaidChanges(
  db: Database,
  companyId: number,
  calendar: Pick<CalendarRow, 'id'>,
  roster: Roster,
): Promise<Roster> {
  // The changes alone first (retroactive_changes_carrying_idx), names only for the few the period
  // does not settle: joined in one query, a table just filled and never analysed made PostgreSQL
  // pair every change with every person (2.000 changes: 4 million rows, 13,7 s; issue 32).
  const changes = await camelRowsOf<{ contractId: number; fromDate: string | Date }>(
    db,
    sql`select contract_id, min(from_date)::text as from_date from retroactive_changes
        where company_id = ${companyId} and carrying_calendar_id = ${calendar.id}
        group by contract_id`,
  );
  if (changes.length === 0) return roster;
  const units = new Set(roster.units);
  const missing = changes.filter((row) => !units.has(Number(row.contractId)));
  if (missing.length === 0) return roster;
  const ids = missing.map((row) => Number(row.contractId));
  const fromOf = new Map(missing.map((row) => [Number(row.contractId), row.fromDate]));
  const rows = await camelRowsOf<Omit<UnpaidChange, 'fromDate'>>(
    db,
    sql`select k.id as contract_id, p.document_number, ${personFullNameOf('p')} as employee_name
        from contracts k
        join persons p on p.company_id = k.company_id and p.id = k.person_id
        where k.company_id = ${companyId} and ${anyId(sql`k.id`, ids)}
        order by k.id`,
  );
  const unpaid = new Map(
    rows.map((row) => [
      Number(row.contractId),
      { ...row, fromDate: fromOf.get(Number(row.contractId)) as string | Date },
    ]),
  );
  if (unpaid.size === 0) return roster;
  const excluded = roster.excluded.map((exclusion) => {
    const change = unpaid.get(exclusion.contractId);
    if (!change) return exclusion;
    unpaid.delete(exclusion.contractId);
    return {
      ...exclusion,
      message: `${exclusion.message} Además ${unpaidSentence(isoDay(change.fromDate))}`,
    };
  });
  for (const [contractId, change] of unpaid)
    excluded.push({
      contractId,
      reason: 'RETROACTIVO_SIN_PAGAR',
      message: `${change.documentNumber} ${change.employeeName} (contrato ${contractId}): ${unpaidSentence(isoDay(change.fromDate))}`,
    });
  return { units: roster.units, excluded };
}
