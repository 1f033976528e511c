import type { TPayrollConfigResponse } from '@quincena/contracts/payroll-config';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { payrollConfigFixture } from '../../../../test/payroll-config-fixture.ts';
import { renderWithClient } from '../../../../test/render.tsx';
import { ToastHost } from '../../../components/notify.tsx';
import { PayrollConfigPage } from './payroll-config-page.tsx';

const config = payrollConfigFixture({ healthDuringUnpaidLeave: 'YES' });

const loaded: TPayrollConfigResponse = {
  config,
  transport: {
    asOf: '2026-03-02',
    monthlyAid: 249095,
    salaryLimit: 3501810,
    concepts: [{ code: 'TRANSPORT_AID', name: 'Auxilio de transporte', dianElement: 'Transporte' }],
  },
  updatedAt: null,
};

function mockServer() {
  return stubFetch((url, method) => {
    if (url === '/api/payroll-config' && method === 'GET') return Response.json(loaded);
    if (url === '/api/payroll-config' && method === 'PUT') {
      return Response.json({ changed: true, message: 'Configuración de nómina actualizada exitosamente' });
    }
    return Response.json([]);
  });
}

function renderPage() {
  return renderWithClient(
    <>
      <ToastHost />
      <PayrollConfigPage />
    </>,
    { path: '/Payroll' },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PayrollConfigPage', () => {
  it('says Nada por actualizar and calls nothing when no select changed', async () => {
    const calls = mockServer();
    renderPage();
    const save = await screen.findByRole('button', { name: 'Guardar' });
    expect(screen.getByText('$ 249.095')).toBeTruthy();
    // The transport-aid concept by its display code, never the engine's TRANSPORT_AID (decision 0314).
    expect(screen.getByText('010')).toBeTruthy();
    expect(screen.queryByText('TRANSPORT_AID')).toBeNull();
    fireEvent.click(save);
    expect(await screen.findByText('Nada por actualizar')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('sends the whole configuration with the changed select and shows the success message', async () => {
    const calls = mockServer();
    renderPage();
    await screen.findByRole('button', { name: 'Guardar' });
    const select = document.querySelector('#payroll-config-primaJunePayment')?.closest('.p-dropdown');
    if (!select) throw new Error('select not rendered');
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'En un proceso aparte' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Configuración de nómina actualizada exitosamente')).toBeTruthy();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({ ...config, primaJunePayment: 'SEPARATE' });
  });

  it('shows the retroactive-contributions choice with its Spanish options and sends the one chosen', async () => {
    const calls = mockServer();
    renderPage();
    await screen.findByRole('button', { name: 'Guardar' });
    expect(screen.getByRole('heading', { name: 'Pagos retroactivos' })).toBeTruthy();
    expect(screen.getByText('Aportes a seguridad social de un pago retroactivo')).toBeTruthy();
    expect(screen.getByText(/corregir con una planilla N el IBC de los períodos/)).toBeTruthy();
    const select = document.querySelector('#payroll-config-retroactiveContributions')?.closest('.p-dropdown');
    if (!select) throw new Error('select not rendered');
    expect(select.textContent).toContain('En los períodos a que corresponde (planilla de corrección N)');
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'En el mes en que se paga' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Configuración de nómina actualizada exitosamente')).toBeTruthy();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({ ...config, retroactiveContributions: 'MES_DE_PAGO' });
  });

  it('shows the electronic-payroll choice for retroactive pay, the month of payment by default, and sends the note option', async () => {
    const calls = mockServer();
    renderPage();
    await screen.findByRole('button', { name: 'Guardar' });
    expect(screen.getByText('Nómina electrónica del retroactivo')).toBeTruthy();
    expect(
      screen.getByText(
        /Si su documento ya fue aceptado por la DIAN, se emite una nota Reemplazar con los totales corregidos/,
      ),
    ).toBeTruthy();
    const select = document
      .querySelector('#payroll-config-retroactiveElectronicPayroll')
      ?.closest('.p-dropdown');
    if (!select) throw new Error('select not rendered');
    expect(select.textContent).toContain('En el mes de pago (recomendado)');
    fireEvent.click(select);
    fireEvent.click(
      await screen.findByRole('option', { name: 'Nota de ajuste (Reemplazar) de los meses originales' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Configuración de nómina actualizada exitosamente')).toBeTruthy();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({ ...config, retroactiveElectronicPayroll: 'REEMPLAZAR' });
  });
});
