import { read, utils } from '@e965/xlsx';
import type { TReportDefinitionInput, TReportRequest, TReportResult } from '@quincena/contracts/reports';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installSpanishLocale } from '../../lib/primereact-locale.ts';
import { ReportDialog } from './report-dialog.tsx';
import { calendarPin, clientPin, costCentrePin, entityPin } from './report-pins.fixture.ts';

// The calendar needs the Spanish locale the app installs at start-up.
beforeAll(installSpanishLocale);

afterEach(cleanup);

const definition: TReportDefinitionInput = {
  sheets: [{ position: 1, name: 'Head count' }],
  parameters: [
    clientPin([1]),
    entityPin([{ code: '900123456', name: 'Sede principal' }], [1]),
    calendarPin(),
    costCentrePin([1]),
    { tag: 'pinCutDate', label: 'Fecha de corte', type: 'DATE', required: false, sheetPositions: [1] },
    { tag: 'pinYear', label: 'Año', type: 'TEXT', required: true, sheetPositions: [1] },
  ],
};

const result: TReportResult = {
  sheets: [
    {
      name: 'Head count',
      headers: ['Identificación', 'Salario'],
      columnTypes: ['text', 'money'],
      rows: [['0010203040', 1_423_500]],
    },
  ],
};

function setup(
  generate: (request: TReportRequest) => Promise<TReportResult>,
  loadDefinitions: () => Promise<TReportDefinitionInput> = () => Promise.resolve(definition),
) {
  const props = {
    notify: vi.fn(),
    onHide: vi.fn(),
    saveFile: vi.fn(),
    generate: vi.fn(generate),
  };
  render(
    <ReportDialog
      visible
      header="Parámetros reporte head count"
      companyId={4417}
      loadDefinitions={loadDefinitions}
      fileBaseName="reporteHeadCount"
      successMessage="Reporte head count generado exitosamente"
      clock={() => new Date(2026, 0, 5, 9, 30)}
      {...props}
    />,
  );
  return props;
}

/** The text a dropdown shows for its current value. */
function shownChoice(inputId: string): string | null | undefined {
  return document.getElementById(inputId)?.closest('.p-dropdown')?.querySelector('.p-dropdown-label')
    ?.textContent;
}

async function choose(inputId: string, optionLabel: string) {
  fireEvent.click(document.getElementById(inputId)!.closest('.p-dropdown')!);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.p-dropdown-item')].find(
      (item) => item.textContent === optionLabel,
    );
    expect(found).toBeDefined();
    return found!;
  });
  fireEvent.click(option);
}

describe('ReportDialog', () => {
  it('shows the visible parameters only, starred when required, optional lists on NO APLICA', async () => {
    setup(() => Promise.resolve(result));
    expect(await screen.findByLabelText('Calendario *')).toBeTruthy();
    expect(screen.getByLabelText('Centro de costos')).toBeTruthy();
    expect(screen.getByLabelText('Fecha de corte')).toBeTruthy();
    expect(screen.getByLabelText('Año *')).toBeTruthy();
    expect(screen.queryByText(/Cliente/)).toBeNull();
    expect(screen.queryByText(/Entidad/)).toBeNull();
    expect(screen.getByText('Campos obligatorios (*)')).toBeTruthy();
    expect(shownChoice('report-parameter-pinCostCenter')).toBe('NO APLICA');
    expect(shownChoice('report-parameter-pinCalendar')).toBe('Seleccione una opción');
  });

  it('blocks Generar while a required parameter is missing, naming it', async () => {
    const { generate } = setup(() => Promise.resolve(result));
    await screen.findByLabelText('Calendario *');
    fireEvent.click(screen.getByRole('button', { name: 'Generar' }));
    expect(screen.getByText('Debes diligenciar el campo Calendario')).toBeTruthy();
    expect(screen.getByText('Debes diligenciar el campo Año')).toBeTruthy();
    expect(generate).not.toHaveBeenCalled();
  });

  it('sends the pins prefilled and NO APLICA as null, downloads the workbook and says so', async () => {
    const { generate, saveFile, notify, onHide } = setup(() => Promise.resolve(result));
    await screen.findByLabelText('Calendario *');
    await choose('report-parameter-pinCalendar', 'Nómina febrero 2026');
    fireEvent.change(screen.getByLabelText('Año *'), { target: { value: ' 2026 ' } });
    const cutDate = screen.getByLabelText('Fecha de corte') as HTMLInputElement;
    fireEvent.input(cutDate, { target: { value: '31-01-2026' } });
    fireEvent.blur(cutDate);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Generar' }));
    });

    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(generate).toHaveBeenCalledWith({
      reports: [
        {
          position: 1,
          parameters: [
            { tag: 'pinClient', value: '4417' },
            { tag: 'pinEntity', value: '900123456' },
            { tag: 'pinCalendar', value: 'NM-2026-02' },
            { tag: 'pinCostCenter', value: null },
            { tag: 'pinCutDate', value: '2026-01-31' },
            { tag: 'pinYear', value: '2026' },
          ],
        },
      ],
    });
    const [fileName, bytes] = saveFile.mock.lastCall as [string, Uint8Array];
    expect(fileName).toBe('reporteHeadCount_2026-01-05.xlsx');
    const workbook = read(bytes, { type: 'array' });
    expect(workbook.SheetNames).toEqual(['Head count']);
    expect(utils.sheet_to_json(workbook.Sheets['Head count']!, { header: 1, raw: true })).toEqual([
      ['Identificación', 'Salario'],
      ['0010203040', 1_423_500],
    ]);
    expect(notify).toHaveBeenCalledWith({
      severity: 'success',
      summary: 'Éxito',
      detail: 'Reporte head count generado exitosamente',
      life: 4000,
    });
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal in a sticky Aviso and frees the button", async () => {
    const refusal = 'No hay nómina liquidada para el calendario elegido';
    const { notify, saveFile } = setup(() => Promise.reject(new Error(refusal)));
    await screen.findByLabelText('Calendario *');
    await choose('report-parameter-pinCalendar', 'Nómina enero 2026');
    fireEvent.change(screen.getByLabelText('Año *'), { target: { value: '2026' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Generar' }));
    });

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        severity: 'warn',
        summary: 'Aviso',
        detail: refusal,
        sticky: true,
      }),
    );
    expect(saveFile).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Generar' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('warns instead of showing a form the server defined wrongly', async () => {
    const broken = { ...definition, sheets: [] };
    const { notify } = setup(
      () => Promise.resolve(result),
      () => Promise.resolve(broken),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        severity: 'warn',
        summary: 'Aviso',
        detail: 'El servidor envió parámetros de reporte que no se pueden mostrar. Inténtalo de nuevo.',
        sticky: true,
      }),
    );
    expect(screen.queryByText('Campos obligatorios (*)')).toBeNull();
    expect((screen.getByRole('button', { name: 'Generar' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
