import type { TContractTerm } from '@quincena/contracts/employees';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderWithClient } from '../../../../test/render.tsx';
import { ToastHost } from '../../../components/notify.tsx';
import { ContractTermCard } from './contract-term-card.tsx';

const renewed: TContractTerm = {
  contractId: 7,
  state: 'VIGENTE',
  endDate: '2026-03-31',
  noticeDeadline: '2026-03-01',
  events: [
    {
      id: 1,
      type: 'RENOVACION',
      eventDate: '2026-02-01',
      previousEndDate: '2026-01-31',
      newEndDate: '2026-02-28',
      noticeDate: null,
      renewalNumber: 1,
      automatic: true,
      description: 'Renovación automática n.º 1 hasta 28/02/2026',
      note: null,
    },
    {
      id: 2,
      type: 'RENOVACION',
      eventDate: '2026-03-01',
      previousEndDate: '2026-02-28',
      newEndDate: '2026-03-31',
      noticeDate: null,
      renewalNumber: 2,
      automatic: true,
      description: 'Renovación automática n.º 2 hasta 31/03/2026',
      note: null,
    },
  ],
};

function mockServer(term: TContractTerm) {
  return stubFetch((url) => {
    if (url === '/api/contracts/7/term') return Response.json(term);
    if (url === '/api/contracts/7/renewal') {
      return Response.json({
        term: { ...term, state: 'VIGENTE', endDate: '2026-04-02', noticeDeadline: '2026-03-03' },
        message: 'Renovación registrada: el contrato sigue vigente hasta el 02/04/2026.',
      });
    }
    return Response.json({});
  });
}

function renderCard() {
  return renderWithClient(
    <>
      <ToastHost />
      <ContractTermCard contractId={7} />
    </>,
    { path: '/CreateEmployee?persona=1&contrato=7' },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContractTermCard', () => {
  it('shows the renewals in the history and offers the notice of non-renewal with its deadline', async () => {
    mockServer(renewed);
    renderCard();
    expect(await screen.findByText(/Renovación automática n\.º 2 hasta 31\/03\/2026/)).toBeTruthy();
    expect(screen.getByText(/Renovación automática n\.º 1 hasta 28\/02\/2026/)).toBeTruthy();
    expect(screen.getByText(/a más tardar el 01\/03\/2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Registrar preaviso de no renovación' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Renovar' })).toBeNull();
  });

  it('offers Renovar and Terminar on a contract "Vencido sin decisión" and renews after confirmation', async () => {
    const calls = mockServer({ ...renewed, state: 'VENCIDO_SIN_DECISION', noticeDeadline: null, events: [] });
    renderCard();
    expect(await screen.findByText(/Vencido sin decisión: el contrato venció el 31\/03\/2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Terminar' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Renovar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    expect(
      await screen.findByText('Renovación registrada: el contrato sigue vigente hasta el 02/04/2026.'),
    ).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/contracts/7/renewal' && call.method === 'POST')).toBe(
      true,
    );
  });
});
