import type { TProcess } from '@quincena/contracts/settlement';
import { bearer, createCompany, userToken } from '../../../test/factories.ts';
import type { TestContext } from '../../../test/helpers/test-app.ts';
import { contractInput, insertTestJob, personInput } from '../employees/employees.fixtures.ts';

/** A fortnightly company with an admin and `salaries.length` contracts from 2026-01-01 (or `startDate`). */
export async function settlementCompany(
  ctx: TestContext,
  salaries: readonly number[],
  company: { paymentPeriod?: string; startDate?: string } = {},
) {
  const startDate = company.startDate ?? '2026-01-01';
  const row = await createCompany(ctx.db, {
    paymentPeriod: company.paymentPeriod ?? '4',
    taxpayerType: '1',
    law1607Exempt: true,
  });
  const token = await userToken(ctx, { companyId: row.id });
  const jobId = (await insertTestJob(ctx.db, row.id)).id;
  const contractIds: number[] = [];
  for (const [index, amount] of salaries.entries()) {
    const person = await ctx.app.inject({
      method: 'POST',
      url: '/api/persons',
      headers: bearer(token),
      payload: personInput({
        documentNumber: String(1_020_304_000 + index),
        email: `persona${index}@correo.com.co`,
      }),
    });
    const contract = await ctx.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: bearer(token),
      payload: contractInput(person.json().id, jobId, {
        startDate,
        salary: { amount, startDate },
      }),
    });
    if (contract.statusCode !== 201) throw new Error(`contract: ${contract.body}`);
    contractIds.push(contract.json().contract.id);
  }
  return { companyId: row.id, token, jobId, contractIds };
}

export function api(ctx: TestContext, token: string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject(
      payload === undefined
        ? { method, url, headers: bearer(token) }
        : { method, url, headers: bearer(token), payload },
    );
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
