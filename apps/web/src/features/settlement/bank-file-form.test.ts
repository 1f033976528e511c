import type { TCalendar } from '@quincena/contracts/settlement';
import { describe, expect, it } from 'vitest';
import { chooseCalendar, validateBankFile } from './bank-file-form.ts';

const accumulated: TCalendar = {
  id: 3,
  type: 'NM',
  retirementId: null,
  year: 2026,
  month: 2,
  fortnight: 2,
  periodStart: '2026-02-16',
  periodEnd: '2026-02-28',
  paymentDate: '2026-02-27',
  detail: 'Nómina 2026-02 Q2',
  state: 'ACCUMULATED',
  needsReprocess: false,
};

describe('Plano bancario form', () => {
  it('requires the calendar and the payment date', () => {
    expect(validateBankFile({ calendarId: null, paymentDate: null })).toEqual({
      calendarId: 'Seleccione un calendario',
      paymentDate: 'Seleccione la fecha de pago',
    });
    expect(validateBankFile({ calendarId: 3, paymentDate: '2026-02-27' })).toEqual({});
  });

  it("proposes the calendar's payment date when one is chosen, and clears it with the calendar", () => {
    const chosen = chooseCalendar({ calendarId: null, paymentDate: null }, [accumulated], 3);
    expect(chosen).toEqual({ calendarId: 3, paymentDate: '2026-02-27' });
    expect(chooseCalendar(chosen, [accumulated], null)).toEqual({ calendarId: null, paymentDate: null });
  });
});
