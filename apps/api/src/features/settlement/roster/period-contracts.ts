import type { TExclusionReason } from '@quincena/contracts/settlement';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { personFullNameOf } from '../../../platform/sql/person-name.ts';
import { rowsOf } from '../../../platform/sql/rows.ts';
import type { RunContext, SettlementKind } from '../runner/kind.ts';
import type { Exclusion } from '../runner/roster.ts';

/** Fixed-term contract (contract_types code 1): CST art. 46 renews it unless notice was given. */
const FIXED_TERM = '1';

/** A contract a period must account for, with the reason it cannot be paid in it (null: it can). */
export interface PeriodContract {
  contractId: number;
  personId: number;
  documentNumber: string;
  name: string;
  reason: TExclusionReason | null;
  /** The day the reason refers to (end date, retirement date), ISO. */
  since: string | null;
}

interface Row {
  contract_id: number;
  person_id: number;
  document_number: string;
  name: string;
  contract_type: string;
  end_date: string | null;
  retired_before: string | null;
  settled_on_retirement: boolean;
  notice: boolean;
}

/** dd/mm/aaaa, as a Colombian clerk reads a date in a sentence. */
export function spanishDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * Every contract a payroll period must account for: started by its end and not retired before it,
 * including contracts whose end date passed with nobody recording a retirement (they are still in
 * force for the law, or at least owed a decision, so they are never dropped in silence). Each gets
 * the reason the period cannot pay it, in the order the payroll (NM) run used to filter:
 * its final settlement (LD) pays it, a retirement recorded before the period, or an end date passed.
 */
export async function contractsOfPeriod(
  db: Database,
  companyId: number,
  period: { start: string; end: string },
): Promise<PeriodContract[]> {
  const rows = await rowsOf<Row>(
    db,
    sql`select k.id::int as contract_id, k.person_id::int as person_id, p.document_number,
               ${personFullNameOf('p')} as name,
               k.contract_type, k.end_date::text as end_date,
               (select max(r.retirement_date)::text from novelty_retirements r
                 where r.company_id = k.company_id and r.contract_id = k.id
                   and r.retirement_date < ${period.start}) as retired_before,
               exists (select 1 from novelty_retirements r
                         join pay_calendars l on l.company_id = r.company_id and l.retirement_id = r.id
                        where r.company_id = k.company_id and r.contract_id = k.id
                          and l.type = 'LD' and l.state in ('PROCESSED', 'ACCUMULATED')) as settled_on_retirement,
               exists (select 1 from contract_events e
                        where e.company_id = k.company_id and e.contract_id = k.id
                          and e.type = 'PREAVISO_NO_RENOVACION') as notice
          from contracts k
          join persons p on p.company_id = k.company_id and p.id = k.person_id
         where k.company_id = ${companyId}
           and k.start_date <= ${period.end}
           and (k.retirement_date is null or k.retirement_date >= ${period.start})
           and (k.end_date is null or k.end_date >= ${period.start}
                or (k.retirement_date is null
                    and not exists (select 1 from novelty_retirements r
                                     where r.company_id = k.company_id and r.contract_id = k.id)))
         order by k.id`,
  );
  return rows.map((row) => {
    let reason: TExclusionReason | null = null;
    let since: string | null = null;
    if (row.settled_on_retirement) reason = 'LIQUIDADO_EN_RETIRO';
    else if (row.retired_before) [reason, since] = ['RETIRADO', row.retired_before];
    else if (row.end_date !== null && row.end_date < period.start) {
      since = row.end_date;
      reason =
        row.contract_type === FIXED_TERM && !row.notice ? 'VENCIDO_SIN_DECISION' : 'TERMINADO_SIN_RETIRO';
    }
    return {
      contractId: Number(row.contract_id),
      personId: Number(row.person_id),
      documentNumber: row.document_number,
      name: row.name,
      reason,
      since,
    };
  });
}

