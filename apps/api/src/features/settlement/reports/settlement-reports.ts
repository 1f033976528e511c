import { ERROR_CODES } from '@quincena/contracts';
import { conceptDisplayCode } from '@quincena/contracts/concepts';
import { PAYROLL_LINE_KIND_NAMES, type TPayrollLineKind } from '@quincena/contracts/queries';
import {
  isIsoDate,
  REPORT_LIMITS,
  type TReportDefinitionInput,
  type TReportOption,
  type TReportRequest,
  type TReportResult,
} from '@quincena/contracts/reports';
import {
  CALENDAR_STATE_NAMES,
  PAYROLL_REPORT_MESSAGES as M,
  PAYROLL_REPORT_TAGS as TAG,
  type TCalendarState,
  type TSettlementReportKind,
} from '@quincena/contracts/settlement';
import Decimal from 'decimal.js';
import type { Database } from '../../../db/client.ts';
import {
  accumulatedProvisions,
  benefitInitialBalances,
  contractsOf,
  paidBenefits,
  payrollLines,
  payrollTotals,
  salaryHistory,
  settledCalendars,
} from '../../../pay-period/settled-results.ts';
import { badRequest } from '../../../platform/errors/app-error.ts';
import { sheetOf } from '../../../platform/reports/sheet.ts';
import { isoDay } from '../../../platform/sql/rows.ts';
import { BENEFITS } from './benefits.ts';

const money = (value: string | number | Decimal | null) =>
  value === null ? null : new Decimal(value).toNumber();

/** Every parameter value of the request by tag (each sheet carries the same ones); NULL is "no value". */
function valuesOf(request: TReportRequest): Map<string, string> {
  const values = new Map<string, string>();
  for (const sheet of request.reports) {
    for (const { tag, value } of sheet.parameters) {
      if (value !== null && value !== '' && value !== 'NULL' && !values.has(tag)) values.set(tag, value);
    }
  }
  return values;
}

function positiveId(value: string | undefined, message: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw badRequest(ERROR_CODES.validation, message);
  return Number(value);
}

function optionalDate(value: string | undefined, message: string): string | undefined {
  if (value === undefined) return undefined;
  if (!isIsoDate(value)) throw badRequest(ERROR_CODES.validation, message);
  return value;
}

/** The optional contract list every settlement report offers, on the given sheets. */
async function contractParameter(
  db: Database,
  companyId: number,
  sheetPositions: number[],
): Promise<TReportDefinitionInput['parameters'][number]> {
  const rows = await contractsOf(db, companyId);
  const options: TReportOption[] = rows.slice(0, REPORT_LIMITS.optionsPerList).map((row) => ({
    code: String(row.contractId),
    name: `${row.documentNumber} - ${row.employeeName} (contrato ${row.contractId})`.slice(
      0,
      REPORT_LIMITS.optionName,
    ),
  }));
  return { tag: TAG.contract, label: 'Contrato', type: 'LIST', required: false, options, sheetPositions };
}

interface StoredProvision {
  concept: string;
  base: string;
  rate: string;
  value: string;
}

function provisionsIn(detail: unknown): StoredProvision[] {
  if (!Array.isArray(detail)) return [];
  return detail.filter(
    (item): item is StoredProvision =>
      typeof item === 'object' && item !== null && typeof (item as StoredProvision).concept === 'string',
  );
}

/**
 * The three Consulta reports of the payroll screen that read settlement results (spec 02 §2, §7
 * "Reports"): Reporte de nómina, Consolidado de prestaciones, Histórico de salarios. Head count is
 * the employees feature's (features/employees/head-count.ts).
 */
