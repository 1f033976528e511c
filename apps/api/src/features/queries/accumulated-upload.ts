import { BULK_MESSAGES, type TBulkRowError } from '@quincena/contracts/bulk-loads';
import { personFullName } from '@quincena/contracts/employees';
import { ACCUMULATED_UPLOAD, QUERY_MESSAGES as M } from '@quincena/contracts/queries';
import Decimal from 'decimal.js';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  contracts,
  importedMonths,
  payCalendars,
  persons,
  settlementResults,
} from '../../db/schema/index.ts';
import { currentResultOn } from '../../pay-period/settled-results.ts';
import type { Clock } from '../../platform/clock.ts';
import { personOfContract } from '../../platform/sql/contract-joins.ts';
import type { BulkColumnSpec, BulkLoadDefinition, CellValues, CheckedRow } from '../bulk-loads/index.ts';

/** The engine's MonthRecord fields (packages/payroll model/history.ts) with Spanish headers. */
const MONEY_COLUMNS = [
  { key: 'fixedSalary', header: 'Salario fijo', required: true, example: '1750905' },
  { key: 'variableSalary', header: 'Salario variable', required: false, example: '0' },
  { key: 'overtimeAndSurcharges', header: 'Horas extra y recargos', required: false, example: '0' },
  { key: 'transportAid', header: 'Auxilio de transporte', required: false, example: '249095' },
  { key: 'labourIncome', header: 'Ingresos laborales', required: true, example: '2000000' },
  {
    key: 'nonTaxableIncome',
    header: 'Ingresos no constitutivos de renta',
    required: false,
    example: '140072',
  },
  { key: 'ibc', header: 'IBC', required: true, example: '1750905' },
] as const;
type MoneyKey = (typeof MONEY_COLUMNS)[number]['key'];

export interface AccumulatedRecord {
  /** As typed: a contract number or a document number (resolved in checkAll). */
  contract: string;
  year: number;
  month: number;
  days: string;
  unpaidLeaveDays: string;
  amounts: Record<MoneyKey, string>;
}

interface ResolvedRow {
  contractId: number;
  record: AccumulatedRecord;
}

const CONTRACT_SHEET = 'Contratos';

function columnsWith(contractOptions: readonly { code: string; name: string }[]): BulkColumnSpec[] {
  return [
    {
      key: 'contract',
      header: 'Contrato o documento',
      required: true,
      type: 'TEXT',
      example: '15',
      note: 'Número del contrato o documento del empleado (hoja Contratos)',
      maxLength: 20,
      codes: { sheet: CONTRACT_SHEET, options: contractOptions },
    },
    { key: 'year', header: 'Año', required: true, type: 'NUMBER', example: '2026' },
    { key: 'month', header: 'Mes', required: true, type: 'NUMBER', example: '1', note: 'De 1 a 12' },
    {
      key: 'days',
      header: 'Días',
      required: true,
      type: 'NUMBER',
      example: '30',
      note: 'Días trabajados y de ausencias pagadas, base 30, sin licencias no remuneradas',
    },
    {
      key: 'unpaidLeaveDays',
      header: 'Días licencia no remunerada',
      required: false,
      type: 'NUMBER',
      example: '0',
    },
    ...MONEY_COLUMNS.map((column) => ({
      key: column.key,
      header: column.header,
      required: column.required,
      type: 'NUMBER' as const,
      example: column.example,
      note: 'Pesos, sin separador de miles',
    })),
  ];
}

const HEADERS = new Map(columnsWith([]).map((column) => [column.key, column.header]));
const headerOf = (key: string) => HEADERS.get(key) ?? null;

function twoDecimals(value: Decimal): boolean {
  return value.decimalPlaces() <= 2;
}

/**
 * "Cargar acumulados" (spec 03 §2.7, §7.8 PostUpload_accum_hist): a company moving to Quincena
 * mid-year brings one month record per contract and month, which the settlement run then reads for
 * averages, prima and cesantías. All or nothing (the bulk-load runner). A month a Quincena
 * ACCUMULATED payroll period of that contract already covers is refused; loading a month again
 * replaces what was loaded for it (decision 0190).
 */
