import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableProps } from './data-table.tsx';
import type { TableColumn } from './table-column.ts';
import { WARNING_ROW_CLASS } from './table-texts.ts';

interface ProcessRow {
  id: number;
  employee: string;
  net: number;
  status: 'OK' | 'ERROR';
}

const names = [
  'Ana',
  'Andrés',
  'Beatriz',
  'Carlos',
  'Diana',
  'Elena',
  'Fabio',
  'Gloria',
  'Hugo',
  'Inés',
  'Jorge',
  'Karen',
];
const rows: ProcessRow[] = names.map((name, index) => ({
  id: index + 1,
  employee: `${name} Gómez`,
  net: 1_000_000 + index * 50_000,
  status: index === 2 ? 'ERROR' : 'OK',
}));

const columns: TableColumn<ProcessRow>[] = [
  { field: 'id', header: 'ID', kind: 'number' },
  { field: 'employee', header: 'Empleado' },
  { field: 'net', header: 'Neto', kind: 'money' },
];

/** The twelve rows, five a page, with what a test adds (selection, row classes). */
function renderFive(more: Partial<DataTableProps<ProcessRow>> = {}) {
  render(<DataTable rows={rows} columns={columns} dataKey="id" defaultRowsPerPage={5} {...more} />);
}

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** The items of the dropdown overlay just opened (PrimeReact also keeps a hidden native option). */
async function openedOptions(count: number): Promise<HTMLElement[]> {
  return waitFor(() => {
    const items = [...document.querySelectorAll<HTMLElement>('.p-dropdown-item')];
    expect(items).toHaveLength(count);
    return items;
  });
}

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));

afterEach(cleanup);

describe('DataTable', () => {
  it('pages with the screen default and offers 5, 10 and 20 rows per page', async () => {
    renderFive();
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('1 a 5 de 12')).toBeTruthy();
    expect(cellTexts(bodyRows()[2]!)).toEqual(['3', 'Beatriz Gómez', '$\u00a01.100.000']);

    fireEvent.click(document.querySelector('.p-paginator .p-dropdown') as HTMLElement);
    const options = await openedOptions(3);
    expect(options.map((option) => option.textContent)).toEqual(['5', '10', '20']);
    fireEvent.click(options[2]!);
    await waitFor(() => expect(bodyRows()).toHaveLength(12));
  });

  it('searches by keyword, and Limpiar filtros brings every row back', () => {
    render(<DataTable rows={rows} columns={columns} dataKey="id" defaultRowsPerPage={10} />);
    const search = screen.getByLabelText('Buscar por palabra clave') as HTMLInputElement;
    fireEvent.change(search, { target: { value: 'gomez ines' } });
    expect(bodyRows().map((row) => row.textContent)).toEqual(['10Inés Gómez$\u00a01.450.000']);
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(search.value).toBe('');
    expect(screen.getByText('1 a 10 de 12')).toBeTruthy();
  });

  it('offers the six Spanish match modes in a column menu and applies the chosen filter', async () => {
    render(<DataTable rows={rows} columns={columns} dataKey="id" defaultRowsPerPage={20} />);
    const header = screen.getByRole('columnheader', { name: /Empleado/ });
    fireEvent.click(within(header).getByRole('button'));
    const menu = await waitFor(() => document.querySelector('.p-column-filter-overlay') as HTMLElement);
    fireEvent.click(menu.querySelector('.p-dropdown') as HTMLElement);
    const modes = await openedOptions(6);
    expect(modes.map((mode) => mode.textContent)).toEqual([
      'COMIENZA CON',
      'CONTIENE',
      'NO CONTIENE',
      'TERMINA CON',
      'IGUAL A',
      'DIFERENTE A',
    ]);
    fireEvent.click(modes[2]!);
    fireEvent.change(within(menu).getByPlaceholderText('Filtrar Empleado'), { target: { value: 'an' } });
    const apply = menu.querySelector('.p-column-filter-buttonbar button:last-child') as HTMLElement;
    fireEvent.click(apply);
    // NO CONTIENE "an" leaves out Ana, Andrés and Diana.
    await waitFor(() => expect(screen.getByText('1 a 9 de 9')).toBeTruthy());
    expect(screen.queryByText('Diana Gómez')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(screen.getByText('1 a 12 de 12')).toBeTruthy();
  });

  it('says it is loading, then that nothing was found', () => {
    const { rerender } = render(
      <DataTable rows={[]} columns={columns} dataKey="id" defaultRowsPerPage={5} loading />,
    );
    expect(screen.getByText('Cargando información...')).toBeTruthy();
    rerender(<DataTable rows={[]} columns={columns} dataKey="id" defaultRowsPerPage={5} />);
    expect(screen.queryByText('Cargando información...')).toBeNull();
    expect(screen.getByText('No se encontraron registros')).toBeTruthy();
  });

  it('selects every filtered row from the header checkbox and paints flagged rows', () => {
    const onChange = vi.fn();
    renderFive({
      selection: { mode: 'multiple', value: [], onChange },
      rowClassName: (row) => (row.status === 'ERROR' ? WARNING_ROW_CLASS : undefined),
    });
    expect(bodyRows().map((row) => row.classList.contains(WARNING_ROW_CLASS))).toEqual([
      false,
      false,
      true,
      false,
      false,
    ]);
    fireEvent.change(screen.getByLabelText('Buscar por palabra clave'), { target: { value: 'an' } });
    fireEvent.click(document.querySelector('thead input[type="checkbox"]') as HTMLElement);
    expect(onChange.mock.lastCall?.[0].map((row: ProcessRow) => row.id)).toEqual([1, 2, 5]);
  });

  it('hands the clicked row to a single-selection screen', () => {
    const onChange = vi.fn();
    renderFive({ selection: { mode: 'single', value: null, onChange } });
    fireEvent.click(screen.getByText('Diana Gómez'));
    expect(onChange).toHaveBeenLastCalledWith(rows[4]);
  });
});
