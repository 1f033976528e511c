import type { TReportDefinitionInput, TReportRequest, TReportResult } from '@quincena/contracts/reports';
import Decimal from 'decimal.js';
import { type SheetColumn, sheetOf } from '../../platform/reports/sheet.ts';
import { contractTypes, retirementReasons, statuses } from '../reference/index.ts';

export const HEAD_COUNT_TAGS = { cutDate: 'fechaCorte', status: 'estado' } as const;

/** One contract with what the head count prints. */
export interface HeadCountSource {
  contractId: number;
  documentType: string;
  documentNumber: string;
  fullName: string;
  jobName: string | null;
  costCentreName: string | null;
  contractType: string;
  status: string;
  startDate: string;
  endDate: string | null;
  retirementDate: string | null;
  retirementReason: string | null;
  /** Salary in force on the cut date, pesos. */
  salary: number | null;
}

const nameOf = (list: { items: readonly { code: string; name: string }[] }, code: string | null) =>
  code === null ? null : (list.items.find((item) => item.code === code)?.name ?? code);

const HEAD_COUNT_COLUMNS: SheetColumn<HeadCountSource>[] = [
  ['Contrato', 'number', (row) => row.contractId],
  ['Tipo documento', 'text', (row) => row.documentType],
  ['Identificación', 'text', (row) => row.documentNumber],
  ['Nombre', 'text', (row) => row.fullName],
  ['Cargo', 'text', (row) => row.jobName],
  ['Centro de costo', 'text', (row) => row.costCentreName],
  ['Tipo de contrato', 'text', (row) => nameOf(contractTypes, row.contractType)],
  ['Estado', 'text', (row) => nameOf(statuses, row.status)],
  ['Fecha ingreso', 'date', (row) => row.startDate],
  ['Fecha fin contrato', 'date', (row) => row.endDate],
  ['Fecha retiro', 'date', (row) => row.retirementDate],
  ['Motivo retiro', 'text', (row) => nameOf(retirementReasons, row.retirementReason)],
  ['Salario', 'money', (row) => row.salary],
];

/** The head count's parameters (spec 01 §2.6): a cut date, and optionally one status. */
export function headCountDefinition(): TReportDefinitionInput {
  return {
    sheets: [
      { position: 1, name: 'Head count' },
      { position: 2, name: 'Resumen por cargo' },
    ],
    parameters: [
      {
        tag: HEAD_COUNT_TAGS.cutDate,
        label: 'Fecha de corte',
        type: 'DATE',
        required: true,
        sheetPositions: [1, 2],
      },
      {
        tag: HEAD_COUNT_TAGS.status,
        label: 'Estado del contrato',
        type: 'LIST',
        required: false,
        options: statuses.items.map((item) => ({ code: item.code, name: item.name })),
        sheetPositions: [1, 2],
      },
    ],
  };
}

/** The parameters of the first sheet that carries them; both sheets take the same ones. */
export function readHeadCountParameters(request: TReportRequest): {
  cutDate: string | null;
  status: string | null;
} {
  const values = new Map<string, string | null>();
  for (const sheet of request.reports) {
    for (const parameter of sheet.parameters)
      if (!values.has(parameter.tag)) values.set(parameter.tag, parameter.value);
  }
  const status = values.get(HEAD_COUNT_TAGS.status) ?? null;
  return {
    cutDate: values.get(HEAD_COUNT_TAGS.cutDate) ?? null,
    status: status === 'NULL' ? null : status,
  };
}

/**
 * Who was on the payroll on the cut date: hired on or before it and not retired before it (a
 * retirement on the cut date still counts that day). Optionally only one status.
 */
export function headCountReport(
  sources: readonly HeadCountSource[],
  cutDate: string,
  status: string | null,
): TReportResult {
  const rows = sources
    .filter((source) => source.startDate <= cutDate)
    .filter((source) => source.retirementDate === null || source.retirementDate >= cutDate)
    .filter((source) => status === null || source.status === status)
    .sort((a, b) => a.contractId - b.contractId);

  const byJob = new Map<string, { count: number; payroll: Decimal }>();
  for (const row of rows) {
    const job = row.jobName ?? 'Sin cargo';
    const entry = byJob.get(job) ?? { count: 0, payroll: new Decimal(0) };
    entry.count += 1;
    entry.payroll = entry.payroll.plus(row.salary ?? 0);
    byJob.set(job, entry);
  }
  const summary = [...byJob.entries()].sort(([a], [b]) => a.localeCompare(b, 'es'));

  return {
    sheets: [
      sheetOf('Head count', HEAD_COUNT_COLUMNS, rows),
      {
        name: 'Resumen por cargo',
        headers: ['Cargo', 'Empleados', 'Total salarios'],
        columnTypes: ['text', 'number', 'money'],
        rows: [
          ...summary.map(([job, entry]) => [job, entry.count, entry.payroll.toNumber()]),
          [
            'Total',
            rows.length,
            summary.reduce((total, [, entry]) => total.plus(entry.payroll), new Decimal(0)).toNumber(),
          ],
        ],
      },
    ],
  };
}
