import { retroactiveSummary, type TRetroactiveImpact } from '@quincena/contracts/retroactive';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../../../test/render.tsx';
import { fortnightOf, stubRetroactiveChanges } from '../../../../test/retroactive-api.ts';

vi.mock('../../../components/notify.tsx', () => import('../../../../test/notify-mock.ts'));
// Plain inputs for the amount and the date: this test is about what follows the save.
vi.mock('./money-input.tsx', () => ({
  MoneyInput: ({ id, onChange }: { id: string; onChange: (value: number | null) => void }) => (
    <input id={id} onChange={(event) => onChange(Number(event.target.value))} />
  ),
}));
vi.mock('./date-input.tsx', () => ({
  DateInput: ({ id, onChange }: { id: string; onChange: (value: string | null) => void }) => (
    <input id={id} onChange={(event) => onChange(event.target.value)} />
  ),
}));
let answer: { message: string; retroactive: TRetroactiveImpact | null };
const sent: unknown[] = [];
vi.mock('../api/employees.mutations.ts', () => ({
  useChangeSalary: () => ({
    isPending: false,
    mutate: (body: unknown, { onSuccess }: { onSuccess: (value: typeof answer) => void }) => {
      sent.push(body);
      onSuccess(answer);
    },
  }),
}));
const { notify } = await import('../../../components/notify.tsx');
const { SalaryDialog } = await import('./salary-dialog.tsx');

let posted: unknown[] = [];

function impact(openPeriods = [fortnightOf(5, 11, 2)]): TRetroactiveImpact {
  const base = {
    from: '2026-10-16',
    periods: [fortnightOf(3, 10, 2), fortnightOf(4, 11, 1)],
    people: [
      {
        contractId: 4,
        documentType: 'CC',
        documentNumber: '1032456789',
        name: 'Laura Camila Restrepo Díaz',
        calendarIds: [3, 4],
      },
    ],
    openPeriods,
  };
  return { ...base, summary: retroactiveSummary(base) };
}

beforeEach(() => {
  sent.length = 0;
  vi.clearAllMocks();
  answer = { message: 'Salario actualizado exitosamente', retroactive: impact() };
  posted = stubRetroactiveChanges();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function saveRaise(onHide = vi.fn()) {
  renderWithClient(<SalaryDialog contractId={4} visible onHide={onHide} />);
  fireEvent.change(document.getElementById('newSalaryAmount') as HTMLElement, {
    target: { value: '3200000' },
  });
  fireEvent.change(document.getElementById('newSalaryStartDate') as HTMLElement, {
    target: { value: '2026-10-16' },
  });
  fireEvent.click(screen.getByRole('button', { name: /Guardar/ }));
  return onHide;
}

const LATER_HINT =
  'El nuevo salario ya quedó guardado. Si elige «Ahora no», los períodos acumulados no se recalculan y las diferencias no se pagan: para pagarlas después, abra «Modificar salario», guarde de nuevo el mismo salario con la misma fecha y elija el período que las pagará.';
const UNPAID =
  'El nuevo salario de Laura Camila Restrepo Díaz quedó guardado sin un período que pague las diferencias de los períodos acumulados (segunda quincena de octubre de 2026 a primera quincena de noviembre de 2026): no se pagarán hasta que abra «Modificar salario», guarde de nuevo el mismo salario con la misma fecha y elija el período que las pagará.';

describe('a salary dated back into accumulated periods (decision 0364)', () => {
  it('says beforehand what "Ahora no" means, and after it leaves a sticky Aviso naming the person and the periods', async () => {
    const onHide = saveRaise();
    expect(sent).toEqual([{ id: 4, amount: 3200000, startDate: '2026-10-16' }]);
    expect(await screen.findByText('Cambio retroactivo')).toBeTruthy();
    expect(screen.getByText(LATER_HINT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(posted).toEqual([]);
    expect(notify.serverError).toHaveBeenCalledWith(UNPAID);
  });

  it('closing with the cross is "Ahora no" too', async () => {
    saveRaise();
    const header = await screen.findByText('Cambio retroactivo');
    const dialog = header.closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: /close|cerrar/i }));
    await waitFor(() => expect(notify.serverError).toHaveBeenCalledWith(UNPAID));
  });

  it('registering the carrying period leaves no Aviso', async () => {
    const onHide = saveRaise();
    await screen.findByText('Cambio retroactivo');
    fireEvent.click(screen.getByRole('button', { name: /Liquidar diferencias en este período/ }));
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(posted).toEqual([
      { contractIds: [4], from: '2026-10-16', carryingCalendarId: 5, source: 'SALARY' },
    ]);
    expect(notify.serverError).not.toHaveBeenCalled();
  });

  it('without an open period says when the differences can be paid, and "Entendido" leaves the Aviso', async () => {
    answer = { message: 'Salario actualizado exitosamente', retroactive: impact([]) };
    saveRaise();
    expect(
      await screen.findByText(
        'El nuevo salario ya quedó guardado, pero los períodos acumulados no se recalculan y las diferencias no se pagan hasta que haya un período abierto: entonces abra «Modificar salario», guarde de nuevo el mismo salario con la misma fecha y elija el período que las pagará.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(notify.serverError).toHaveBeenCalledWith(UNPAID));
  });

  it('a salary that reaches no accumulated period closes with no dialog and no Aviso', () => {
    answer = { message: 'Salario actualizado exitosamente', retroactive: null };
    const onHide = saveRaise();
    expect(onHide).toHaveBeenCalled();
    expect(screen.queryByText('Cambio retroactivo')).toBeNull();
    expect(notify.serverError).not.toHaveBeenCalled();
  });
});
