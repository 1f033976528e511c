import type { TCalendar } from '@quincena/contracts/settlement';
import { describe, expect, it } from 'vitest';
import { chooseCalendar, proposePaymentDate, validateBankFile } from './bank-file-form.ts';

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
    const chosen = chooseCalendar({ calendarId: null, paymentDate: null }, [accumulated], 3, '2026-02-20');
    expect(chosen).toEqual({ calendarId: 3, paymentDate: '2026-02-27' });
    expect(chooseCalendar(chosen, [accumulated], null, '2026-02-20')).toEqual({
      calendarId: null,
      paymentDate: null,
    });
  });

  it('never proposes a past day or a day banks do not pay on', () => {
    // The period's date has passed (Friday 27 February): today, Wednesday 4 March, is proposed.
    expect(chooseCalendar({ calendarId: null, paymentDate: null }, [accumulated], 3, '2026-03-04')).toEqual({
      calendarId: 3,
      paymentDate: '2026-03-04',
    });
    // A Saturday (28 February 2026) moves to Monday 2 March.
    expect(proposePaymentDate('2026-02-28', '2026-02-20', new Set())).toBe('2026-03-02');
    // Sunday 22 March 2026, then Monday 23 March (San José, moved): Tuesday 24 March.
    expect(proposePaymentDate('2026-03-22', '2026-03-01', new Set(['2026-03-23']))).toBe('2026-03-24');
  });
});
