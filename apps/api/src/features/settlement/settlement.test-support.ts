import XLSX from '@e965/xlsx';
import type { TCalendar, TProcess } from '@quincena/contracts/settlement';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bearer, createCompany, userToken } from '../../../test/factories.ts';
import type { TestContext } from '../../../test/helpers/test-app.ts';
import { companies, contractSalaries, contracts, settlementResults } from '../../db/schema/index.ts';
import { contractInput, insertTestJob, personInput } from '../employees/employees.fixtures.ts';

/**
 * One person and their contract through the API, as the screens create them (the fixtures' person
 * and contract with the caller's changes); answers the contract's id.
 */
export async function hire(
  ctx: TestContext,
  token: string,
  jobId: number,
  person: Parameters<typeof personInput>[0],
  contract: Parameters<typeof contractInput>[2],
): Promise<number> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/persons',
    headers: bearer(token),
    payload: personInput(person),
  });
  if (created.statusCode !== 201) throw new Error(`person: ${created.body}`);
  const hired = await ctx.app.inject({
    method: 'POST',
    url: '/api/contracts',
    headers: bearer(token),
    payload: contractInput(created.json().id, jobId, contract),
  });
  if (hired.statusCode !== 201) throw new Error(`contract: ${hired.body}`);
  return hired.json().contract.id;
}

/**
 * A fortnightly company with an admin and `salaries.length` contracts from 2026-01-01 (or
 * `startDate`); the people's document numbers count up from `firstDocument` (1020304000).
 */
export async function settlementCompany(
  ctx: TestContext,
  salaries: readonly number[],
  company: { paymentPeriod?: string; startDate?: string; firstDocument?: number } = {},
) {
  const startDate = company.startDate ?? '2026-01-01';
  const firstDocument = company.firstDocument ?? 1_020_304_000;
  const row = await createCompany(ctx.db, {
    paymentPeriod: company.paymentPeriod ?? '4',
    taxpayerType: '1',
    law1607Exempt: true,
  });
  const token = await userToken(ctx, { companyId: row.id });
  const jobId = (await insertTestJob(ctx.db, row.id)).id;
  const contractIds: number[] = [];
  for (const [index, amount] of salaries.entries()) {
    const person = { documentNumber: String(firstDocument + index), email: `persona${index}@correo.com.co` };
    contractIds.push(await hire(ctx, token, jobId, person, { startDate, salary: { amount, startDate } }));
  }
  return { companyId: row.id, token, jobId, contractIds };
}

/** The identification and ARL a company needs before its accounting (CB) run. */
export const ACCOUNTING_FACTS = {
  documentType: 'NI',
  nit: '900123456',
  checkDigit: '8',
  arlCode: '14-23',
} as const;

/** What a social security (SS) run needs besides: the PILA operator and the municipality. */
export const PILA_FACTS = { ...ACCOUNTING_FACTS, pilaOperatorCode: '83', municipalityCode: '11001' } as const;

/** Saves some of the company's own data straight in the store. */
export async function setCompanyFacts(
  ctx: TestContext,
  companyId: number,
  facts: Partial<typeof companies.$inferInsert>,
) {
  await ctx.db.update(companies).set(facts).where(eq(companies.id, companyId));
}

/** An API caller that sends the given headers (an employee account's, an API key's). */
export function callerWith(ctx: TestContext, headers: Record<string, string>) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject(payload === undefined ? { method, url, headers } : { method, url, headers, payload });
}

/** An API caller with a user's session. */
export function api(ctx: TestContext, token: string) {
  return callerWith(ctx, bearer(token));
}

/** Re-reads the process until it ends, as the screen does every second. */
export async function waitForProcess(ctx: TestContext, token: string, processId: number): Promise<TProcess> {
  const call = api(ctx, token);
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const list = (await call('GET', '/api/processes')).json() as TProcess[];
    const found = list.find((process) => process.id === processId);
    if (found && (found.status === 'TERMINADO' || found.status === 'ERROR')) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`process ${processId} did not end`);
}

/**
 * Procesar, Acumular or Deshacer through the API as the screen does: a PRO is followed until it
 * ends; a refusal comes back with no process.
 */
export async function runProcess(
  ctx: TestContext,
  token: string,
  calendarId: number,
  action: 'PRO' | 'CLO' | 'REV',
) {
  const response = await api(ctx, token)('POST', '/api/processes', { calendarId, action });
  if (response.statusCode >= 400) return { response, process: null };
  const started = response.json() as TProcess;
  const process = action === 'PRO' ? await waitForProcess(ctx, token, started.id) : started;
  return { response, process };
}

