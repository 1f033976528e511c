import type { TCalendar } from '@quincena/contracts/settlement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { api, storedResult, waitForProcess } from '../settlement/settlement.test-support.ts';
import { readingCompany } from './queries.test-support.ts';

/** Cargar acumulados reaches the engine: the run's input includes the imported months. */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());

describe('imported months in a real run', () => {
  it('changes the settled input of a company that moved mid-year once its earlier months are loaded', async () => {
    const { companyId, token, contractIds } = await readingCompany(
      ctx,
      [
        {
          documentNumber: '52111222',
          firstName: 'Ana',
          firstSurname: 'Pérez',
          salary: 2_000_000,
          startDate: '2025-06-01',
        },
      ],
      { law1607Exempt: true },
    );
    const call = api(ctx, token);
    const contractId = contractIds[0] as number;
    const [jan1] = (await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[];
    const pro = async () => {
      const started = await call('POST', '/api/processes', { calendarId: jan1?.id, action: 'PRO' });
      expect(started.statusCode).toBeLessThan(300);
      const process = await waitForProcess(ctx, token, started.json().id);
      expect(process.status).toBe('TERMINADO');
      const result = await storedResult(ctx, companyId, { processId: process.id }, contractId);
      expect(result).toBeDefined();
      return result?.inputHash;
    };
    const before = await pro();
    expect(await pro()).toBe(before);
    const upload = await call('POST', '/api/queries/historic-payroll/accumulated', {
      fileName: 'acumulados.xlsx',
      rows: [
        {
          position: 2,
          cells: [
            '52111222',
            '2025',
            '12',
            '30',
            '0',
            '2000000',
            '300000',
            '300000',
            '200000',
            '2500000',
            '184000',
            '2300000',
          ],
        },
      ],
    });
    expect(upload.json().outcome).toBe('LOADED');
    expect(await pro()).not.toBe(before);
  });
});
