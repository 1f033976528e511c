import type { TCalendar } from '@quincena/contracts/settlement';
import { expect } from 'vitest';
import { api, runProcess, settlementCompany } from '../../src/features/settlement/settlement.test-support.ts';
import type { TestContext } from './test-app.ts';

/** Processes (PRO) and accumulates (CLO) each calendar in turn; every run must succeed. */
export async function processAndAccumulate(ctx: TestContext, token: string, calendars: readonly TCalendar[]) {
  for (const calendar of calendars) {
    expect((await runProcess(ctx, token, calendar.id, 'PRO')).process?.status).toBe('TERMINADO');
    expect((await runProcess(ctx, token, calendar.id, 'CLO')).response.statusCode).toBe(200);
  }
}

/** Saves the contract's salary from that date, as the salary screen does; it must be accepted. */
export async function salaryFrom(
  call: ReturnType<typeof api>,
  contractId: number,
  amount: number,
  startDate: string,
) {
  const saved = await call('PUT', `/api/contracts/${contractId}/salary`, { amount, startDate });
  expect(saved.statusCode, saved.body).toBe(200);
}

/**
 * A raise paid by the real carrying run (issue 32, decision 0345): a fortnightly company whose
 * people start on 1 January at `salaries`, January's two fortnights processed and accumulated, then
 * each `raises` entry (a person's new salary) saved from 1 January, registered for February's first
 * fortnight, and that fortnight processed. February carries January's differences as retroactive
 * lines that name their fortnight.
 */
export async function carriedRaise(
  ctx: TestContext,
  salaries: readonly number[],
  raises: ReadonlyMap<number, number>,
) {
  const company = await settlementCompany(ctx, salaries);
  const call = api(ctx, company.token);
  const calendars = (await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[];
  const fortnight = (month: number, half: 1 | 2) =>
    calendars.find((c) => c.month === month && c.fortnight === half) as TCalendar;
  const [januaryFirst, januarySecond, carrying] = [fortnight(1, 1), fortnight(1, 2), fortnight(2, 1)];
  await processAndAccumulate(ctx, company.token, [januaryFirst, januarySecond]);
  const raised = [...raises.keys()].map((index) => company.contractIds[index] as number);
  for (const [index, amount] of raises) {
    await salaryFrom(call, company.contractIds[index] as number, amount, '2026-01-01');
  }
  const change = await call('POST', '/api/retroactive/changes', {
    contractIds: raised,
    from: '2026-01-01',
    carryingCalendarId: carrying.id,
    source: 'SALARY',
  });
  expect(change.statusCode, change.body).toBe(201);
  const run = await runProcess(ctx, company.token, carrying.id, 'PRO');
  expect(run.process?.status).toBe('TERMINADO');
  expect(run.process?.failed).toBe(0);
  return { ...company, call, januaryFirst, januarySecond, carrying };
}
