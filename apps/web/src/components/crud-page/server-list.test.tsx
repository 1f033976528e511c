import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FilterMatchMode } from 'primereact/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type TableColumn, type TableServerQuery } from '../data-table/index.ts';
import { activeFilters } from '../data-table/table-query.ts';
import { listSearchParams } from './server-list.ts';

interface Row {
  id: number;
  employeeName: string;
}

const columns: TableColumn<Row>[] = [
  { field: 'id', header: 'ID', kind: 'number' },
  { field: 'employeeName', header: 'Nombre' },
];

describe('server-paged lists (ARCHITECTURE.md §4c)', () => {
  afterEach(cleanup);

  it('turns the table query into the list query string', () => {
    const params = listSearchParams({
      first: 20,
      rows: 10,
      keyword: 'ana',
      sortField: 'employeeName',
      sortOrder: -1,
      filters: [{ field: 'employeeName', mode: FilterMatchMode.STARTS_WITH, value: 'An' }],
    });
    expect(Object.fromEntries(params)).toEqual({
      page: '3',
      pageSize: '10',
      search: 'ana',
      sortField: 'employeeName',
      sortOrder: 'desc',
      filters: '[{"field":"employeeName","mode":"startsWith","value":"An"}]',
    });
    expect(Object.fromEntries(listSearchParams({ first: 0, rows: 5, keyword: '', filters: [] }))).toEqual({
      page: '1',
      pageSize: '5',
    });
  });

  it('sends only the column filters the user filled in, trimmed, with their match mode', () => {
    expect(
      activeFilters({
        employeeName: {
          operator: 'and',
          constraints: [{ value: '  Ana ', matchMode: FilterMatchMode.NOT_CONTAINS }],
        },
        documentNumber: {
          operator: 'and',
          constraints: [{ value: null, matchMode: FilterMatchMode.STARTS_WITH }],
        },
        conceptName: { operator: 'and', constraints: [{ value: '   ', matchMode: FilterMatchMode.EQUALS }] },
      }),
    ).toEqual([{ field: 'employeeName', mode: 'notContains', value: 'Ana' }]);
  });

  it('shows the page the server answered and asks for the next page and the sort', async () => {
    const onQuery = vi.fn<(query: TableServerQuery) => void>();
    const rows = Array.from({ length: 10 }, (_, index) => ({
      id: index + 1,
      employeeName: `Empleado ${index + 1}`,
    }));
    render(
      <DataTable
        rows={rows}
        columns={columns}
        dataKey="id"
        defaultRowsPerPage={10}
        server={{ totalRecords: 35, onQuery }}
        ariaLabel="Novedades"
      />,
    );
    await waitFor(() =>
      expect(onQuery).toHaveBeenCalledWith({ first: 0, rows: 10, keyword: '', filters: [] }),
    );
    // All ten rows the server sent are shown, with the server's total in the paginator.
    expect(screen.getByRole('cell', { name: 'Empleado 10' })).toBeTruthy();
    expect(screen.getByText('1 a 10 de 35')).toBeTruthy();

    fireEvent.click(document.querySelector('.p-paginator-next') as HTMLElement);
    await waitFor(() =>
      expect(onQuery).toHaveBeenLastCalledWith(expect.objectContaining({ first: 10, rows: 10 })),
    );

    fireEvent.click(screen.getByText('Nombre'));
    await waitFor(() =>
      expect(onQuery).toHaveBeenLastCalledWith(
        expect.objectContaining({ first: 0, sortField: 'employeeName', sortOrder: 1 }),
      ),
    );
  });
});
