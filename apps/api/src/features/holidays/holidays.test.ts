import { VACATION_SYSTEMS } from '@quincena/contracts/holidays';
import { describe, expect, it } from 'vitest';
import { appWithRolesOfTwoCompanies } from '../../../test/helpers/two-companies-app.ts';
import { vacationSystems } from '../reference/data/index.ts';

const roles = appWithRolesOfTwoCompanies();

const request = (method: 'GET' | 'PUT', url: string, token: string | null, payload?: object) =>
  roles.request(method, url, token, payload);

describe('[HOLIDAYS][CALENDAR]', () => {
  it('lists the 18 holidays of 2025 as the official calendar (Ley 51 de 1983)', async () => {
    const response = await request('GET', '/api/holidays?year=2025', roles.clientA);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.holidays.map((holiday: { date: string }) => holiday.date)).toEqual([
      '2025-01-01',
      '2025-01-06',
      '2025-03-24',
      '2025-04-17',
      '2025-04-18',
      '2025-05-01',
      '2025-06-02',
      '2025-06-23',
      '2025-06-30',
      '2025-06-30',
      '2025-07-20',
      '2025-08-07',
      '2025-08-18',
      '2025-10-13',
      '2025-11-03',
      '2025-11-17',
      '2025-12-08',
      '2025-12-25',
    ]);
    expect(body.holidays[2]).toEqual({
      date: '2025-03-24',
      name: 'Día de San José',
      rule: 'next-monday',
      source: 'Ley 51 de 1983, art. 1',
    });
  });

  it('adds the Chiquinquirá holiday of Ley 2578 de 2026 to the 2026 calendar, moved to Monday 13 July', async () => {
    const body = (await request('GET', '/api/holidays?year=2026', roles.adminA)).json();
    expect(body.holidays).toHaveLength(19);
    expect(body.holidays.find((holiday: { date: string }) => holiday.date === '2026-07-13')).toEqual({
      date: '2026-07-13',
      name: 'Día de Nuestra Señora del Rosario de Chiquinquirá',
      rule: 'next-monday',
      source: 'Ley 2578 de 2026, art. 6; Ley 51 de 1983, art. 1',
    });
  });

  it('counts the business days of the year under each vacation system', async () => {
    const body = (await request('GET', '/api/holidays?year=2025', roles.adminA)).json();
    // 2025: 261 weekdays minus the 16 holidays that fall on weekdays (two share 30 June, none on a Saturday).
    expect(body.businessDays).toEqual({ MONDAY_TO_FRIDAY: 245, MONDAY_TO_SATURDAY: 297 });
  });

  it('refuses a year outside 1984–2100, a non-numeric year and a missing year', async () => {
    for (const url of [
      '/api/holidays?year=1983',
      '/api/holidays?year=2101',
      '/api/holidays?year=abc',
      '/api/holidays',
    ]) {
      const response = await request('GET', url, roles.adminA);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('El año debe estar entre 1984 y 2100');
    }
  });

  it('answers 401 without a session', async () => {
    expect((await request('GET', '/api/holidays?year=2025', null)).statusCode).toBe(401);
  });
});

describe('[HOLIDAYS][SETTINGS]', () => {
  it('offers exactly the vacation systems of the reference list', () => {
    expect(vacationSystems.items.map((item) => item.code)).toEqual([...VACATION_SYSTEMS]);
  });

  it('starts without a vacation system, saves one and reads it back', async () => {
    expect((await request('GET', '/api/holidays/settings', roles.adminA)).json()).toEqual({
      vacationSystem: null,
      updatedAt: null,
    });
    const saved = await request('PUT', '/api/holidays/settings', roles.adminA, {
      vacationSystem: 'MONDAY_TO_SATURDAY',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      vacationSystem: 'MONDAY_TO_SATURDAY',
      updatedAt: roles.ctx.clock.now().toISOString(),
    });
    const changed = await request('PUT', '/api/holidays/settings', roles.adminA, {
      vacationSystem: 'MONDAY_TO_FRIDAY',
    });
    expect(changed.json().vacationSystem).toBe('MONDAY_TO_FRIDAY');
    expect((await request('GET', '/api/holidays/settings', roles.adminA)).json().vacationSystem).toBe(
      'MONDAY_TO_FRIDAY',
    );
  });

  it("keeps each company's setting to itself", async () => {
    await request('PUT', '/api/holidays/settings', roles.adminA, { vacationSystem: 'MONDAY_TO_SATURDAY' });
    expect((await request('GET', '/api/holidays/settings', roles.adminB)).json().vacationSystem).toBeNull();
  });

  it('refuses a missing or unknown vacation system and changes nothing', async () => {
    await request('PUT', '/api/holidays/settings', roles.adminA, { vacationSystem: 'MONDAY_TO_FRIDAY' });
    for (const payload of [{}, { vacationSystem: 'SUNDAY_ONLY' }, { vacationSystem: '' }]) {
      const response = await request('PUT', '/api/holidays/settings', roles.adminA, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('Seleccione el sistema de vacaciones');
    }
    expect((await request('GET', '/api/holidays/settings', roles.adminA)).json().vacationSystem).toBe(
      'MONDAY_TO_FRIDAY',
    );
  });

  it('refuses an employee (CLIENT) token and an administrator without a company', async () => {
    const client = await request('PUT', '/api/holidays/settings', roles.clientA, {
      vacationSystem: 'MONDAY_TO_FRIDAY',
    });
    expect(client.statusCode).toBe(403);
    expect(client.json().message).toBe('No tienes permiso para esta acción');
    expect((await request('GET', '/api/holidays/settings', roles.clientA)).statusCode).toBe(403);
    const noCompany = await request('PUT', '/api/holidays/settings', roles.adminWithoutCompany, {
      vacationSystem: 'MONDAY_TO_FRIDAY',
    });
    expect(noCompany.statusCode).toBe(409);
    expect(noCompany.json().message).toBe('Registra primero los datos de la empresa');
  });
});
