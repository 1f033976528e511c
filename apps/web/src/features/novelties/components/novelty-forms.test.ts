import { NOVELTY_MESSAGES as M } from '@quincena/contracts/novelties';
import { describe, expect, it } from 'vitest';
import { absenceDays, allowsExtension, checkAbsenceForm, emptyAbsenceForm } from './absence-form.ts';
import { checkFixedForm, emptyFixedForm } from './fixed-form.ts';
import { checkOvertimeForm, emptyOvertimeForm } from './overtime-form.ts';
import { checkReportedForm, emptyReportedForm } from './reported-form.ts';
import { checkRetirementForm, emptyRetirementForm } from './retirement-form.ts';
import { canAskVacationEndDate, checkVacationForm, emptyVacationForm } from './vacation-form.ts';

/** Fills a form one field at a time and records the message each step shows, as a user meets them. */
function messagesInOrder<Values extends object>(
  empty: Values,
  steps: readonly Partial<Values>[],
  check: (values: Values) => { ok: boolean; message?: string },
): (string | 'ok')[] {
  const seen: (string | 'ok')[] = [];
  let values = empty;
  for (const step of [{}, ...steps]) {
    values = { ...values, ...step };
    const verdict = check(values);
    seen.push(verdict.ok ? 'ok' : (verdict.message ?? ''));
  }
  return seen;
}

describe('overtime form (spec 02 §5 "Overtime")', () => {
  it('asks for calendar, employee, concept, time and date in that order', () => {
    expect(
      messagesInOrder(
        emptyOvertimeForm(),
        [
          { calendarId: 4 },
          { contractId: 9 },
          { conceptCode: 'HED' },
          { hours: 2.5 },
          { date: '2026-03-10' },
        ],
        checkOvertimeForm,
      ),
    ).toEqual([
      M.calendarRequired,
      M.employeeRequired,
      M.conceptRequired,
      M.overtimeHoursRequired,
      M.overtimeDateRequired,
      'ok',
    ]);
  });

  it('refuses a time with three decimals, zero or more than a day', () => {
    const base = { calendarId: 4, contractId: 9, conceptCode: 'HEN', date: '2026-03-10' };
    expect(checkOvertimeForm({ ...base, hours: 1.255 })).toMatchObject({
      ok: false,
      message: M.overtimeHoursDecimals,
    });
    expect(checkOvertimeForm({ ...base, hours: 0 })).toMatchObject({
      ok: false,
      message: M.overtimeHoursPositive,
    });
    expect(checkOvertimeForm({ ...base, hours: 25 })).toMatchObject({
      ok: false,
      message: M.overtimeHoursMax,
    });
    expect(checkOvertimeForm({ ...base, hours: 1.25 })).toMatchObject({
      ok: true,
      body: { calendarId: 4, contractId: 9, conceptCode: 'HEN', hours: 1.25, date: '2026-03-10' },
    });
  });
});

describe('reported form (spec 02 §5 "Reported item")', () => {
  it('asks for calendar, employee, concept and value, then bounds the observations', () => {
    expect(
      messagesInOrder(
        emptyReportedForm(),
        [
          { calendarId: 1 },
          { contractId: 2 },
          { conceptCode: 'BON01' },
          { value: 150_000 },
          { observations: 'x'.repeat(71) },
        ],
        checkReportedForm,
      ),
    ).toEqual([
      M.calendarRequired,
      M.employeeRequired,
      M.conceptRequired,
      M.reportedValueRequired,
      'ok',
      M.observationsTooLong,
    ]);
  });

  it('sends empty observations as null and a 70-character one as typed', () => {
    const base = { calendarId: 1, contractId: 2, conceptCode: 'BON01', value: 150_000.5 };
    expect(checkReportedForm({ ...base, observations: '  ' })).toMatchObject({
      body: { observations: null },
    });
    expect(checkReportedForm({ ...base, observations: 'y'.repeat(70) })).toMatchObject({ ok: true });
  });
});

describe('fixed item form (spec 02 §5 "Fixed item add")', () => {
  it('checks employee, concept, value and start date in the spec order', () => {
    const check = (values: ReturnType<typeof emptyFixedForm>) =>
      checkFixedForm(values, { conceptNeedsEntity: false });
    expect(
      messagesInOrder(
        emptyFixedForm('ACTIVE'),
        [
          { contractId: 3 },
          { conceptCode: 'PRES' },
          { value: 200_000 },
          { startDate: '2026-02-01' },
          { periodicity: 'each_period' },
        ],
        check,
      ),
    ).toEqual([
      'Seleccionar empleado',
      'Agregar concepto',
      'Agregar valor',
      'Agregar fecha inicio',
      M.fixedPeriodRequired,
      'ok',
    ]);
  });

  it('requires the entity only when the concept calls for one, and never sends a stale one', () => {
    const values = {
      ...emptyFixedForm('ACTIVE'),
      contractId: 3,
      conceptCode: 'AFC',
      value: 300_000,
      startDate: '2026-02-01',
      periodicity: 'each_period',
    };
    expect(checkFixedForm(values, { conceptNeedsEntity: true })).toMatchObject({
      ok: false,
      field: 'entityCode',
      message: M.fixedEntityRequired,
    });
    expect(checkFixedForm({ ...values, entityCode: '230201' }, { conceptNeedsEntity: false })).toMatchObject({
      ok: true,
      body: { entityCode: null },
    });
  });

  it('refuses an end date before the start date', () => {
    const values = {
      ...emptyFixedForm('ACTIVE'),
      contractId: 3,
      conceptCode: 'PRES',
      value: 1,
      startDate: '2026-02-01',
      endDate: '2026-01-31',
      periodicity: 'each_period',
    };
    expect(checkFixedForm(values, { conceptNeedsEntity: false })).toMatchObject({
      message: M.fixedEndBeforeStart,
    });
  });
});

