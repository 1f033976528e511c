import type { TCalendar, TPlanillaCorrections, TProcess } from '@quincena/contracts/settlement';
import { REGISTRO_TIPO_1, REGISTRO_TIPO_2, type RecordLayout } from '@quincena/pila';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/helpers/test-app.ts';
import { payrollConfigs, pilaResults, settlementLines } from '../../../db/schema/index.ts';
import { ofCompany } from '../../../platform/sql/company-scope.ts';
import {
  api,
  calendarsOf,
  PILA_FACTS,
  registerRaise,
  setCompanyFacts,
  settleInOrder,
  settlementCompany,
  waitForProcess,
} from '../settlement.test-support.ts';

let ctx: TestContext;
let call: ReturnType<typeof api>;
let token: string;
let companyId: number;
let contractId: number;
let nm: TCalendar[];
let ssFebruary: TCalendar;

const nmOf = (month: number, fortnight: 1 | 2) =>
  nm.find((c) => c.month === month && c.fortnight === fortnight) as TCalendar;

async function run(calendarId: number, action: 'PRO' | 'CLO' | 'REV') {
  const response = await call('POST', '/api/processes', { calendarId, action });
  expect(response.statusCode, response.body).toBeLessThan(300);
  if (action === 'PRO') {
    const done = await waitForProcess(ctx, token, response.json().id);
    expect(done, JSON.stringify(done)).toMatchObject({ status: 'TERMINADO', failed: 0 });
    return done;
  }
  return response.json() as TProcess;
}

const fieldsOf = (layout: RecordLayout, record: string, numbers: number[]) =>
  Object.fromEntries(
    numbers.map((n) => {
      const spec = layout.fields.find((candidate) => candidate.number === n)!;
      return [n, record.slice(spec.start - 1, spec.start - 1 + spec.length)];
    }),
  );

async function storedFebruaryLine() {
  const calendar = await calendarsOf(call, 'SS');
  const february = calendar.find((c) => c.month === 2) as TCalendar & { resultProcessId?: number };
  const [row] = await ctx.db
    .select()
    .from(pilaResults)
    .where(and(eq(pilaResults.companyId, companyId), eq(pilaResults.calendarId, february.id)));
  return row!;
}

beforeAll(async () => {
  ctx = await createTestApp();
  let ids: number[];
  ({ companyId, contractIds: ids, token } = await settlementCompany(ctx, [2_000_000]));
  contractId = ids[0]!;
  call = api(ctx, token);
  // Not exonerated (E.T. art. 114-1 off): health 4 % + 8,5 %, SENA 2 %, ICBF 3 %.
  await setCompanyFacts(ctx, companyId, { ...PILA_FACTS, law1607Exempt: false });
  nm = await calendarsOf(call, 'NM');
  const ss = await calendarsOf(call, 'SS');
  ssFebruary = ss.find((c) => c.month === 2) as TCalendar;
  await settleInOrder(ctx, token, [nmOf(1, 1), nmOf(1, 2)]);
  await run((ss.find((c) => c.month === 1) as TCalendar).id, 'PRO');
  // The raise agreed in February holds from 1 January: January stays as it was accumulated.
  // The clerk registers the change for February's first fortnight; its Procesar recomputes January's
  // two fortnights and carries the differences (the run of issue 32, not lines written by hand).
  await registerRaise(ctx, call, {
    companyId,
    contractId,
    amount: '2300000',
    carryingCalendarId: nmOf(2, 1).id,
  });
  await run(nmOf(2, 1).id, 'PRO');
  await run(nmOf(2, 1).id, 'CLO');
  await run(nmOf(2, 2).id, 'PRO');
  await run(nmOf(2, 2).id, 'CLO');
  await run(ssFebruary.id, 'PRO');
}, 240_000);
afterAll(() => ctx.close());