/** What to tell the clerk: who, why and what to do (the run names its own period in `missing`). */
function messageOf(contract: PeriodContract, reason: TExclusionReason, missing: string): string {
  const who = `${contract.documentNumber} ${contract.name} (contrato ${contract.contractId})`;
  const since = contract.since ? spanishDate(contract.since) : '';
  switch (reason) {
    case 'VENCIDO_SIN_DECISION':
      return `${who}: el contrato a término fijo venció el ${since} sin retiro ni preaviso de no renovación registrados. Registre la renovación, el preaviso o el retiro en el contrato del empleado y procese de nuevo.`;
    case 'TERMINADO_SIN_RETIRO':
      return `${who}: el contrato terminó el ${since} y no tiene retiro registrado. Registre el retiro en Novedades de retiros para pagar su liquidación.`;
    case 'LIQUIDADO_EN_RETIRO':
      return `${who}: su liquidación de contrato (retiro) paga este período. Consúltela en Novedades de retiros.`;
    case 'RETIRADO':
      return `${who}: se retiró el ${since}, antes de este período. Si el retiro no es correcto, corríjalo en Novedades de retiros.`;
    case 'SIN_NOMINA_ACUMULADA':
    case 'RETROACTIVO_SIN_PAGAR':
      return `${who}: ${missing}`;
  }
}

/**
 * The exclusions of a run that settles from stored pay: each contract of the period the run does not
 * cover keeps the period's own reason, or else "no accumulated payroll" with the run's sentence.
 * A person counts as covered when any of his contracts is (runs that settle one unit per person).
 */
export function exclusionsOf(
  contracts: readonly PeriodContract[],
  covered: { contracts: ReadonlySet<number>; persons?: ReadonlySet<number> },
  missing: string,
): Exclusion[] {
  return contracts
    .filter(
      (contract) => !covered.contracts.has(contract.contractId) && !covered.persons?.has(contract.personId),
    )
    .map((contract) => {
      const reason = contract.reason ?? 'SIN_NOMINA_ACUMULADA';
      return { contractId: contract.contractId, reason, message: messageOf(contract, reason, missing) };
    });
}

/** The payroll run's split: contracts it pays and the others with their reasons. */
export function payrollRoster(contracts: readonly PeriodContract[]): {
  units: number[];
  excluded: Exclusion[];
} {
  const units = contracts
    .filter((contract) => contract.reason === null)
    .map((contract) => contract.contractId);
  return { units, excluded: exclusionsOf(contracts, { contracts: new Set(units) }, '') };
}

/** The persons with pay stored by these processes (runs that settle one unit per person). */
async function personsPaid(
  db: Database,
  companyId: number,
  processIds: readonly number[],
): Promise<Set<number>> {
  if (processIds.length === 0) return new Set();
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select distinct k.person_id::int as id from settlement_results r
          join contracts k on k.company_id = r.company_id and k.id = r.contract_id
         where r.company_id = ${companyId} and r.process_id in (${sql.join([...processIds], sql`, `)})`,
  );
  return new Set(rows.map((row) => Number(row.id)));
}

/** How a run that settles from the stored pay of a month or a year accounts for its period. */
export interface PayRosterScope {
  period: { start: string; end: string };
  /** The accumulated payroll processes the run reads (only for `byPerson`). */
  processIds?: () => Promise<readonly number[]>;
  /** Its unit is a person (his first contract): any contract of a paid person is covered. */
  byPerson?: boolean;
  /** After "who:", why the run leaves out a contract with no accumulated pay and what to do. */
  missing: string;
}

/**
 * A kind that settles from stored pay (SS, CB, CES, CIR, NIE) with its roster: its own units, and
 * every other contract of the period listed with its reason (issue 27, decision 0309).
 */
export function withPayRoster<P>(
  kind: SettlementKind<P>,
  scopeOf: (ctx: RunContext) => PayRosterScope,
): SettlementKind<P> {
  return {
    ...kind,
    async roster(ctx) {
      const units = await kind.units(ctx);
      const scope = scopeOf(ctx);
      const persons = scope.byPerson
        ? await personsPaid(ctx.db, ctx.companyId, (await scope.processIds?.()) ?? [])
        : undefined;
      const contracts = await contractsOfPeriod(ctx.db, ctx.companyId, scope.period);
      return {
        units,
        excluded: exclusionsOf(contracts, { contracts: new Set(units), persons }, scope.missing),
      };
    },
  };
}
