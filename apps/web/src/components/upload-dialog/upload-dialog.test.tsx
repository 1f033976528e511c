import { utils, write } from '@e965/xlsx';
import type { TBulkTemplate, TBulkUploadRequest, TBulkUploadResult } from '@quincena/contracts/bulk-loads';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadDialog } from './upload-dialog.tsx';

vi.mock('../notify.tsx', () => import('../../../test/notify-mock.ts'));
const { notify } = await import('../notify.tsx');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const template: TBulkTemplate = {
  kind: 'users',
  title: 'Cargar usuarios',
  fileName: 'PlantillaCargueUsuarios',
  sheetName: 'Usuarios',
  columns: [
    {
      key: 'employeeNumberId',
      header: 'Identificación del empleado',
      required: true,
      type: 'TEXT',
      example: '1',
    },
    { key: 'email', header: 'Correo', required: true, type: 'EMAIL', example: 'a@b.co' },
  ],
  codeSheets: [],
};

function excelFile(name: string, rows: unknown[][]): File {
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, utils.aoa_to_sheet(rows), 'Usuarios');
  const bytes = write(workbook, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer;
  return new File([bytes], name);
}

function renderDialog(answer: TBulkUploadResult) {
  const upload = vi.fn(async (_request: TBulkUploadRequest) => answer);
  const saveFile = vi.fn();
  const onLoaded = vi.fn();
  const onHide = vi.fn();
  render(
    <UploadDialog
      visible
      onHide={onHide}
      header="Cargar usuarios"
      loadTemplate={async () => template}
      upload={upload}
      onLoaded={onLoaded}
      saveFile={saveFile}
      clock={() => new Date(2026, 2, 5)}
    />,
  );
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  return { upload, saveFile, onLoaded, onHide, input };
}

describe('UploadDialog', () => {
  it('downloads the template named after the definition and the day', async () => {
    const { saveFile } = renderDialog({ outcome: 'LOADED', loaded: 0, message: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Descargar plantilla' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(saveFile.mock.calls[0]?.[0]).toBe('PlantillaCargueUsuarios_2026-03-05.xlsx');
  });

  it('sends the rows read from the workbook and announces the count on success', async () => {
    const { upload, onLoaded, onHide, input } = renderDialog({
      outcome: 'LOADED',
      loaded: 1,
      message: 'Se cargó 1 registro exitosamente',
    });
    fireEvent.change(input, {
      target: {
        files: [
          excelFile('usuarios.xlsx', [
            ['Id', 'Correo'],
            ['1020', ''],
          ]),
        ],
      },
    });
    await waitFor(() => expect(onLoaded).toHaveBeenCalledWith(1));
    expect(upload).toHaveBeenCalledWith({
      fileName: 'usuarios.xlsx',
      rows: [{ position: 2, cells: ['1020', '*'] }],
    });
    expect(notify.success).toHaveBeenCalledWith('Se cargó 1 registro exitosamente');
    expect(onHide).toHaveBeenCalled();
  });

  it('hands back ErroresCargue.txt and the spec warning when the server rejects the file', async () => {
    const { saveFile, onLoaded, input } = renderDialog({
      outcome: 'REJECTED',
      message: 'Error al cargar la información. Por favor revisar archivo de errores',
      errors: [{ row: 2, column: 'Correo', message: 'Campo obligatorio' }],
    });
    fireEvent.change(input, {
      target: {
        files: [
          excelFile('usuarios.xls', [
            ['Id', 'Correo'],
            ['1020', ''],
          ]),
        ],
      },
    });
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [name, bytes, mime] = saveFile.mock.calls[0] ?? [];
    expect(name).toBe('ErroresCargue.txt');
    expect(mime).toBe('text/plain;charset=utf-8');
    expect(new TextDecoder().decode(bytes as Uint8Array)).toBe(
      'Error al cargar la información. Por favor revisar archivo de errores\r\n\r\n' +
        'Fila 2, columna "Correo": Campo obligatorio\r\n',
    );
    expect(notify.serverError).toHaveBeenCalledWith(
      'Error al cargar la información. Por favor revisar archivo de errores',
    );
    expect(onLoaded).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an Excel workbook without calling the server', async () => {
    const { upload, input } = renderDialog({ outcome: 'LOADED', loaded: 0, message: '' });
    fireEvent.change(input, { target: { files: [new File(['a,b'], 'usuarios.csv')] } });
    await waitFor(() =>
      expect(notify.warn).toHaveBeenCalledWith('Solo se admiten archivos de Excel (.xlsx o .xls)'),
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a workbook above 15 MB before reading it', async () => {
    const { upload, input } = renderDialog({ outcome: 'LOADED', loaded: 0, message: '' });
    const huge = new File([new Uint8Array(15 * 1024 * 1024 + 1)], 'usuarios.xlsx');
    fireEvent.change(input, { target: { files: [huge] } });
    await waitFor(() =>
      expect(notify.warn).toHaveBeenCalledWith(
        'El archivo supera el tamaño máximo de 15 MB. Divídalo en varios archivos.',
      ),
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('reads the workbook in a Web Worker when the browser has one', async () => {
    const { readUploadRows } = await import('./read-upload.ts');
    const started: string[] = [];
    // A stand-in Worker that runs the same reader, so the test sees the dialog go through it.
    class FakeWorker {
      onmessage: ((event: { data: unknown }) => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(url: URL) {
        started.push(String(url));
      }
      postMessage(request: { bytes: ArrayBuffer; template: TBulkTemplate }) {
        const rows = readUploadRows(request.bytes, request.template);
        queueMicrotask(() => this.onmessage?.({ data: { ok: true, rows } }));
      }
      terminate() {}
    }
    vi.stubGlobal('Worker', FakeWorker);
    try {
      const { upload, input } = renderDialog({ outcome: 'LOADED', loaded: 1, message: 'ok' });
      fireEvent.change(input, {
        target: {
          files: [
            excelFile('usuarios.xlsx', [
              ['Id', 'Correo'],
              ['7', 'a@b.co'],
            ]),
          ],
        },
      });
      await waitFor(() => expect(upload).toHaveBeenCalled());
      expect(started).toHaveLength(1);
      expect(started[0]).toContain('read-upload.worker');
      expect(upload.mock.calls[0]?.[0].rows).toEqual([{ position: 2, cells: ['7', 'a@b.co'] }]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
