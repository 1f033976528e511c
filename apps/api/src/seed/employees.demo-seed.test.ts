import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/helpers/test-app.ts';
import { findUserByEmail } from '../features/access/access.repository.ts';
import { DEMO_ACCOUNTS } from './access.demo-seed.ts';
import { seed } from './seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('[EMPLOYEES][DEMO_SEED]', () => {
  it('gives the demo company four employees once, the first being the demo employee user', async () => {
    await seed(ctx.db, { demo: true, log: ctx.app.log });
    await seed(ctx.db, { demo: true, log: ctx.app.log });
    const admin = await findUserByEmail(ctx.db, DEMO_ACCOUNTS.admin.email);
    const employee = await findUserByEmail(ctx.db, DEMO_ACCOUNTS.employee.email);
    if (!admin || !employee) throw new Error('demo users missing');
    const token = await tokenFor(ctx.db, ctx.clock, admin);
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/employees', headers: bearer(token) })
    ).json();
    expect(
      list.rows.map((row: { fullName: string; statusCode: string }) => [row.fullName, row.statusCode]),
    ).toEqual([
      ['Carlos Eduardo Mendoza', 'RETIRADO'],
      ['Valentina Ruiz Castaño', 'ACTIVO'],
      ['Andrés Felipe Gómez Torres', 'ACTIVO'],
      ['Laura Camila Restrepo Díaz', 'ACTIVO'],
    ]);
    const laura = list.rows[3];
    expect(laura.documentNumber).toBe(employee.employeeNumberId);
    const contract = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/contracts/${laura.contractId}`,
        headers: bearer(token),
      })
    ).json();
    expect(
      contract.salaryHistory.map((entry: { startDate: string; amount: number }) => [
        entry.startDate,
        entry.amount,
      ]),
    ).toEqual([
      ['2024-02-01', 3_200_000],
      ['2025-01-01', 3_450_000],
    ]);
  });
});
