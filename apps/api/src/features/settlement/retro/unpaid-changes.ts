import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { CalendarRow } from '../../../pay-period/calendars/calendars.repository.ts';
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
  const rows = await camelRowsOf<UnpaidChange>(
    db,
    sql`select rc.contract_id, p.document_number, ${personFullNameOf('p')} as employee_name,
          min(rc.from_date)::text as from_date
        from retroactive_changes rc
        join contracts k on k.company_id = rc.company_id and k.id = rc.contract_id
        join persons p on p.company_id = k.company_id and p.id = k.person_id
        where rc.company_id = ${companyId} and rc.carrying_calendar_id = ${calendar.id}
        group by rc.contract_id, p.document_number, employee_name
        order by rc.contract_id`,
  );
  if (rows.length === 0) return roster;
  const units = new Set(roster.units);
  const unpaid = new Map(
    rows.filter((row) => !units.has(Number(row.contractId))).map((row) => [Number(row.contractId), row]),
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
