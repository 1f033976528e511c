import { join } from 'node:path';
import type { TCalendar } from '@quincena/contracts/settlement';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from '../../../test/helpers/pdf-text.ts';
import { insertRetroactiveLines, retroWithholding } from '../../../test/helpers/retroactive-lines.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { settlementResults } from '../../db/schema/index.ts';
import { pesosInWords } from '../../platform/pdf/amount-in-words.ts';
import { formatPesos } from '../../platform/pdf/format.ts';
import { createLocalStorage } from '../../platform/storage/storage.ts';
import { api, runProcess, settlementCompany } from '../settlement/settlement.test-support.ts';
import { createPayslipsService, type PeriodPayslip } from './payslips.service.ts';

/**
 * The payslip of a period that carries retroactive pay (issue 32, decision 0346). January's first
 * fortnight is accumulated with a salary of 2.000.000; the second is processed by the real run, then
 * given the carrying run's retroactive lines (written here: that run is built elsewhere) and
 * accumulated: 150.000 of salary and 6.000 + 6.000 of health and pension for the first fortnight,
 * 3.000 of withholding on the payment.
 */
let ctx: TestContext;
let call: ReturnType<typeof api>;
let companyId: number;
let contractId: number;
let second: TCalendar;
let ownNet: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const company = await settlementCompany(ctx, [2_000_000]);
  companyId = company.companyId;
  contractId = company.contractIds[0] as number;
  call = api(ctx, company.token);
  const calendars = (await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[];
  const first = calendars.find((c) => c.month === 1 && c.fortnight === 1) as TCalendar;
  second = calendars.find((c) => c.month === 1 && c.fortnight === 2) as TCalendar;
  expect((await runProcess(ctx, company.token, first.id, 'PRO')).process?.status).toBe('TERMINADO');
  expect((await runProcess(ctx, company.token, first.id, 'CLO')).response.statusCode).toBeLessThan(300);
  expect((await runProcess(ctx, company.token, second.id, 'PRO')).process?.status).toBe('TERMINADO');
  ownNet = Number((await storedNet()) ?? 0);
  await insertRetroactiveLines(ctx, { companyId, calendarId: second.id, contractId }, [
    { code: 'BASIC', name: 'Salario', kind: 'earning', value: 150_000, originCalendarId: first.id },
    { code: 'HEALTH_EE', name: 'Salud', kind: 'deduction', value: 6_000, originCalendarId: first.id },
    { code: 'PENSION_EE', name: 'Pensión', kind: 'deduction', value: 6_000, originCalendarId: first.id },
    retroWithholding(3_000),
  ]);
  expect((await runProcess(ctx, company.token, second.id, 'CLO')).response.statusCode).toBeLessThan(300);
}, 180_000);
afterAll(() => ctx.close());

async function storedNet(): Promise<string | undefined> {
  const [row] = await ctx.db
    .select({ netPay: settlementResults.netPay })
    .from(settlementResults)
    .where(
      and(
        eq(settlementResults.companyId, companyId),
        eq(settlementResults.calendarId, second.id),
        eq(settlementResults.contractId, contractId),
      ),
    );
  return row?.netPay;
}

describe('payslip with retroactive pay', () => {
  it('shows the retroactive lines under their own group, each with its period, and a net that includes them', async () => {
    const response = await call('GET', `/api/documents/payslips/${second.id}/${contractId}/pdf`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const text = (await pdfPages(response.rawPayload)).join(' ');
    const group = text.indexOf('Retroactivo ');
    expect(group).toBeGreaterThan(text.indexOf('Concepto Cantidad Devengado Deducido'));
    expect(text.slice(group)).toContain(
      [
        'Retroactivo',
        'Salario — primera quincena de enero de 2026 $ 150.000',
        'Salud — primera quincena de enero de 2026 $ 6.000',
        'Pensión — primera quincena de enero de 2026 $ 6.000',
        'Retención en la fuente sobre retroactivo $ 3.000',
        'Totales',
      ].join(' '),
    );
    const net = ownNet + 150_000 - 6_000 - 6_000 - 3_000;
    expect(Number(await storedNet())).toBe(net);
    expect(text).toContain(`NETO A PAGAR ${formatPesos(net)}`);
    expect(text).toContain(`Son: ${pesosInWords(String(net))}`);
    expect(text).not.toMatch(/WITHHOLDING_RETRO|HEALTH_EE|BASIC/);
  });

  it('draws the same payslip when the whole period is rendered', async () => {
    const service = createPayslipsService({
      db: ctx.db,
      clock: ctx.clock,
      storage: createLocalStorage(join(ctx.dataDir, 'files')),
      mail: { send: async () => undefined },
    });
    const rendered: PeriodPayslip[] = [];
    for await (const payslip of service.renderPeriod(companyId, second.id)) rendered.push(payslip);
    const route = await call('GET', `/api/documents/payslips/${second.id}/${contractId}/pdf`);
    expect((await pdfPages(rendered[0]?.pdf as Buffer)).join(' ')).toBe(
      (await pdfPages(route.rawPayload)).join(' '),
    );
  });
});
