import { RETROACTIVE_WITHHOLDING_CODE } from '@quincena/contracts/retroactive';
import type { TCalendar } from '@quincena/contracts/settlement';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carriedRaise } from '../../../test/helpers/carried-raise.ts';
import { pdfPages } from '../../../test/helpers/pdf-text.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { settlementLines, settlementResults } from '../../db/schema/index.ts';
import { pesosInWords } from '../../platform/pdf/amount-in-words.ts';
import { formatPesos } from '../../platform/pdf/format.ts';
import { inSameCompany, ofCompany } from '../../platform/sql/company-scope.ts';
import { type api, runProcess, storedResult } from '../settlement/settlement.test-support.ts';
import { renderedPeriod } from './payslips.test-support.ts';

/**
 * The payslip of a period that carries retroactive pay (issue 32, decision 0346), written by the
 * real carrying run: January is accumulated at 10.000.000, the salary rises to 12.000.000 from
 * 1 January, and February's first fortnight carries the differences and is accumulated: for each
 * January fortnight 1.000.000 of salary and 40.000 + 40.000 of health and pension, for the second
 * also 10.000 + 10.000 of FSP, and 266.000 of withholding on the payment (decision 0340).
 */
let ctx: TestContext;
let call: ReturnType<typeof api>;
let companyId: number;
let contractId: number;
let second: TCalendar;
let ownNet: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const company = await carriedRaise(ctx, [10_000_000], new Map([[0, 12_000_000]]));
  ({ companyId, call } = company);
  contractId = company.contractIds[0] as number;
  second = company.carrying;
  const own = await ctx.db
    .select({ kind: settlementLines.kind, value: settlementLines.value })
    .from(settlementLines)
    .innerJoin(
      settlementResults,
      and(
        inSameCompany(
          settlementResults,
          settlementLines,
          settlementResults.processId,
          settlementLines.processId,
        ),
        eq(settlementResults.contractId, settlementLines.contractId),
      ),
    )
    .where(
      ofCompany(
        settlementLines.companyId,
        companyId,
        eq(settlementResults.calendarId, second.id),
        eq(settlementLines.contractId, contractId),
        // The fortnight's own lines: no origin period, and not the withholding on the payment.
        isNull(settlementLines.originCalendarId),
        ne(settlementLines.conceptCode, RETROACTIVE_WITHHOLDING_CODE),
      ),
    );
  const sum = (kind: string) => own.filter((l) => l.kind === kind).reduce((t, l) => t + Number(l.value), 0);
  ownNet = sum('earning') - sum('deduction');
  expect((await runProcess(ctx, company.token, second.id, 'CLO')).response.statusCode).toBe(200);
}, 600_000);
afterAll(() => ctx.close());

async function storedNet(): Promise<string | undefined> {
  return (await storedResult(ctx, companyId, { calendarId: second.id }, contractId))?.netPay;
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
        'Salario básico — primera quincena de enero de 2026 $ 1.000.000',
        'Aporte salud empleado — primera quincena de enero de 2026 $ 40.000',
        'Aporte pensión empleado — primera quincena de enero de 2026 $ 40.000',
        'Salario básico — segunda quincena de enero de 2026 $ 1.000.000',
        'Aporte salud empleado — segunda quincena de enero de 2026 $ 40.000',
        'Aporte pensión empleado — segunda quincena de enero de 2026 $ 40.000',
        'Fondo de solidaridad pensional (solidaridad) — segunda quincena de enero de 2026 $ 10.000',
        'Fondo de solidaridad pensional (subsistencia) — segunda quincena de enero de 2026 $ 10.000',
        'Retención en la fuente sobre retroactivo $ 266.000',
        'Totales',
      ].join(' '),
    );
    const net = ownNet + 2_000_000 - 80_000 - 80_000 - 20_000 - 266_000;
    expect(Number(await storedNet())).toBe(net);
    expect(text).toContain(`NETO A PAGAR ${formatPesos(net)}`);
    expect(text).toContain(`Son: ${pesosInWords(String(net))}`);
    expect(text).not.toMatch(/WITHHOLDING_RETRO|HEALTH_EE|BASIC/);
  });

  it('draws the same payslip when the whole period is rendered', async () => {
    const rendered = await renderedPeriod(ctx, companyId, second.id);
    const route = await call('GET', `/api/documents/payslips/${second.id}/${contractId}/pdf`);
    expect((await pdfPages(rendered[0]?.pdf as Buffer)).join(' ')).toBe(
      (await pdfPages(route.rawPayload)).join(' '),
    );
  });
});
