import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../../test/render.tsx';
import { ApiError } from '../../lib/api-client.ts';
import type { TableColumn } from '../data-table/index.ts';
import { ToastHost } from '../notify.tsx';
import { type CheckResult, useCheckedForm } from './checked-form.ts';
import { type CrudFormState, CrudPage } from './crud-page.tsx';
import { FormDialog } from './form-dialog.tsx';
import { FormField } from './form-field.tsx';
import { saveFeedback } from './save-feedback.ts';

interface Job {
  id: number;
  name: string;
}

const columns: TableColumn<Job>[] = [{ field: 'name', header: 'Nombre' }];
const check = (values: { name: string }): CheckResult<{ name: string }, { name: string }> =>
  values.name.trim() === ''
    ? { ok: false, field: 'name', message: 'Agregar nombre del cargo' }
    : { ok: true, body: { name: values.name.trim() } };

/** A whole CRUD screen on the piece: its columns, its form and its calls (here in memory). */
function JobsScreen({
  save,
  remove,
}: {
  save: (body: { name: string }, id?: number) => Promise<{ message: string }>;
  remove: (id: number) => Promise<{ message: string }>;
}) {
  const [rows, setRows] = useState<Job[]>([{ id: 1, name: 'Contador' }]);
  function JobForm({ visible, editing, onHide }: CrudFormState<Job>) {
    const { values, set, errors, submit } = useCheckedForm({
      visible,
      initial: () => ({ name: editing?.name ?? '' }),
      check,
    });
    return (
      <FormDialog
        visible={visible}
        onHide={onHide}
        header={editing ? 'Actualizar cargo' : 'Agregar cargo'}
        formId="job-form"
        saving={false}
        onSubmit={() =>
          submit((body) =>
            save(body, editing?.id).then(
              (answer) => {
                setRows((previous) =>
                  editing
                    ? previous.map((row) => (row.id === editing.id ? { ...row, ...body } : row))
                    : [...previous, { id: previous.length + 1, ...body }],
                );
                saveFeedback<{ message: string }>({ success: (a) => a.message, onHide }).onSuccess(answer);
              },
              (error: unknown) => saveFeedback({ success: '', onHide }).onError(error),
            ),
          )
        }
      >
        <FormField id="job-name" label="Nombre del cargo" required error={errors.name}>
          <InputText
            id="job-name"
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
          />
        </FormField>
      </FormDialog>
    );
  }
  return (
    <CrudPage
      title="Cargos"
      rows={rows}
      columns={columns}
      dataKey="id"
      defaultRowsPerPage={5}
      rowLabel={(row) => `cargo ${row.name}`}
      renderForm={(state) => <JobForm {...state} />}
      remove={{
        message: (row) => `¿Desea eliminar el cargo ${row.name}?`,
        run: async (row) => {
          const answer = await remove(row.id);
          setRows((previous) => previous.filter((item) => item.id !== row.id));
          return answer;
        },
        success: (answer) => answer.message,
      }}
    />
  );
}

function renderScreen(props: Parameters<typeof JobsScreen>[0]) {
  renderWithClient(
    <>
      <ToastHost />
      <JobsScreen {...props} />
    </>,
    { path: '/Jobs' },
  );
}

describe('CrudPage: the list-with-dialog piece', () => {
  beforeEach(() => {
    // Page messages ask the server; answer that there are none.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('adds a row through the dialog after the form check names the missing field', async () => {
    const save = vi.fn(async () => ({ message: 'Cargo agregado exitosamente' }));
    renderScreen({ save, remove: vi.fn() });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar cargo' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect((await screen.findAllByText('Agregar nombre del cargo')).length).toBeGreaterThan(0);
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Nombre del cargo *'), {
      target: { value: ' Auxiliar ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'Auxiliar' }, undefined));
    expect(await screen.findByText('Cargo agregado exitosamente')).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Auxiliar' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agregar cargo' })).toBeNull());
  });

  it('keeps the dialog open and shows the server refusal as a sticky Aviso', async () => {
    const save = vi.fn(async () => {
      throw new ApiError(409, 'CONFLICT', 'Ya existe un cargo con ese nombre');
    });
    renderScreen({ save, remove: vi.fn() });
    fireEvent.click(screen.getByRole('button', { name: 'Editar cargo Contador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Actualizar cargo' });
    expect((within(dialog).getByLabelText('Nombre del cargo *') as HTMLInputElement).value).toBe('Contador');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe un cargo con ese nombre')).toBeTruthy();
    expect(screen.getByText('Aviso')).toBeTruthy();
    expect(save).toHaveBeenCalledWith({ name: 'Contador' }, 1);
    expect(screen.getByRole('dialog', { name: 'Actualizar cargo' })).toBeTruthy();
  });

  it('asks before deleting, deletes on Sí and keeps the row on Cancelar', async () => {
    const remove = vi.fn(async () => ({ message: 'Cargo eliminado exitosamente' }));
    renderScreen({ save: vi.fn(), remove });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar cargo Contador' }));
    expect(await screen.findByText('¿Desea eliminar el cargo Contador?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByText('¿Desea eliminar el cargo Contador?')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar cargo Contador' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(1));
    expect(await screen.findByText('Cargo eliminado exitosamente')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Contador' })).toBeNull());
  });
});