export function createSettlementReports({ db }: { db: Database }) {
  const definitions: Record<TSettlementReportKind, (companyId: number) => Promise<TReportDefinitionInput>> = {
    async payroll(companyId) {
      const calendars = await settledCalendars(db, companyId);
      return {
        sheets: [
          { position: 1, name: 'Nómina' },
          { position: 2, name: 'Resumen por empleado' },
        ],
        parameters: [
          {
            tag: TAG.calendar,
            label: 'Calendario',
            type: 'LIST',
            required: false,
            options: calendars.slice(0, REPORT_LIMITS.optionsPerList).map((calendar) => ({
              code: String(calendar.id),
              name: `${calendar.detail} (${CALENDAR_STATE_NAMES[calendar.state as TCalendarState] ?? calendar.state})`,
            })),
            sheetPositions: [1, 2],
          },
          { tag: TAG.year, label: 'Año', type: 'TEXT', required: false, sheetPositions: [1, 2] },
          { tag: TAG.month, label: 'Mes', type: 'TEXT', required: false, sheetPositions: [1, 2] },
          await contractParameter(db, companyId, [1, 2]),
        ],
      };
    },
    async benefits(companyId) {
      return {
        sheets: [
          { position: 1, name: 'Consolidado' },
          { position: 2, name: 'Provisiones por periodo' },
        ],
        parameters: [
          { tag: TAG.cutDate, label: 'Fecha de corte', type: 'DATE', required: true, sheetPositions: [1, 2] },
          await contractParameter(db, companyId, [1, 2]),
        ],
      };
    },
    async 'salary-history'(companyId) {
      return {
        sheets: [{ position: 1, name: 'Histórico de salarios' }],
        parameters: [
          await contractParameter(db, companyId, [1]),
          { tag: 'fechaDesde', label: 'Fecha desde', type: 'DATE', required: false, sheetPositions: [1] },
          { tag: 'fechaHasta', label: 'Fecha hasta', type: 'DATE', required: false, sheetPositions: [1] },
        ],
      };
    },
  };

  const generators: Record<
    TSettlementReportKind,
    (companyId: number, request: TReportRequest) => Promise<TReportResult>
  > = {
    /** Every settled line of the period, and each employee's totals (processed or accumulated). */
    async payroll(companyId, request) {
      const values = valuesOf(request);
      const calendarId = positiveId(values.get(TAG.calendar), M.calendarNotFound);
      const contractId = positiveId(values.get(TAG.contract), M.contractInvalid);
      const yearText = values.get(TAG.year);
      const monthText = values.get(TAG.month);
      if (yearText !== undefined && !/^\d{4}$/.test(yearText))
        throw badRequest(ERROR_CODES.validation, M.yearInvalid);
      if (
        monthText !== undefined &&
        !(/^\d{1,2}$/.test(monthText) && Number(monthText) >= 1 && Number(monthText) <= 12)
      )
        throw badRequest(ERROR_CODES.validation, M.monthInvalid);
      if (calendarId === undefined && (yearText === undefined || monthText === undefined)) {
        throw badRequest(ERROR_CODES.validation, M.periodRequired);
      }
      if (calendarId !== undefined) {
        const settled = await settledCalendars(db, companyId);
        if (!settled.some((calendar) => Number(calendar.id) === calendarId))
          throw badRequest(ERROR_CODES.validation, M.calendarNotSettled);
      }
      const filter =
        calendarId !== undefined
          ? { calendarId, contractId }
          : { year: Number(yearText), month: Number(monthText), contractId };
      const [lines, totals] = await Promise.all([
        payrollLines(db, companyId, filter),
        payrollTotals(db, companyId, filter),
      ]);
      return {
        sheets: [
          sheetOf(
            'Nómina',
            [
              ['Calendario', 'text', (line) => line.calendarDetail],
              ['Estado', 'text', (line) => CALENDAR_STATE_NAMES[line.state as TCalendarState] ?? line.state],
              ['Inicio periodo', 'date', (line) => isoDay(line.periodStart)],
              ['Fin periodo', 'date', (line) => isoDay(line.periodEnd)],
              ['Contrato', 'number', (line) => Number(line.contractId)],
              ['Tipo documento', 'text', (line) => line.documentType],
              ['Identificación', 'text', (line) => line.documentNumber],
              ['Nombre', 'text', (line) => line.employeeName],
              // The code the user sees (decision 0314), never the engine's identifier.
              ['Código concepto', 'text', (line) => conceptDisplayCode(line.conceptCode)],
              ['Concepto', 'text', (line) => line.conceptName],
              ['Tipo', 'text', (line) => PAYROLL_LINE_KIND_NAMES[line.kind as TPayrollLineKind] ?? line.kind],
              ['Unidades', 'number', (line) => Number(line.units)],
              ['Base', 'money', (line) => money(line.base)],
              ['Valor', 'money', (line) => money(line.value)],
            ],
            lines,
          ),
          sheetOf(
            'Resumen por empleado',
            [
              ['Calendario', 'text', (row) => row.calendarDetail],
              ['Contrato', 'number', (row) => Number(row.contractId)],
              ['Identificación', 'text', (row) => row.documentNumber],
              ['Nombre', 'text', (row) => row.employeeName],
              ['Devengos', 'money', (row) => money(row.earnings)],
              ['Deducciones', 'money', (row) => money(row.deductions)],
              ['Neto a pagar', 'money', (row) => money(row.netPay)],
              ['Aportes empleador', 'money', (row) => money(row.employerContributions)],
              ['Provisiones', 'money', (row) => money(row.provisions)],
              ['Costo empleador', 'money', (row) => money(row.employerCost)],
            ],
            totals,
          ),
        ],
      };
    },

    /**
     * Per employee and benefit as of the cut date: the initial balance brought from the previous
     * system, what ACCUMULATED payroll periods provisioned, what they paid, and the balance.
     */
    async benefits(companyId, request) {
      const values = valuesOf(request);
      const cutDate = values.get(TAG.cutDate);
      if (cutDate === undefined) throw badRequest(ERROR_CODES.validation, M.cutDateRequired);
      if (!isIsoDate(cutDate)) throw badRequest(ERROR_CODES.validation, M.cutDateInvalid);
      const contractId = positiveId(values.get(TAG.contract), M.contractInvalid);
      const paidCodes = BENEFITS.flatMap((benefit) => [...benefit.paid]);
      const [people, provisions, paid, initial] = await Promise.all([
        contractsOf(db, companyId, contractId),
        accumulatedProvisions(db, companyId, cutDate, contractId),
        paidBenefits(db, companyId, cutDate, paidCodes, contractId),
        benefitInitialBalances(db, companyId, cutDate, contractId),
      ]);
      const zero = () => new Decimal(0);
      const key = (contract: number, concept: string) => `${contract}|${concept}`;
      const provisioned = new Map<string, Decimal>();
      const detailRows: Array<Array<string | number | null>> = [];
      for (const row of provisions) {
        for (const provision of provisionsIn(row.provisionDetail)) {
          const benefit = BENEFITS.find((item) => item.concept === provision.concept);
          if (!benefit) continue;
          const k = key(Number(row.contractId), benefit.concept);
          provisioned.set(k, (provisioned.get(k) ?? zero()).plus(provision.value));
          detailRows.push([
            row.calendarDetail,
            isoDay(row.periodEnd),
            Number(row.contractId),
            row.documentNumber,
            row.employeeName,
            benefit.name,
            money(provision.base),
            new Decimal(provision.rate).toNumber(),
            money(provision.value),
          ]);
        }
      }
      const paidBy = new Map<string, Decimal>();
      for (const row of paid) {
        const benefit = BENEFITS.find((item) => (item.paid as readonly string[]).includes(row.conceptCode));
        if (!benefit) continue;
        const k = key(Number(row.contractId), benefit.concept);
        paidBy.set(k, (paidBy.get(k) ?? zero()).plus(row.value));
      }
      const initialBy = new Map<string, Decimal>();
      for (const row of initial) {
        const benefit = BENEFITS.find((item) => item.initial === row.concept);
        if (!benefit || row.amount === null) continue;
        initialBy.set(key(Number(row.contractId), benefit.concept), new Decimal(row.amount));
      }
      const summary: Array<Array<string | number | null>> = [];
      for (const person of people) {
        for (const benefit of BENEFITS) {
          const k = key(Number(person.contractId), benefit.concept);
          if (!provisioned.has(k) && !paidBy.has(k) && !initialBy.has(k)) continue;
          const opening = initialBy.get(k) ?? zero();
          const accrued = provisioned.get(k) ?? zero();
          const taken = paidBy.get(k) ?? zero();
          summary.push([
            Number(person.contractId),
            person.documentNumber,
            person.employeeName,
            benefit.name,
            money(opening),
            money(accrued),
            money(taken),
            money(opening.plus(accrued).minus(taken)),
          ]);
        }
      }
      return {
        sheets: [
          {
            name: 'Consolidado',
            headers: [
              'Contrato',
              'Identificación',
              'Nombre',
              'Prestación',
              'Saldo inicial',
              'Provisionado',
              'Pagado',
              'Saldo',
            ],
            columnTypes: ['number', 'text', 'text', 'text', 'money', 'money', 'money', 'money'],
            rows: summary,
          },
          {
            name: 'Provisiones por periodo',
            headers: [
              'Calendario',
              'Fin periodo',
              'Contrato',
              'Identificación',
              'Nombre',
              'Prestación',
              'Base',
              'Tasa',
              'Valor',
            ],
            columnTypes: ['text', 'date', 'number', 'text', 'text', 'text', 'money', 'number', 'money'],
            rows: detailRows,
          },
        ],
      };
    },

    /** Every dated salary of contract_salaries, with the change against the one before it. */
    async 'salary-history'(companyId, request) {
      const values = valuesOf(request);
      const contractId = positiveId(values.get(TAG.contract), M.contractInvalid);
      const from = optionalDate(values.get('fechaDesde'), M.cutDateInvalid);
      const to = optionalDate(values.get('fechaHasta'), M.cutDateInvalid);
      const rows = await salaryHistory(db, companyId, { contractId, to });
      const out: Array<Array<string | number | null>> = [];
      let previous: { contract: number; amount: Decimal } | null = null;
      for (const row of rows) {
        const amount = new Decimal(row.amount);
        const contract = Number(row.contractId);
        const before = previous && previous.contract === contract ? previous.amount : null;
        previous = { contract, amount };
        const startDate = isoDay(row.startDate);
        if (from !== undefined && startDate < from) continue;
        out.push([
          contract,
          row.documentNumber,
          row.employeeName,
          startDate,
          money(amount),
          money(before),
          before === null ? null : money(amount.minus(before)),
          before === null || before.isZero()
            ? null
            : amount.minus(before).div(before).times(100).toDecimalPlaces(2).toNumber(),
        ]);
      }
      return {
        sheets: [
          {
            name: 'Histórico de salarios',
            headers: [
              'Contrato',
              'Identificación',
              'Nombre',
              'Fecha inicio',
              'Salario',
              'Salario anterior',
              'Variación',
              'Variación %',
            ],
            columnTypes: ['number', 'text', 'text', 'date', 'money', 'money', 'money', 'number'],
            rows: out,
          },
        ],
      };
    },
  };

  return {
    definition: (companyId: number, kind: TSettlementReportKind) => definitions[kind](companyId),
    generate: (companyId: number, kind: TSettlementReportKind, request: TReportRequest) =>
      generators[kind](companyId, request),
  };
}
export type SettlementReports = ReturnType<typeof createSettlementReports>;
