import { INCOME_WITHHOLDING_MESSAGES as M } from '@quincena/contracts/settlement';
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { incomeWithholdingResults, payCalendars } from '../../../db/schema/index.ts';
import { calendarsOfType } from '../../../pay-period/calendars/calendars-of-type.ts';
import { personFullNameOf } from '../../../platform/sql/person-name.ts';
import { rowsOf } from '../../../platform/sql/rows.ts';
import type { CirConfigService } from '../../cir-config/index.ts';
import { accumulatedSeveranceProcess } from '../ces/ces-kind.ts';
import { accumulatedPayrollOfYear, yearPayrollPending } from '../month-payroll.ts';
import { withPayRoster } from '../roster/period-contracts.ts';
import { storedOutcome } from '../runner/bulk-insert.ts';
import type { BatchOutcome, RunContext, SettlementKind, UnitError } from '../runner/kind.ts';
import { processRows } from '../runner/process-rows.ts';
import {
  boxOfGroup,
  type ConceptTotal,
  certificateFigures,
  GROSS_BOX,
  LABOUR_INCOME_BOXES,
  WITHHOLDING_BOX,
} from './cir-boxes.ts';
import { idList, labourPayables } from './labour-payables.ts';

export interface CirDeps {
  cirConfig: Pick<CirConfigService, 'groupOfConcepts'>;
}

interface CirPrepared {
  payrollProcessIds: number[];
  groupOf: Map<string, string>;
  /** The accumulated consignment of last year's cesantías: consigned to the fund in this year (box 49). */
  consignedProcessId: number | null;
  /** This year's severance run, processed or accumulated: the cesantías owed at 31 December (1009). */
  severanceProcessId: number | null;
}

type ResultInsert = typeof incomeWithholdingResults.$inferInsert;

interface ContractYear {
  contract_id: number;
  person_id: number;
  start_date: string;
  end_date: string | null;
  retirement_date: string | null;
  document_number: string;
  employee_name: string;
}

interface LineTotal {
  contract_id: number;
  month: number;
  concept_code: string;
  concept_name: string;
  kind: string;
  value: string;
}

/** The day a contract stopped working in the year, or null while it is in force at 31 December. */
function endOf(contract: ContractYear, yearEnd: string): string | null {
  const end = contract.retirement_date ?? contract.end_date;
  return end !== null && end <= yearEnd ? end : null;
}

/**
 * Box 59 (E.T. art. 206 num. 4): the average monthly labour income of the last six months of the
 * certified period that carry pay (decision 0305), from the income boxes 36 to 46.
 */
function sixMonthAverage(lines: readonly LineTotal[], groupOf: ReadonlyMap<string, string>): Decimal {
  const byMonth = new Map<number, Decimal>();
  for (const line of lines) {
    const box = boxOfGroup(groupOf.get(line.concept_code));
    if (line.kind !== 'earning' || box === null || !LABOUR_INCOME_BOXES.has(box)) continue;
    byMonth.set(line.month, (byMonth.get(line.month) ?? new Decimal(0)).plus(line.value));
  }
  const months = [...byMonth.entries()]
    .filter(([, value]) => !value.isZero())
    .sort(([a], [b]) => b - a)
    .slice(0, 6);
  if (months.length === 0) return new Decimal(0);
  return months.reduce((sum, [, value]) => sum.plus(value), new Decimal(0)).div(months.length);
}

/**
 * Ingresos y retenciones (CIR; issue 15, decision 0305): each worker's Formulario 220 for the year
 * from what the accumulated payroll and final settlements of the year paid and withheld, placed in
 * boxes by the company's CIR configuration, with the cesantías the year consigned and the labour
 * payables at 31 December for formato 1009. A unit is a worker (his first contract of the year).
 */
