import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, tokenFor, userToken } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { auditLog } from '../../db/schema/index.ts';
import { contractInput, insertTestJob, personInput } from '../employees/employees.fixtures.ts';

let ctx: TestContext;
let admin: Record<string, string>;
let adminId: number;
let client: Record<string, string>;
let otherAdmin: Record<string, string>;
let companyId: number;
let otherCompanyId: number;
let personId: number;
let contractId: number;
let secondPersonId: number;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: headers as Record<string, string>,
    ...(payload ? { payload } : {}),
  });

const auditPage = (query: string, headers = admin) => call('GET', `/api/audit-log?${query}`, headers);

/** Colombian day of now (UTC−5). */
const today = () => new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp();
  const company = await createCompany(ctx.db);
  const other = await createCompany(ctx.db);
  companyId = company.id;
  otherCompanyId = other.id;
  const adminUser = await createUser(ctx.db, { companyId });
  adminId = adminUser.id;
  admin = bearer(await tokenFor(ctx.db, ctx.clock, adminUser));
  client = bearer(await userToken(ctx, { companyId, role: 'CLIENT' }));
  otherAdmin = bearer(await userToken(ctx, { companyId: other.id }));
  const jobId = (await insertTestJob(ctx.db, companyId)).id;
  personId = (await call('POST', '/api/persons', admin, personInput())).json().id;
  secondPersonId = (
    await call('POST', '/api/persons', admin, personInput({ documentNumber: '79111222', firstName: 'Luis' }))
  ).json().id;
  const created = await call('POST', '/api/contracts', admin, contractInput(personId, jobId));
  expect(created.statusCode).toBe(201);
  contractId = created.json().contract.id;
  await call('POST', '/api/contracts', admin, contractInput(secondPersonId, jobId));
});
afterAll(() => ctx.close());

