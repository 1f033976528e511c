import { FilterMatchMode, FilterOperator } from 'primereact/api';
import type { DataTableFilterMeta } from 'primereact/datatable';
import { describe, expect, it } from 'vitest';
import type { TableColumn } from './table-column.ts';
import { clampFirst, displayText, emptyFilters, filterRows, searchTexts, sortRows } from './table-query.ts';

interface EmployeeRow {
  contractId: number;
  name: string;
  salary: number | null;
  startDate: string | null;
}

const columns: TableColumn<EmployeeRow>[] = [
  { field: 'contractId', header: 'Contrato', kind: 'number' },
  { field: 'name', header: 'Nombre' },
  { field: 'salary', header: 'Salario', kind: 'money' },
  { field: 'startDate', header: 'Fecha ingreso', kind: 'date' },
  { id: 'edit', header: 'Editar', body: () => null },
];

const rows: EmployeeRow[] = [
  { contractId: 12, name: 'Ana María Pérez', salary: 1_423_500, startDate: '2025-03-01' },
  { contractId: 3, name: 'Andrés Gómez', salary: 2_500_000, startDate: '2024-11-15' },
  { contractId: 40, name: 'Beatriz Ávila', salary: null, startDate: null },
  { contractId: 7, name: 'Carlos Ángel', salary: 980_000, startDate: '2026-01-15' },
];

const ids = (list: EmployeeRow[]) => list.map((row) => row.contractId);

function oneFilter(field: keyof EmployeeRow, value: string, matchMode: FilterMatchMode): DataTableFilterMeta {
  return {
    ...emptyFilters(columns),
    [field]: { operator: FilterOperator.AND, constraints: [{ value, matchMode }] },
  };
}

describe('emptyFilters', () => {
  it('gives each field column one empty COMIENZA CON constraint and skips control columns', () => {
    const filters = emptyFilters(columns);
    expect(Object.keys(filters)).toEqual(['contractId', 'name', 'salary', 'startDate']);
    expect(filters.name).toEqual({
      operator: 'and',
      constraints: [{ value: null, matchMode: 'startsWith' }],
    });
  });
});

describe('displayText and searchTexts', () => {
  it('reads money and dates as shown and as raw values', () => {
    const first = rows[0]!;
    const salary = columns[2] as Extract<TableColumn<EmployeeRow>, { field: string }>;
    const startDate = columns[3] as Extract<TableColumn<EmployeeRow>, { field: string }>;
    expect(displayText(first, salary)).toBe('$\u00a01.423.500');
    expect(searchTexts(first, salary)).toEqual(['$\u00a01.423.500', '1423500']);
    expect(searchTexts(first, startDate)).toEqual(['01-03-2025', '2025-03-01']);
  });
});

describe('filterRows', () => {
  it('applies each of the six modes to a column', () => {
    const byName = (value: string, mode: FilterMatchMode) =>
      ids(filterRows(rows, columns, oneFilter('name', value, mode), ''));
    expect(byName('an', FilterMatchMode.STARTS_WITH)).toEqual([12, 3]);
    expect(byName('ANGEL', FilterMatchMode.CONTAINS)).toEqual([7]);
    expect(byName('ez', FilterMatchMode.NOT_CONTAINS)).toEqual([40, 7]);
    expect(byName('ez', FilterMatchMode.ENDS_WITH)).toEqual([12, 3]);
    expect(byName('andres gomez', FilterMatchMode.EQUALS)).toEqual([3]);
    expect(byName('andres gomez', FilterMatchMode.NOT_EQUALS)).toEqual([12, 40, 7]);
  });

  it('filters money by the shown amount or the raw pesos, and dates as dd-mm-yyyy', () => {
    expect(
      ids(filterRows(rows, columns, oneFilter('salary', '2.500.000', FilterMatchMode.CONTAINS), '')),
    ).toEqual([3]);
    expect(ids(filterRows(rows, columns, oneFilter('salary', '980000', FilterMatchMode.EQUALS), ''))).toEqual(
      [7],
    );
    expect(
      ids(filterRows(rows, columns, oneFilter('startDate', '15-', FilterMatchMode.STARTS_WITH), '')),
    ).toEqual([3, 7]);
  });

  it('joins two constraints with the operator the menu chose', () => {
    const either: DataTableFilterMeta = {
      name: {
        operator: FilterOperator.OR,
        constraints: [
          { value: 'beatriz', matchMode: FilterMatchMode.STARTS_WITH },
          { value: 'carlos', matchMode: FilterMatchMode.STARTS_WITH },
        ],
      },
    };
    expect(ids(filterRows(rows, columns, either, ''))).toEqual([40, 7]);
  });

  it('finds every keyword of the search somewhere in the row', () => {
    expect(ids(filterRows(rows, columns, emptyFilters(columns), 'perez ana'))).toEqual([12]);
    expect(ids(filterRows(rows, columns, emptyFilters(columns), '2024'))).toEqual([3]);
    expect(ids(filterRows(rows, columns, emptyFilters(columns), 'ana 2026'))).toEqual([]);
    expect(ids(filterRows(rows, columns, emptyFilters(columns), '   '))).toEqual([12, 3, 40, 7]);
  });
});

describe('sortRows', () => {
  it('sorts numbers as numbers, not as text', () => {
    expect(ids(sortRows(rows, columns, 'contractId', 1))).toEqual([3, 7, 12, 40]);
    expect(ids(sortRows(rows, columns, 'contractId', -1))).toEqual([40, 12, 7, 3]);
  });

  it('keeps empty money and dates last in both directions', () => {
    expect(ids(sortRows(rows, columns, 'salary', 1))).toEqual([7, 12, 3, 40]);
    expect(ids(sortRows(rows, columns, 'salary', -1))).toEqual([3, 12, 7, 40]);
    expect(ids(sortRows(rows, columns, 'startDate', -1))).toEqual([7, 12, 3, 40]);
  });

  it('sorts names in Spanish order, accents aside', () => {
    expect(ids(sortRows(rows, columns, 'name', 1))).toEqual([12, 3, 40, 7]);
  });

  it('leaves the order alone without a sort', () => {
    expect(ids(sortRows(rows, columns, undefined, null))).toEqual([12, 3, 40, 7]);
  });
});

describe('clampFirst', () => {
  it('stays on the page while it exists, else goes to the last page', () => {
    expect(clampFirst(10, 5, 23)).toBe(10);
    expect(clampFirst(20, 10, 20)).toBe(10);
    expect(clampFirst(15, 5, 7)).toBe(5);
    expect(clampFirst(5, 5, 0)).toBe(0);
  });
});
