import type { TCalendar, TProcess } from '@quincena/contracts/settlement';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { settlementResults } from '../../db/schema/index.ts';
import { contractInput } from '../employees/employees.fixtures.ts';
import { api, settlementCompany, waitForProcess } from './settlement.test-support.ts';

let ctx: TestContext;
let call: ReturnType<typeof api>;
let contractIds: number[];
let token: string;
let jan: TCalendar;

const blank = { days: null, amount: null };

beforeAll(async () => {
  ctx = await createTestApp();
  ({ contractIds, token } = await settlementCompany(ctx, [2_000_000, 3_000_000], { paymentPeriod: '5' }));
  call = api(ctx, token);
  jan = ((await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[])[0] as TCalendar;
}, 60_000);
afterAll(() => ctx.close());

describe('what an accumulated period freezes', () => {
  it('uses the initial balances, and refuses deleting or editing them once the period is accumulated', async () => {
    const contractId = contractIds[0] as number;
    const created = await call('POST', '/api/initial-balances', {
      contractId,
      cutOffDate: '2025-12-31',
      balances: {
        EPS: { days: 30, amount: 1_900_000 },
        ARL: blank,
        SEVERANCE: blank,
        SEVERANCE_INTEREST: blank,
        VACATION: blank,
        PRIMA: blank,
      },
    });
    expect(created.statusCode).toBeLessThan(300);

    const started = (
      await call('POST', '/api/processes', { calendarId: jan.id, action: 'PRO' })
    ).json() as TProcess;
    const pro = await waitForProcess(ctx, token, started.id);
    expect(pro.status).toBe('TERMINADO');
    const [result] = await ctx.db
      .select({ hash: settlementResults.inputHash })
      .from(settlementResults)
      .where(and(eq(settlementResults.processId, pro.id), eq(settlementResults.contractId, contractId)));
    expect(result?.hash).toMatch(/^[0-9a-f]{64}$/);

    // Processed but not accumulated: the balance may still change (and the period asks for a new PRO).
    expect((await call('POST', '/api/processes', { calendarId: jan.id, action: 'CLO' })).statusCode).toBe(
      200,
    );
    const refused = await call('DELETE', `/api/initial-balances/${contractId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('acumulado ya usó estos saldos iniciales');

    // A contract's end date moved into the accumulated month is refused too.
    const contract = (await call('GET', `/api/contracts/${contractIds[1]}`)).json();
    expect(contract.settledThrough).toBe('2026-01-31');
    const {
      personId: _person,
      salary: _salary,
      vacationsTaken: _taken,
      ...fields
    } = contractInput(contract.person.id, contract.jobId, { startDate: '2026-01-01' });
    const ended = await call('PUT', `/api/contracts/${contractIds[1]}`, {
      ...fields,
      contractType: '1',
      endDate: '2026-01-20',
    });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().code).toBe('PERIOD_ACCUMULATED');

    expect((await call('POST', '/api/processes', { calendarId: jan.id, action: 'REV' })).statusCode).toBe(
      200,
    );
    const deleted = await call('DELETE', `/api/initial-balances/${contractId}`);
    expect(deleted.statusCode).toBe(200);
  });

  it('saves a salary dated inside the accumulated period and names the period; one after it reaches none', async () => {
    const started = (
      await call('POST', '/api/processes', { calendarId: jan.id, action: 'PRO' })
    ).json() as TProcess;
    await waitForProcess(ctx, token, started.id);
    expect((await call('POST', '/api/processes', { calendarId: jan.id, action: 'CLO' })).statusCode).toBe(
      200,
    );
    // A retroactive raise (decision 0342): saved, January stays as settled, and the clerk is told.
    const inside = await call('PUT', `/api/contracts/${contractIds[1]}/salary`, {
      amount: 3_300_000,
      startDate: '2026-01-20',
    });
    expect(inside.statusCode).toBe(200);
    const name = inside.json().contract.person.fullName;
    expect(inside.json().retroactive.summary).toBe(
      `Este cambio rige desde el 20-01-2026 y afecta 1 período acumulado de ${name} (enero de 2026). Los períodos acumulados no se modifican: Quincena liquida las diferencias (retroactivo) al procesar el período abierto que usted elija para pagarlas. El primer período abierto para pagarlas es el de febrero de 2026.`,
    );
    const after = await call('PUT', `/api/contracts/${contractIds[1]}/salary`, {
      amount: 3_300_000,
      startDate: '2026-02-01',
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().retroactive).toBeNull();
  });
});
