import type { TRetirementRow } from '@quincena/contracts/novelties';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../../../test/render.tsx';
import { RetirementsPage } from './retirements-page.tsx';

const row = (id: number, employeeName: string, status: TRetirementRow['status']): TRetirementRow => ({
  id,
  contractId: 10 + id,
  documentNumber: `5200000${id}`,
  employeeName,
  calendarId: 3,
  calendarDetail: 'Nómina primera quincena de marzo de 2026',
  reasonCode: 'RVO',
  reasonName: 'Renuncia voluntaria',
  date: '2026-03-10',
  status,
});

describe('retirements screen (spec 02 §4)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('disables Liquidar and enables Plano once the retirement is CERRADO ACUMULADO', async () => {
    const rows = [row(1, 'Lucía Ramírez', 'REGISTRADO'), row(2, 'Mateo Cárdenas', 'CERRADO ACUMULADO')];
    const fetch = vi.fn(async (url: string) =>
      url.startsWith('/api/novelties/retirements?')
        ? Response.json({ rows, total: 2, page: 1, pageSize: 5 })
        : Response.json([]),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithClient(<RetirementsPage />, { path: '/Social_benefits' });
    const open = (await screen.findByRole('button', {
      name: 'Liquidar retiro de Lucía Ramírez',
    })) as HTMLButtonElement;
    const closed = screen.getByRole('button', {
      name: 'Liquidar retiro de Mateo Cárdenas',
    }) as HTMLButtonElement;
    expect(open.disabled).toBe(false);
    expect(closed.disabled).toBe(true);
    // Plano pays the final settlement: only once it is accumulated.
    const unpaid = screen.getByRole('button', {
      name: 'Plano bancario del retiro de Lucía Ramírez',
    }) as HTMLButtonElement;
    const payable = screen.getByRole('button', {
      name: 'Plano bancario del retiro de Mateo Cárdenas',
    }) as HTMLButtonElement;
    expect(unpaid.disabled).toBe(true);
    expect(payable.disabled).toBe(false);
    // Five rows per page by default (spec 02 §9), asked of the server.
    expect(
      fetch.mock.calls.some(([url]) => String(url).includes('/api/novelties/retirements?page=1&pageSize=5')),
    ).toBe(true);
  });

  it('Ver liquidación shows the final settlement the server drew, for review before Acumular', async () => {
    const rows = [row(1, 'Lucía Ramírez', 'REGISTRADO')];
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const fetch = vi.fn(async (url: string) => {
      if (url.startsWith('/api/novelties/retirements?'))
        return Response.json({ rows, total: 1, page: 1, pageSize: 5 });
      if (url === '/api/novelties/retirements/1/final-settlement/pdf')
        return new Response(pdf, {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="liquidacion-contrato.pdf"',
          },
        });
      return Response.json([]);
    });
    vi.stubGlobal('fetch', fetch);
    URL.createObjectURL = vi.fn(() => 'blob:liquidacion-1');
    URL.revokeObjectURL = vi.fn();
    renderWithClient(<RetirementsPage />, { path: '/Social_benefits' });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Ver liquidación del retiro de Lucía Ramírez' }),
    );
    const frame = await screen.findByTitle('Liquidación de contrato de trabajo de Lucía Ramírez');
    expect(frame.getAttribute('src')).toBe('blob:liquidacion-1');
    expect(screen.getByRole('button', { name: 'Descargar' })).toBeTruthy();
  });
});