export function accumulatedBulkLoad({ clock }: { clock: Clock }): BulkLoadDefinition<
  AccumulatedRecord,
  ResolvedRow
> & {
  resolved: WeakMap<readonly CheckedRow<AccumulatedRecord>[], Map<number, number>>;
} {
  // checkAll resolves each row's contract; prepare picks it up by the same rows array.
  const resolved = new WeakMap<readonly CheckedRow<AccumulatedRecord>[], Map<number, number>>();
  return {
    kind: 'accumulated-history',
    title: ACCUMULATED_UPLOAD.title,
    fileName: ACCUMULATED_UPLOAD.templateFileName,
    sheetName: ACCUMULATED_UPLOAD.sheetName,
    resolved,

    async columns(db, companyId) {
      const rows = await db
        .select({
          id: contracts.id,
          documentNumber: persons.documentNumber,
          firstName: persons.firstName,
          otherNames: persons.otherNames,
          firstSurname: persons.firstSurname,
          secondSurname: persons.secondSurname,
        })
        .from(contracts)
        .innerJoin(persons, personOfContract)
        .where(eq(contracts.companyId, companyId))
        .orderBy(contracts.id);
      return columnsWith(
        rows.map((row) => ({ code: String(row.id), name: `${row.documentNumber} ${personFullName(row)}` })),
      );
    },

    toRecord(values: CellValues) {
      const errors: Array<{ column: string | null; message: string }> = [];
      const year = Number(values.year);
      const month = Number(values.month);
      if (!Number.isInteger(year) || year < 2000 || year > 2100) {
        errors.push({ column: headerOf('year'), message: M.yearInvalid });
      }
      if (!Number.isInteger(month) || month < 1 || month > 12) {
        errors.push({ column: headerOf('month'), message: M.monthInvalid });
      }
      const days = new Decimal(values.days ?? '0');
      const unpaid = new Decimal(values.unpaidLeaveDays ?? '0');
      for (const [key, value] of [
        ['days', days],
        ['unpaidLeaveDays', unpaid],
      ] as const) {
        if (value.lt(0) || value.gt(30) || !twoDecimals(value)) {
          errors.push({ column: headerOf(key), message: M.daysRange });
        }
      }
      if (days.plus(unpaid).gt(30)) errors.push({ column: headerOf('unpaidLeaveDays'), message: M.daysSum });
      const amounts = {} as Record<MoneyKey, string>;
      for (const column of MONEY_COLUMNS) {
        const value = new Decimal(values[column.key] ?? '0');
        if (value.lt(0)) errors.push({ column: column.header, message: BULK_MESSAGES.notNegative });
        else if (!twoDecimals(value) || value.gte('1e16'))
          errors.push({ column: column.header, message: BULK_MESSAGES.number });
        amounts[column.key] = value.toFixed(2);
      }
      if (errors.length === 0) {
        const now = clock.now();
        const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
        if (year * 12 + (month - 1) > current)
          errors.push({ column: headerOf('month'), message: M.futureMonth });
      }
      if (errors.length > 0) return { errors };
      return {
        record: {
          contract: (values.contract ?? '').trim(),
          year,
          month,
          days: days.toFixed(2),
          unpaidLeaveDays: unpaid.toFixed(2),
          amounts,
        },
      };
    },

    async checkAll(db: Database, companyId, rows) {
      const errors: TBulkRowError[] = [];
      const typed = [...new Set(rows.map(({ record }) => record.contract))];
      const known =
        typed.length === 0
          ? []
          : await db
              .select({
                id: contracts.id,
                documentNumber: persons.documentNumber,
                startDate: contracts.startDate,
                retirementDate: contracts.retirementDate,
              })
              .from(contracts)
              .innerJoin(persons, personOfContract)
              .where(
                and(
                  eq(contracts.companyId, companyId),
                  or(inArray(sql`${contracts.id}::text`, typed), inArray(persons.documentNumber, typed)),
                ),
              );
      const contractOf = new Map<number, number>();
      for (const { position, record } of rows) {
        const monthStart = `${record.year}-${String(record.month).padStart(2, '0')}-01`;
        const monthEnd = `${record.year}-${String(record.month).padStart(2, '0')}-31`;
        const byId = known.find((row) => String(row.id) === record.contract);
        let candidates = byId ? [byId] : known.filter((row) => row.documentNumber === record.contract);
        if (candidates.length > 1) {
          // A person hired twice: the contract in force that month.
          candidates = candidates.filter(
            (row) =>
              row.startDate <= monthEnd && (row.retirementDate === null || row.retirementDate >= monthStart),
          );
        }
        const [match] = candidates;
        if (!match) {
          errors.push({ row: position, column: headerOf('contract'), message: M.contractUnknown });
          continue;
        }
        if (candidates.length > 1) {
          errors.push({ row: position, column: headerOf('contract'), message: M.contractAmbiguous });
          continue;
        }
        if (match.startDate > monthEnd) {
          errors.push({ row: position, column: headerOf('month'), message: M.monthBeforeStart });
          continue;
        }
        contractOf.set(position, match.id);
      }
      // The same contract and month twice in the file.
      const firstRow = new Map<string, number>();
      for (const { position, record } of rows) {
        const contractId = contractOf.get(position);
        if (contractId === undefined) continue;
        const key = `${contractId}|${record.year}|${record.month}`;
        const first = firstRow.get(key);
        if (first === undefined) firstRow.set(key, position);
        else
          errors.push({
            row: position,
            column: headerOf('month'),
            message: BULK_MESSAGES.repeatedInFile(first),
          });
      }
      // Months a Quincena accumulated payroll already holds for the contract.
      const contractIds = [...new Set(contractOf.values())];
      if (contractIds.length > 0) {
        const covered = await db
          .select({
            contractId: settlementResults.contractId,
            year: settlementResults.year,
            month: settlementResults.month,
            detail: payCalendars.detail,
          })
          .from(settlementResults)
          .innerJoin(payCalendars, currentResultOn(settlementResults))
          .where(
            and(
              eq(settlementResults.companyId, companyId),
              eq(payCalendars.type, 'NM'),
              eq(payCalendars.state, 'ACCUMULATED'),
              inArray(settlementResults.contractId, contractIds),
            ),
          );
        const coveredBy = new Map(
          covered.map((row) => [`${row.contractId}|${row.year}|${row.month}`, row.detail]),
        );
        for (const { position, record } of rows) {
          const contractId = contractOf.get(position);
          if (contractId === undefined) continue;
          const detail = coveredBy.get(`${contractId}|${record.year}|${record.month}`);
          if (detail !== undefined)
            errors.push({ row: position, column: headerOf('month'), message: M.accumulatedCovered(detail) });
        }
      }
      resolved.set(rows, contractOf);
      return errors;
    },

    async prepare(rows) {
      const contractOf = resolved.get(rows);
      if (!contractOf) throw new Error('accumulated upload: rows were not checked');
      return rows.map(({ position, record }) => ({ contractId: contractOf.get(position) as number, record }));
    },

    async apply(tx, companyId, prepared) {
      for (let start = 0; start < prepared.length; start += 500) {
        const values = prepared.slice(start, start + 500).map(({ contractId, record }) => ({
          companyId,
          contractId,
          year: record.year,
          month: record.month,
          days: record.days,
          unpaidLeaveDays: record.unpaidLeaveDays,
          ...record.amounts,
          loadedAt: clock.now(),
        }));
        await tx
          .insert(importedMonths)
          .values(values)
          .onConflictDoUpdate({
            target: [
              importedMonths.companyId,
              importedMonths.contractId,
              importedMonths.year,
              importedMonths.month,
            ],
            set: {
              days: sql`excluded.days`,
              unpaidLeaveDays: sql`excluded.unpaid_leave_days`,
              fixedSalary: sql`excluded.fixed_salary`,
              variableSalary: sql`excluded.variable_salary`,
              overtimeAndSurcharges: sql`excluded.overtime_and_surcharges`,
              transportAid: sql`excluded.transport_aid`,
              labourIncome: sql`excluded.labour_income`,
              nonTaxableIncome: sql`excluded.non_taxable_income`,
              ibc: sql`excluded.ibc`,
              loadedAt: sql`excluded.loaded_at`,
            },
          });
      }
      return prepared.length;
    },
  };
}
