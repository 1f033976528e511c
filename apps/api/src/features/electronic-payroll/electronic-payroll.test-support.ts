import type { TCalendar } from '@quincena/contracts/settlement';
import { makeTestPkcs12, type TestPkcs12 } from '@quincena/dian';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/helpers/test-app.ts';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { rowsOf } from '../../platform/sql/rows.ts';
import { upload } from '../company/company.fixtures.ts';
import {
  api,
  calendarsOf,
  registerRaise,
  runProcess,
  settlementCompany,
} from '../settlement/settlement.test-support.ts';

/** The issuer every electronic-payroll test document names: NIT, name and address in Bogotá. */
export const ISSUER_COMPANY = {
  nit: '900123456',
  checkDigit: '8',
  companyName: 'Panadería La Espiga S.A.S.',
  address: 'Calle 45 # 13-20',
  countryCode: 'CO',
  departmentCode: '11',
  municipalityCode: '11001',
} as const;

export const TEST_SOFTWARE_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

/**
 * The body of PUT /api/electronic-payroll/enablement for a company enabled with its own software
 * (answer 2059) and the given certificate.
 */
export function enablementBody(
  certificate: TestPkcs12,
  own: { testSetId?: string; softwareId?: string; pin?: string } = {},
) {
  return {
    enabledAnswer: '2059',
    testSetId: own.testSetId ?? '8e5ba8a5-6b4b-4f60-9c3b-1c1f3f0c9a01',
    softwareId: own.softwareId ?? TEST_SOFTWARE_ID,
    pin: own.pin ?? '75315',
    certificate: upload('firma.p12', Buffer.from(certificate.p12)),
    certificatePassword: certificate.password,
  };
}

/**
 * Gives the company the issuer's data and enables it with a test certificate of its NIT through the
 * API, as the NIE screens require before a run. Answers the certificate saved.
 */
export async function enableIssuer(
  ctx: Pick<TestContext, 'db'>,
  call: ReturnType<typeof api>,
  companyId: number,
): Promise<TestPkcs12> {
  await ctx.db.update(companies).set(ISSUER_COMPANY).where(eq(companies.id, companyId));
  const certificate = makeTestPkcs12({ nit: ISSUER_COMPANY.nit });
  const enabled = await call('PUT', '/api/electronic-payroll/enablement', enablementBody(certificate));
  expect(enabled.statusCode, enabled.body).toBe(200);
  return certificate;
}

/**
 * The contract's pay in a month of 2026 as the NM payroll stored it (both fortnights, each period's
 * current results, retroactive lines included), as the database's text: what the NIE must report.
 */
export async function storedMonthPay(db: Database, companyId: number, contractId: number, month: number) {
  const [row] = await rowsOf<{ earnings: string; deductions: string }>(
    db,
    sql`select sum(r.earnings)::text as earnings, sum(r.deductions)::text as deductions
          from settlement_results r join pay_calendars c on c.company_id = r.company_id and c.result_process_id = r.process_id
         where r.company_id = ${companyId} and r.contract_id = ${contractId} and c.type = 'NM'
           and c.year = 2026 and c.month = ${month}`,
  );
  return row;
}

/**
 * The company's 2026 NM and NIE calendars and the runs a test drives on them: `run` fails the test
 * unless the action is taken and a Procesar ends TERMINADO; `settle` processes and accumulates both
 * fortnights of each month given, in order.
 */
export async function nieCycle(ctx: TestContext, token: string) {
  const call = api(ctx, token);
  const nm = await calendarsOf(call, 'NM');
  const nie = await calendarsOf(call, 'NIE');
  const nmOf = (month: number, fortnight: 1 | 2) =>
    nm.find((c) => c.month === month && c.fortnight === fortnight) as TCalendar;
  const run = async (calendarId: number, action: 'PRO' | 'CLO' | 'REV') => {
    const { response, process } = await runProcess(ctx, token, calendarId, action);
    expect(response.statusCode, response.body).toBeLessThan(300);
    if (action === 'PRO') expect(process?.status, JSON.stringify(process)).toBe('TERMINADO');
  };
  const nieOf = (month: number) => nie.find((c) => c.month === month) as TCalendar;
  const settle = async (...months: number[]) => {
    for (const month of months)
      for (const fortnight of [1, 2] as const) {
        await run(nmOf(month, fortnight).id, 'PRO');
        await run(nmOf(month, fortnight).id, 'CLO');
      }
  };
  return {
    nmOf,
    nieOf,
    run,
    settle,
    /** The month's payroll settled, then its NIE processed and accumulated. */
    async issue(month: number) {
      await settle(month);
      await run(nieOf(month).id, 'PRO');
      await run(nieOf(month).id, 'CLO');
    },
    /**
     * A raise from 1 January (`registerRaise`) carried by the month's first fortnight: the month
     * settled and its NIE processed.
     */
    async carryRaise(raise: { companyId: number; contractId: number; amount: string }, month: number) {
      await registerRaise(ctx, call, { ...raise, carryingCalendarId: nmOf(month, 1).id });
      await settle(month);
      await run(nieOf(month).id, 'PRO');
    },
  };
}

/**
 * A company with one contract at `salary` from 1 January 2026, enabled as an issuer (`enableIssuer`),
 * with the API caller of its admin and its NM and NIE cycle (`nieCycle`).
 */
export async function issuingCompany(ctx: TestContext, salary: number) {
  const { companyId, token, contractIds } = await settlementCompany(ctx, [salary]);
  const call = api(ctx, token);
  await enableIssuer(ctx, call, companyId);
  return { companyId, contractId: contractIds[0] as number, call, cycle: await nieCycle(ctx, token) };
}
