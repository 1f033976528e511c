import { describe, expect, it } from 'vitest';
import { ZAbsenceRequest } from './absences.ts';
import { ZNoveltyListQuery } from './common.ts';
import { ZFixedRequest } from './fixed.ts';
import { ZCreateOvertimeRequest } from './overtime.ts';
import { ZReportedRequest } from './reported.ts';
import { ZVacationRequest } from './vacations.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('[NOVELTIES][CONTRACTS] the spec 02 §5 rules travel with the schemas', () => {
  it('overtime time takes at most 2 decimals', () => {
    const body = { calendarId: 1, contractId: 1, conceptCode: 'HED', date: '2026-03-10' };
    expect(ZCreateOvertimeRequest.safeParse({ ...body, hours: 1.25 }).success).toBe(true);
    expect(firstMessage(ZCreateOvertimeRequest.safeParse({ ...body, hours: 1.255 }))).toBe(
      'El tiempo admite como máximo 2 decimales',
    );
    expect(firstMessage(ZCreateOvertimeRequest.safeParse({ ...body, hours: 1, calendarId: undefined }))).toBe(
      'Seleccione un calendario',
    );
  });

  it('vacations: days in time or in money, never both; time needs a start date', () => {
    const base = { calendarId: 1, contractId: 1 };
    expect(firstMessage(ZVacationRequest.safeParse(base))).toBe('Agregue los dias en tiempo o dinero');
    expect(firstMessage(ZVacationRequest.safeParse({ ...base, daysInTime: 5, daysInMoney: 2 }))).toBe(
      'Solo agrega dias en tiempo o dinero',
    );
    expect(firstMessage(ZVacationRequest.safeParse({ ...base, daysInTime: 5 }))).toBe('Agregue fecha inicio');
    expect(ZVacationRequest.safeParse({ ...base, daysInMoney: 7.5 }).success).toBe(true);
    expect(firstMessage(ZVacationRequest.safeParse({ ...base, daysInTime: -1 }))).toBe(
      'Los días no pueden ser negativos',
    );
  });

  it('absences: Tiempo of at most 7 characters, observations of at most 70, prórroga only for 1053 and 1061', () => {
    const base = { calendarId: 1, contractId: 1, contingencyCode: '1053', startDate: '2026-03-02', days: 3 };
    expect(ZAbsenceRequest.safeParse(base).success).toBe(true);
    expect(firstMessage(ZAbsenceRequest.safeParse({ ...base, days: 12345678 }))).toBe(
      'El tiempo admite como máximo 7 caracteres',
    );
    expect(firstMessage(ZAbsenceRequest.safeParse({ ...base, observations: 'o'.repeat(71) }))).toBe(
      'Las observaciones admiten como máximo 70 caracteres',
    );
    expect(
      firstMessage(ZAbsenceRequest.safeParse({ ...base, contingencyCode: '1056', extensionOfId: 4 })),
    ).toBe('La prórroga solo aplica a las contingencias 1053 y 1061');
    expect(ZAbsenceRequest.safeParse({ ...base, contingencyCode: '1061', extensionOfId: 4 }).success).toBe(
      true,
    );
  });

  it('reported and fixed items: the form messages in the spec order', () => {
    expect(firstMessage(ZReportedRequest.safeParse({ calendarId: 1, contractId: 1, conceptCode: 'X' }))).toBe(
      'Agregar valor',
    );
    expect(
      firstMessage(ZFixedRequest.safeParse({ conceptCode: 'LOAN', value: 1, startDate: '2026-01-01' })),
    ).toBe('Seleccionar empleado');
    expect(firstMessage(ZFixedRequest.safeParse({ contractId: 1, conceptCode: 'LOAN', value: 1 }))).toBe(
      'Agregar fecha inicio',
    );
    const parsed = ZFixedRequest.parse({
      contractId: 1,
      conceptCode: 'LOAN',
      value: 1,
      startDate: '2026-01-01',
    });
    expect(parsed).toMatchObject({
      status: 'ACTIVE',
      periodicity: 'each_period',
      endDate: null,
      balance: null,
    });
  });

  it('list queries carry column filters as JSON and refuse malformed ones', () => {
    const filters = JSON.stringify([{ field: 'employeeName', mode: 'contains', value: 'ana' }]);
    expect(ZNoveltyListQuery.parse({ filters }).filters).toEqual([
      { field: 'employeeName', mode: 'contains', value: 'ana' },
    ]);
    expect(ZNoveltyListQuery.parse({})).toMatchObject({ page: 1, pageSize: 10, filters: [] });
    expect(
      firstMessage(ZNoveltyListQuery.safeParse({ filters: '[{"field":"x","mode":"like","value":"1"}]' })),
    ).toBe('Filtro no válido');
    expect(ZNoveltyListQuery.safeParse({ pageSize: 1000 }).success).toBe(false);
  });
});