describe('recording pay-affecting changes', () => {
  it('records a salary change with who, when and the amounts before and after', async () => {
    const first = await call('PUT', `/api/contracts/${contractId}/salary`, admin, {
      amount: 3_000_000,
      startDate: '2026-06-01',
    });
    expect(first.statusCode).toBe(200);
    // Same date again: the row is corrected in place, so the log shows the old and the new amount.
    await call('PUT', `/api/contracts/${contractId}/salary`, admin, {
      amount: 3_200_000,
      startDate: '2026-06-01',
    });
    const page = (await auditPage(`search=contract_salaries&personId=${personId}`)).json();
    const changes = page.rows.filter(
      (row: { entityId: string }) => row.entityId === `${contractId}/2026-06-01`,
    );
    expect(changes.map((row: { action: string }) => row.action)).toEqual(['UPDATE', 'INSERT']);
    expect(changes[0]).toMatchObject({
      userId: adminId,
      contractId,
      employeeName: 'Ana Pérez Gómez',
      before: { amount: 3_000_000 },
      after: { amount: 3_200_000 },
    });
    expect(changes[1].after).toMatchObject({ amount: 3_000_000, start_date: '2026-06-01' });
    expect(Date.now() - new Date(changes[0].occurredAt).getTime()).toBeLessThan(60_000);
  });

  it('records a contract change as the changed terms only, with the acting user', async () => {
    const jobId = (await insertTestJob(ctx.db, companyId, 'Contador')).id;
    const { personId: _p, salary: _s, vacationsTaken: _v, ...update } = contractInput(personId, jobId);
    const response = await call('PUT', `/api/contracts/${contractId}`, admin, {
      ...update,
      vacationsTaken: 0,
      contractType: '1',
      endDate: '2027-01-31',
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = (await auditPage(`contractId=${contractId}`)).json().rows;
    const change = rows.find(
      (row: { entity: string; action: string }) => row.entity === 'contracts' && row.action === 'UPDATE',
    );
    expect(change).toMatchObject({
      userId: adminId,
      before: { end_date: null },
      after: { end_date: '2027-01-31' },
    });
    expect(Object.keys(change.after)).not.toContain('updated_at');
  });

  it('records initial balances and payroll configuration changes in the same transaction as the change', async () => {
    const balances = {
      EPS: { days: 30, amount: 2_500_000 },
      ARL: { days: 30, amount: 2_500_000 },
      SEVERANCE: { days: null, amount: null },
      SEVERANCE_INTEREST: { days: null, amount: null },
      VACATION: { days: null, amount: null },
      PRIMA: { days: null, amount: null },
    };
    const saved = await call('POST', '/api/initial-balances', admin, {
      contractId,
      cutOffDate: '2026-01-31',
      balances,
    });
    expect(saved.statusCode).toBe(201);
    const { config } = (await call('GET', '/api/payroll-config', admin)).json();
    const flipped = config.absencesPayDay31 === 'YES' ? 'NO' : 'YES';
    expect(
      (await call('PUT', '/api/payroll-config', admin, { ...config, absencesPayDay31: flipped })).statusCode,
    ).toBe(200);

    const rows = (await auditPage('pageSize=100')).json().rows as {
      entity: string;
      userId: number;
      after: object;
    }[];
    const balanceRows = rows.filter((row) => row.entity === 'initial_balances');
    expect(balanceRows.length).toBeGreaterThanOrEqual(2);
    expect(balanceRows.every((row) => row.userId === adminId)).toBe(true);
    const configRow = rows.find(
      (row) => row.entity === 'payroll_configs' && 'absences_pay_day_31' in (row.after ?? {}),
    );
    expect(configRow).toMatchObject({ userId: adminId, after: { absences_pay_day_31: flipped } });
  });

  it('leaves no audit row when the change is refused (same transaction)', async () => {
    const before = (await auditPage('pageSize=1')).json().total;
    const refused = await call('PUT', `/api/contracts/${contractId}/salary`, admin, {
      amount: -5,
      startDate: '2026-07-01',
    });
    expect(refused.statusCode).toBe(400);
    expect((await auditPage('pageSize=1')).json().total).toBe(before);
  });
});

describe('GET /api/audit-log', () => {
  it('filters by employee: another person’s changes are not listed', async () => {
    const rows = (await auditPage(`personId=${secondPersonId}&pageSize=100`)).json().rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row: { employeeName: string }) => row.employeeName?.startsWith('Luis'))).toBe(true);
  });

  it('filters by day range in Colombian days, and pages on the server', async () => {
    const all = (await auditPage(`from=${today()}&to=${today()}&pageSize=2`)).json();
    expect(all.rows).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    expect((await auditPage('from=2020-01-01&to=2020-12-31')).json().total).toBe(0);
    const bad = await auditPage('from=2026-05-01&to=2026-04-01');
    expect(bad.statusCode).toBe(400);
    expect((await auditPage('from=9999-12-31')).statusCode).toBe(400);
    expect((await auditPage('to=2026-02-30')).statusCode).toBe(400);
  });

  it('is for administrators of the company only: a CLIENT gets 403, another company sees none of it', async () => {
    expect((await auditPage('', client)).statusCode).toBe(403);
    expect((await call('GET', '/api/audit-log', {})).statusCode).toBe(401);
    const theirs = (await auditPage(`contractId=${contractId}&companyId=${companyId}`, otherAdmin)).json();
    expect(theirs.total).toBe(0);
  });

  it('has no route that edits or deletes the log', async () => {
    for (const method of ['PUT', 'DELETE', 'POST'] as const) {
      expect((await call(method, '/api/audit-log', admin, {})).statusCode).toBe(404);
    }
  });
});

describe('the audit_log table is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE with an exception', async () => {
    const [row] = await ctx.db.select().from(auditLog).where(eq(auditLog.companyId, companyId)).limit(1);
    expect(row).toBeDefined();
    await expect(
      ctx.db.execute(sql`update audit_log set user_id = null where id = ${row?.id}`),
    ).rejects.toThrow();
    await expect(ctx.db.execute(sql`delete from audit_log where id = ${row?.id}`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [still] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, row?.id ?? 0));
    expect(still?.userId).toBe(row?.userId);
    expect(otherCompanyId).not.toBe(companyId);
  });
});
