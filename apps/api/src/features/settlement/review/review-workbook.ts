import type { TReviewRow, TReviewTotals } from '@quincena/contracts/settlement';
import type { Cell } from '../files/accounting/layouts.ts';
import { writeXlsx } from '../files/accounting/xlsx-writer.ts';

const HEADERS = [
  'Documento',
  'Empleado',
  'Días',
  'Devengos',
  'Deducciones',
  'Neto a pagar',
  'Costo empleador',
  'Neto período anterior',
  'Cambio ($)',
  'Cambio (%)',
  'Cambio grande',
  'Retroactivo',
  'Conceptos nuevos',
  'Conceptos que faltan',
  'Novedades del proceso',
] as const;

/** An empty cell is left out of the sheet (the writer skips ''). */
const cell = (value: number | null): Cell => (value === null ? '' : value);
const names = (concepts: TReviewRow['newConcepts']) =>
  concepts.map((concept) => (concept.code ? `${concept.code} ${concept.name}` : concept.name)).join(', ');

function rowCells(row: TReviewRow): Cell[] {
  return [
    row.documentNumber,
    row.employeeName,
    cell(row.days),
    cell(row.earnings),
    cell(row.deductions),
    cell(row.netPay),
    cell(row.employerCost),
    cell(row.previousNetPay),
    cell(row.change),
    cell(row.changePercent),
    row.largeChange ? 'Sí' : '',
    cell(row.retroactive),
    names(row.newConcepts),
    names(row.missingConcepts),
    row.problems.map((problem) => problem.message).join(' '),
  ];
}

/**
 * The review as one sheet: a title row, the headers, a row per employee, the totals. Rows are
 * added as the service reads them (chunks of 1,000) and written with the project's direct
 * SpreadsheetML writer (decision 0302), so no spreadsheet model of the whole period is built.
 */
export function createReviewWorkbook(title: string) {
  const rows: Cell[][] = [[title], [...HEADERS]];
  return {
    add(chunk: readonly TReviewRow[]) {
      for (const row of chunk) rows.push(rowCells(row));
    },
    finish(totals: TReviewTotals): Uint8Array {
      rows.push([
        'Totales',
        `${totals.employees} empleados`,
        '',
        totals.earnings,
        totals.deductions,
        totals.netPay,
        totals.employerCost,
        totals.previousNetPay,
        '',
        '',
        '',
        totals.retroactive,
      ]);
      return writeXlsx('Prenómina', rows);
    },
  };
}

/** A file name without the characters a file system or a header refuses. */
export const reviewFileName = (detail: string) =>
  `prenomina_${detail
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '_')}.xlsx`;