describe('retroactive pay in social security, reported in the months it belongs to (CORRECCION, default)', () => {
  it('leaves the differences out of the paying month’s planilla E', async () => {
    const row = await storedFebruaryLine();
    const [line] = row.lines as Array<{
      ibc: { health: number };
      contributions: { health: number; pension: number };
    }>;
    expect(line?.ibc.health).toBe(2_300_000);
    expect(line?.contributions).toMatchObject({ health: 287_500, pension: 368_000 });
  });

  it('lists January as a month to correct: corrected IBC and the differences, equal to the payroll’s lines', async () => {
    const response = await call('GET', `/api/settlement/planilla-corrections?calendarId=${ssFebruary.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as TPlanillaCorrections;
    expect(body.mode).toBe('CORRECCION');
    expect(body.months).toHaveLength(1);
    const [january] = body.months;
    expect(january).toMatchObject({ period: '2026-01', label: 'enero de 2026', problem: null });
    expect(january?.people).toEqual([
      {
        contractId,
        documentNumber: '1020304000',
        name: expect.any(String),
        originalIbc: 2_000_000,
        correctedIbc: 2_300_000,
        differences: {
          pension: 48_000,
          solidarityFund: 0,
          health: 37_500,
          risk: 1_600,
          ccf: 12_000,
          sena: 6_000,
          icbf: 9_000,
          total: 114_100,
        },
      },
    ]);
    // What the payroll carried for January: 2 × (6.000 + 18.000) pension, 2 × (6.000 + 12.750) health …
    const carried = await ctx.db
      .select({ code: settlementLines.conceptCode, value: settlementLines.value })
      .from(settlementLines)
      .where(
        ofCompany(
          settlementLines.companyId,
          companyId,
          eq(settlementLines.contractId, contractId),
          isNotNull(settlementLines.originCalendarId),
        ),
      );
    const sum = (code: string) =>
      carried.filter((l) => l.code.startsWith(code)).reduce((s, l) => s + Number(l.value), 0);
    expect(january?.totals).toMatchObject({
      pension: sum('PENSION_'),
      health: sum('HEALTH_'),
      risk: sum('ARL_'),
      ccf: sum('CCF_'),
      sena: sum('SENA_'),
      icbf: sum('ICBF_'),
    });
  });

  it('refuses the planilla N without the planilla asociada, in Spanish, and writes it byte by byte with it', async () => {
    const base = `/api/settlement/planilla-correction-file?calendarId=${ssFebruary.id}&period=2026-01`;
    const missing = await call('GET', base);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      'Indique el número de la planilla que se corrige (planilla asociada): solo dígitos, hasta 10.',
    );
    expect((await call('GET', `${base}&associatedPlanilla=12A`)).statusCode).toBe(400);
    const response = await call(
      'GET',
      `${base}&associatedPlanilla=8012345678&associatedPaymentDate=2026-02-03`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="PILA_N_900123456_2026-01_0001.txt"',
    );
    const text = response.rawPayload.toString('latin1');
    const [head, detail, ...rest] = text.slice(0, -2).split('\r\n');
    expect(rest).toEqual([]);
    expect(head).toHaveLength(359);
    expect(detail).toHaveLength(693);
    expect(fieldsOf(REGISTRO_TIPO_1, head!, [1, 8, 9, 10, 15, 16, 19, 20, 21, 22])).toEqual({
      1: '01',
      8: 'N',
      9: '8012345678',
      10: '2026-02-03',
      15: '2026-01',
      16: '2026-02',
      19: '00001',
      20: '000002300000',
      21: '01',
      22: '83',
    });
    expect(
      fieldsOf(
        REGISTRO_TIPO_2,
        detail!,
        [4, 21, 22, 36, 40, 42, 43, 44, 45, 47, 50, 54, 55, 61, 63, 65, 67, 69, 76, 82],
      ),
    ).toEqual({
      4: '1020304000      ',
      21: 'X',
      22: 'C',
      36: '30',
      40: '002300000',
      42: '002300000',
      43: '002300000',
      44: '002300000',
      45: '002300000',
      47: '000048000',
      50: '000048000',
      54: '0.12500',
      55: '000037500',
      61: '0.0052200',
      63: '000001600',
      65: '000012000',
      67: '000006000',
      69: '000009000',
      76: 'N',
      82: '2026-01-01',
    });
  });

  it('answers 404 to another company', async () => {
    const other = await settlementCompany(ctx, [1_750_905]);
    const foreign = api(ctx, other.token);
    const response = await foreign('GET', `/api/settlement/planilla-corrections?calendarId=${ssFebruary.id}`);
    expect(response.statusCode).toBe(404);
    const file = await foreign(
      'GET',
      `/api/settlement/planilla-correction-file?calendarId=${ssFebruary.id}&period=2026-01&associatedPlanilla=1`,
    );
    expect(file.statusCode).toBe(404);
  });
});

describe('retroactive pay declared in the month it is paid (MES_DE_PAGO)', () => {
  it('adds the differences to the paying month’s IBC and contributions, flagged VST, and offers no planilla N', async () => {
    await ctx.db
      .update(payrollConfigs)
      .set({ retroactiveContributions: 'MES_DE_PAGO' })
      .where(eq(payrollConfigs.companyId, companyId));
    await run(ssFebruary.id, 'REV');
    await run(ssFebruary.id, 'PRO');
    const row = await storedFebruaryLine();
    const [line] = row.lines as Array<{
      ibc: Record<string, number>;
      contributions: Record<string, number>;
      line: { transientVariation?: boolean };
    }>;
    expect(line?.line.transientVariation).toBe(true);
    expect(line?.ibc).toEqual({
      pension: 2_600_000,
      health: 2_600_000,
      risk: 2_600_000,
      ccf: 2_600_000,
      parafiscal: 2_600_000,
    });
    // February's own (368.000, 287.500, 12.100, 92.000, 46.000, 69.000) plus what the payroll carried.
    expect(line?.contributions).toMatchObject({
      pension: 368_000 + 48_000,
      health: 287_500 + 37_500,
      risk: 12_100 + 1_600,
      ccf: 92_000 + 12_000,
      sena: 46_000 + 6_000,
      icbf: 69_000 + 9_000,
    });
    const file = await call('GET', `/api/settlement/planilla-file?calendarId=${ssFebruary.id}`);
    expect(file.statusCode, file.body).toBe(200);
    const detail = file.rawPayload.toString('latin1').split('\r\n')[1]!;
    expect(fieldsOf(REGISTRO_TIPO_2, detail, [22, 23, 42, 47, 55])).toEqual({
      22: ' ',
      23: 'X',
      42: '002600000',
      47: '000416000',
      55: '000325000',
    });
    const corrections = (
      await call('GET', `/api/settlement/planilla-corrections?calendarId=${ssFebruary.id}`)
    ).json() as TPlanillaCorrections;
    expect(corrections).toEqual({
      mode: 'MES_DE_PAGO',
      message:
        'La empresa declara los retroactivos en el mes en que se pagan (Configuración de nómina): no hay planillas de corrección.',
      months: [],
    });
  });
});