describe('vacation form (spec 02 §5 "Vacation add")', () => {
  it('asks for calendar, employee, days, then a start date for days in time', () => {
    expect(
      messagesInOrder(
        emptyVacationForm(),
        [{ calendarId: 5 }, { contractId: 8 }, { daysInTime: 15 }, { startDate: '2026-04-06' }],
        checkVacationForm,
      ),
    ).toEqual([
      'Seleccione un calendario',
      'Seleccione un empleado',
      'Agregue los dias en tiempo o dinero',
      M.vacationStartRequired,
      'ok',
    ]);
  });

  it('refuses days in time and in money together and clears both', () => {
    const verdict = checkVacationForm({
      ...emptyVacationForm(),
      calendarId: 5,
      contractId: 8,
      daysInTime: 5,
      daysInMoney: 10,
    });
    expect(verdict).toMatchObject({
      ok: false,
      message: 'Solo agrega dias en tiempo o dinero',
      clear: { daysInTime: null, daysInMoney: null },
    });
  });

  it('sends days in money without dates, even if a start date was left', () => {
    const verdict = checkVacationForm({
      ...emptyVacationForm(),
      calendarId: 5,
      contractId: 8,
      daysInMoney: 7.5,
      startDate: '2026-04-06',
      endDate: '2026-04-15',
    });
    expect(verdict).toMatchObject({
      ok: true,
      body: { daysInTime: 0, daysInMoney: 7.5, startDate: null, endDate: null },
    });
  });

  it('asks the server for the end date only with a contract, a start date and whole days in time', () => {
    const ready = { ...emptyVacationForm(), contractId: 8, startDate: '2026-04-06', daysInTime: 15 };
    expect(canAskVacationEndDate(ready)).toBe(true);
    expect(canAskVacationEndDate({ ...ready, daysInTime: 0 })).toBe(false);
    expect(canAskVacationEndDate({ ...ready, startDate: '' })).toBe(false);
    expect(canAskVacationEndDate({ ...ready, contractId: null })).toBe(false);
  });
});

describe('absence form (spec 02 §5 "Absence")', () => {
  const notIncapacity = { incapacity: false };

  it('asks for calendar, employee, contingency, start date and time in that order', () => {
    expect(
      messagesInOrder(
        emptyAbsenceForm(),
        [
          { calendarId: 2 },
          { contractId: 6 },
          { contingencyCode: '1070' },
          { startDate: '2026-05-04' },
          { days: '3' },
        ],
        (values) => checkAbsenceForm(values, notIncapacity),
      ),
    ).toEqual([
      M.calendarRequired,
      M.employeeRequired,
      M.absenceContingencyRequired,
      M.absenceStartRequired,
      M.absenceDaysRequired,
      'ok',
    ]);
  });

  it('keeps Tiempo to whole days of at most 7 characters', () => {
    expect(absenceDays('12345678')).toEqual({ problem: M.absenceDaysTooLong });
    expect(absenceDays('2.5')).toEqual({ problem: M.absenceDaysInteger });
    expect(absenceDays('0')).toEqual({ problem: M.absenceDaysMin });
    expect(absenceDays(' 15 ')).toEqual({ days: 15 });
  });

  it('requires a diagnosis for an incapacity and drops it for anything else', () => {
    const values = {
      ...emptyAbsenceForm(),
      calendarId: 2,
      contractId: 6,
      contingencyCode: '1053',
      startDate: '2026-05-04',
      days: '3',
    };
    expect(checkAbsenceForm(values, { incapacity: true })).toMatchObject({
      ok: false,
      message: M.absenceDiagnosisRequired,
    });
    expect(checkAbsenceForm({ ...values, diagnosisCode: 'J069' }, { incapacity: true })).toMatchObject({
      ok: true,
      body: { diagnosisCode: 'J069', days: 3 },
    });
    expect(
      checkAbsenceForm({ ...values, contingencyCode: '1070', diagnosisCode: 'J069' }, notIncapacity),
    ).toMatchObject({
      body: { diagnosisCode: null },
    });
  });

  it('offers Prórroga only for 1053 and 1061 and never sends one for another code', () => {
    expect(allowsExtension('1053')).toBe(true);
    expect(allowsExtension('1061')).toBe(true);
    expect(allowsExtension('1070')).toBe(false);
    const values = {
      ...emptyAbsenceForm(),
      calendarId: 2,
      contractId: 6,
      contingencyCode: '1070',
      startDate: '2026-05-04',
      days: '3',
      extensionOfId: 41,
    };
    expect(checkAbsenceForm(values, notIncapacity)).toMatchObject({ body: { extensionOfId: null } });
    expect(checkAbsenceForm({ ...values, contingencyCode: '1061' }, notIncapacity)).toMatchObject({
      body: { extensionOfId: 41 },
    });
  });
});

describe('retirement form (spec 02 §5 "Retirement")', () => {
  it('asks for calendar, employee, reason and withdrawal date', () => {
    expect(
      messagesInOrder(
        emptyRetirementForm(),
        [{ calendarId: 1 }, { contractId: 2 }, { reasonCode: 'RVO' }, { date: '2026-06-30' }],
        checkRetirementForm,
      ),
    ).toEqual([
      M.calendarRequired,
      M.employeeRequired,
      M.retirementReasonRequired,
      M.retirementDateRequired,
      'ok',
    ]);
  });
});
