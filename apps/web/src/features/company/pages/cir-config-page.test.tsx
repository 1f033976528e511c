import type { TCirConfigResponse } from '@quincena/contracts/cir-config';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderWithClient } from '../../../../test/render.tsx';
import { ToastHost } from '../../../components/notify.tsx';
import { CirConfigPage } from './cir-config-page.tsx';

const tree: TCirConfigResponse = {
  groups: [
    {
      code: 'PRESTACIONES',
      name: 'Pagos por prestaciones sociales',
      box: 42,
      section: 'income',
      concepts: [{ code: 'PRIMA', name: 'Prima de servicios', nature: 'earning' }],
    },
    { code: 'HONORARIOS', name: 'Pagos por honorarios', box: 39, section: 'income', concepts: [] },
  ],
};

function mockServer() {
  return stubFetch((url, method) => {
    if (url === '/api/cir-config') return Response.json(tree);
    if (url === '/api/cir-config/available-concepts') {
      return Response.json([{ code: 'LOAN', name: 'Libranza', nature: 'deduction' }]);
    }
    if (method === 'DELETE') return Response.json({ message: 'Concepto eliminado exitosamente' });
    if (method === 'POST') {
      return Response.json(
        { groupCode: 'HONORARIOS', concept: { code: 'LOAN', name: 'Libranza', nature: 'deduction' } },
        { status: 201 },
      );
    }
    return Response.json([]);
  });
}

function renderPage() {
  return renderWithClient(
    <>
      <ToastHost />
      <CirConfigPage />
    </>,
    { path: '/CIR' },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CirConfigPage', () => {
  it('asks before deleting a concept and deletes it from its group', async () => {
    const calls = mockServer();
    renderPage();
    await screen.findByText('Pagos por prestaciones sociales');
    fireEvent.click(screen.getByRole('button', { name: 'Expandir todo' }));
    // Groups by their Formulario 220 box, concepts by display code: no internal identifier shows.
    expect(await screen.findByText('Casilla 42')).toBeTruthy();
    expect(await screen.findByText('027')).toBeTruthy();
    expect(screen.queryByText('PRESTACIONES')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Prima de servicios' }));
    expect(await screen.findByText('¿Desea eliminar el concepto del grupo?')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Concepto eliminado exitosamente')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/cir-config/groups/PRESTACIONES/concepts/PRIMA',
    ]);
  });

  it('adds a concept chosen among those in no group', async () => {
    const calls = mockServer();
    renderPage();
    await screen.findByText('Pagos por honorarios');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar concepto a Pagos por honorarios' }));
    fireEvent.click(await screen.findByText('Libranza'));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Concepto agregado exitosamente')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        { url: '/api/cir-config/groups/HONORARIOS/concepts', method: 'POST', body: { conceptCode: 'LOAN' } },
      ]),
    );
  });
});