/** A contract's stored result of one process, or of one calendar. */
export async function storedResult(
  ctx: TestContext,
  companyId: number,
  of: { processId: number } | { calendarId: number },
  contractId: number,
) {
  const [row] = await ctx.db
    .select()
    .from(settlementResults)
    .where(
      and(
        eq(settlementResults.companyId, companyId),
        'processId' in of
          ? eq(settlementResults.processId, of.processId)
          : eq(settlementResults.calendarId, of.calendarId),
        eq(settlementResults.contractId, contractId),
      ),
    );
  return row;
}

/** The rows of a downloaded workbook's first sheet, each an array of cells. */
export function firstSheetRows(payload: Buffer): unknown[][] {
  const workbook = XLSX.read(payload, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<unknown[]>(
    workbook.Sheets[workbook.SheetNames[0] as string] as XLSX.WorkSheet,
    {
      header: 1,
    },
  );
}

/** The company's calendars of one type and year, as the screens list them. */
export async function calendarsOf(
  call: ReturnType<typeof api>,
  type: 'NM' | 'SS' | 'CB' | 'CES' | 'NIE' | 'LD',
  year = 2026,
): Promise<TCalendar[]> {
  return (await call('GET', `/api/calendars?type=${type}&year=${year}`)).json() as TCalendar[];
}

/**
 * Procesar followed until it ends (the request must be taken, 202) and answered as the process;
 * Acumular or Deshacer answered as the API answers them.
 */
export async function act(
  ctx: TestContext,
  token: string,
  calendarId: number,
  action: 'PRO' | 'CLO' | 'REV',
) {
  const { response, process } = await runProcess(ctx, token, calendarId, action);
  if (action !== 'PRO') return response;
  expect(response.statusCode, response.body).toBe(202);
  return process as TProcess;
}

/** Procesar then Acumular of each calendar in order: each Procesar must end TERMINADO, each Acumular be taken. */
export async function settleInOrder(ctx: TestContext, token: string, calendars: readonly { id: number }[]) {
  for (const calendar of calendars) {
    expect((await runProcess(ctx, token, calendar.id, 'PRO')).process?.status).toBe('TERMINADO');
    expect((await runProcess(ctx, token, calendar.id, 'CLO')).response.statusCode).toBe(200);
  }
}

/**
 * A raise that holds from 1 January 2026: the contract's salary row rewritten in the store (January
 * stays as it was accumulated), then the change registered through the API for the period that
 * carries the differences.
 */
export async function registerRaise(
  ctx: TestContext,
  call: ReturnType<typeof api>,
  raise: { companyId: number; contractId: number; amount: string; carryingCalendarId: number },
) {
  await ctx.db
    .update(contractSalaries)
    .set({ amount: raise.amount })
    .where(
      and(eq(contractSalaries.companyId, raise.companyId), eq(contractSalaries.contractId, raise.contractId)),
    );
  await registerChange(call, { ...raise, from: '2026-01-01', source: 'SALARY' });
}

/** A retroactive change of one contract registered for the period that carries it: the API must take it (201). */
export async function registerChange(
  call: ReturnType<typeof api>,
  change: {
    contractId: number;
    from: string;
    carryingCalendarId: number;
    source: 'SALARY' | 'CONTRACT' | 'NOVELTY';
  },
) {
  const created = await call('POST', '/api/retroactive/changes', {
    contractIds: [change.contractId],
    from: change.from,
    carryingCalendarId: change.carryingCalendarId,
    source: change.source,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created;
}

/** The administration cost centre most tests post to. */
export const ADMINISTRATION = { code: 'ADM', name: 'Administración', expenseType: '51' } as const;

/**
 * A cost centre created through the API and given to every contract of the company, or only to
 * `contractId`'s when one is named.
 */
export async function costCentreFor(
  ctx: TestContext,
  call: ReturnType<typeof api>,
  companyId: number,
  centre: { code: string; name: string; expenseType: string },
  contractId?: number,
) {
  const created = await call('POST', '/api/accounting/cost-centres', centre);
  expect(created.statusCode, created.body).toBe(201);
  await ctx.db
    .update(contracts)
    .set({ costCenterId: created.json().id })
    .where(
      and(
        eq(contracts.companyId, companyId),
        contractId === undefined ? undefined : eq(contracts.id, contractId),
      ),
    );
}