export function createCirKind(deps: CirDeps): SettlementKind<CirPrepared> {
  const kind: SettlementKind<CirPrepared> = {
    ordered: false,

    async checkBeforeRun({ db, companyId, calendar }: RunContext) {
      const pending = await yearPayrollPending(db, companyId, calendar.year);
      return pending ? M.payrollPending(pending.toLowerCase()) : null;
    },

    async units({ db, companyId, calendar }) {
      const processIds = await accumulatedPayrollOfYear(db, companyId, calendar.year);
      if (processIds.length === 0) return [];
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`select min(r.contract_id)::int as id from settlement_results r
              join contracts k on k.company_id = r.company_id and k.id = r.contract_id
             where r.company_id = ${companyId} and r.process_id in (${idList(processIds)})
             group by k.person_id order by 1`,
      );
      return rows.map((row) => Number(row.id));
    },

    async prepare({ db, companyId, calendar }) {
      const [severance] = await db
        .select({ processId: payCalendars.resultProcessId })
        .from(payCalendars)
        .where(calendarsOfType(companyId, 'CES', eq(payCalendars.year, calendar.year)));
      return {
        payrollProcessIds: await accumulatedPayrollOfYear(db, companyId, calendar.year),
        groupOf: await deps.cirConfig.groupOfConcepts(companyId),
        consignedProcessId: await accumulatedSeveranceProcess(db, companyId, calendar.year - 1),
        severanceProcessId: severance?.processId ?? null,
      };
    },

    async settleBatch({ db, companyId, calendar, processId }, prepared, unitIds): Promise<BatchOutcome> {
      const yearStart = `${calendar.year}-01-01`;
      const yearEnd = `${calendar.year}-12-31`;
      const payroll = idList(prepared.payrollProcessIds);
      const contracts = await rowsOf<ContractYear>(
        db,
        sql`select distinct k.id as contract_id, k.person_id, k.start_date::text, k.end_date::text,
                   k.retirement_date::text, p.document_number,
                   ${personFullNameOf('p')} as employee_name
              from contracts k
              join persons p on p.company_id = k.company_id and p.id = k.person_id
              join settlement_results r on r.company_id = k.company_id and r.contract_id = k.id
             where k.company_id = ${companyId} and r.process_id in (${payroll})
               and k.person_id in (select person_id from contracts
                                    where company_id = ${companyId} and id in (${idList(unitIds)}))
             order by 1`,
      );
      const contractIds = contracts.map((row) => Number(row.contract_id));
      const [lines, consigned, payables] = await Promise.all([
        rowsOf<LineTotal>(
          db,
          sql`select l.contract_id, r.month, l.concept_code, max(l.concept_name) as concept_name, l.kind,
                     sum(l.value)::text as value
                from settlement_results r
                join settlement_lines l on l.company_id = r.company_id and l.process_id = r.process_id
                                       and l.contract_id = r.contract_id
               where r.company_id = ${companyId} and r.process_id in (${payroll})
                 and r.contract_id in (${idList(contractIds)})
               group by 1, 2, 3, 5`,
        ),
        prepared.consignedProcessId === null
          ? Promise.resolve([])
          : rowsOf<{ contract_id: number; cesantias: string }>(
              db,
              sql`select contract_id, cesantias::text from severance_results
                   where company_id = ${companyId} and process_id = ${prepared.consignedProcessId}
                     and contract_id in (${idList(contractIds)})`,
            ),
        labourPayables(
          db,
          companyId,
          calendar.year,
          contracts.filter((row) => endOf(row, yearEnd) === null).map((row) => Number(row.contract_id)),
          prepared.severanceProcessId,
        ),
      ]);

      const results: ResultInsert[] = [];
      const errors: UnitError[] = [];
      let lastRecord: string | null = null;
      for (const unit of [...unitIds].sort((a, b) => a - b)) {
        const own = contracts.find((row) => Number(row.contract_id) === unit);
        if (!own) continue;
        const label = `Contrato ${unit} (${own.document_number} ${own.employee_name})`;
        try {
          const held = contracts.filter((row) => Number(row.person_id) === Number(own.person_id));
          const ids = new Set(held.map((row) => Number(row.contract_id)));
          const personLines = lines.filter((line) => ids.has(Number(line.contract_id)));
          const totals = new Map<string, ConceptTotal>();
          for (const line of personLines) {
            const key = `${line.concept_code}|${line.kind}`;
            const total = totals.get(key) ?? {
              code: line.concept_code,
              name: line.concept_name,
              kind: line.kind,
              value: new Decimal(0),
            };
            total.value = total.value.plus(line.value);
            totals.set(key, total);
          }
          const consignedTotal = consigned
            .filter((row) => ids.has(Number(row.contract_id)))
            .reduce((sum, row) => sum.plus(row.cesantias), new Decimal(0));
          const figures = certificateFigures(
            [...totals.values()],
            prepared.groupOf,
            consignedTotal,
            sixMonthAverage(personLines, prepared.groupOf),
          );
          const owed = { prima: 0, cesantias: 0, interest: 0, vacations: 0 };
          for (const id of ids) {
            const found = payables.get(id);
            if (!found) continue;
            owed.prima += found.prima;
            owed.cesantias += found.cesantias;
            owed.interest += found.interest;
            owed.vacations += found.vacations;
          }
          const starts = held.map((row) => row.start_date).sort();
          const ends = held.map((row) => endOf(row, yearEnd));
          const periodFrom = (starts[0] ?? yearStart) > yearStart ? (starts[0] as string) : yearStart;
          const lastEnd = ends.includes(null) ? yearEnd : ((ends as string[]).sort().at(-1) ?? yearEnd);
          results.push({
            companyId,
            processId,
            personId: Number(own.person_id),
            contractId: unit,
            calendarId: calendar.id,
            year: calendar.year,
            periodFrom,
            periodTo: lastEnd < periodFrom ? periodFrom : lastEnd,
            boxes: figures.boxes,
            grossIncome: String(figures.boxes[String(GROSS_BOX)] ?? 0),
            withholding: String(figures.boxes[String(WITHHOLDING_BOX)] ?? 0),
            concepts: figures.concepts,
            payables: owed,
            payablesTotal: String(owed.prima + owed.cesantias + owed.interest + owed.vacations),
          });
          lastRecord = label;
        } catch (error) {
          const reason = error instanceof Error && error.message ? error.message : 'error desconocido';
          errors.push({ contractId: unit, message: `${label}: ${reason}`.slice(0, 2_000) });
        }
      }
      return storedOutcome(incomeWithholdingResults, results, errors, lastRecord);
    },

    async accumulate() {
      // CLO freezes the year's certificates: the CIR vouchers and the formats read the accumulated result.
    },

    async undoAccumulate() {},

    ...processRows(incomeWithholdingResults),
  };
  return withPayRoster(kind, (ctx) => ({
    period: { start: ctx.calendar.periodStart, end: ctx.calendar.periodEnd },
    byPerson: true,
    processIds: () => accumulatedPayrollOfYear(ctx.db, ctx.companyId, ctx.calendar.year),
    missing: `no tiene pagos acumulados en ${ctx.calendar.year}: no se le expide certificado de ingresos y retenciones. Liquide y acumule su nómina y procese de nuevo.`,
  }));
}
