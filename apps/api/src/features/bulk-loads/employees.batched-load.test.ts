import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, tokenFor } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { auditLog, contractSalaries, contracts, persons } from '../../db/schema/index.ts';
import { rowsOf } from '../../platform/sql/rows.ts';
import { contractInput, insertTestJob, personInput } from '../employees/employees.fixtures.ts';
import { validateContractRow, validatePersonRow } from '../employees/row-validators.ts';
import { type EmployeeRecord, employeesBulkLoad } from './loads/employees.load.ts';

let ctx: TestContext;
let admin: Record<string, string>;
let adminId: number;
let companyId: number;
let jobId: number;
let template: { columns: Array<{ key: string; example: string }> };

beforeAll(async () => {
  ctx = await createTestApp();
  companyId = (await createCompany(ctx.db)).id;
  jobId = (await insertTestJob(ctx.db, companyId)).id;
  const user = await createUser(ctx.db, { companyId });
  adminId = user.id;
  admin = bearer(await tokenFor(ctx.db, ctx.clock, user));
  template = (
    await ctx.app.inject({ method: 'GET', url: '/api/bulk-loads/employees/template', headers: admin })
  ).json();
});
afterAll(async () => ctx.close());

const countOf = async (table: typeof persons | typeof contracts | typeof contractSalaries) =>
  (await ctx.db.select().from(table).where(eq(table.companyId, companyId))).length;

function fileOf(count: number, firstNumber: number) {
  const numberIndex = template.columns.findIndex((column) => column.key === 'person.documentNumber');
  const emailIndex = template.columns.findIndex((column) => column.key === 'person.email');
  const base = template.columns.map((column) => (column.example === '' ? '*' : column.example));
  return Array.from({ length: count }, (_, index) => {
    const cells = [...base];
    cells[numberIndex] = String(firstNumber + index);
    cells[emailIndex] = `empleado${firstNumber + index}@empresa.com.co`;
    return { position: index + 2, cells };
  });
}

function record(documentNumber: string, job: number): EmployeeRecord {
  const person = validatePersonRow(personInput({ documentNumber }));
  const contract = validateContractRow(contractInput(1, job));
  if (!person.ok || !contract.ok) throw new Error('fixture rows must be valid');
  const { personId: _standIn, ...rest } = contract.value;
  return { person: person.value, contract: rest };
}

describe('a bulk load does not hold the database for its whole length (decision 0211)', () => {
  it('answers a request issued during a load before the load finishes', async () => {
    let loadDone = false;
    const load = ctx.app
      .inject({
        method: 'POST',
        url: '/api/bulk-loads/employees',
        headers: admin,
        payload: { fileName: 'empleados.xlsx', rows: fileOf(1200, 20_000_000) },
      })
      .then((response) => {
        loadDone = true;
        return response;
      });
    // Wait until the load is writing (its first batch is committed), then ask for the list.
    while (!loadDone && (await countOf(persons)) === 0)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(loadDone).toBe(false);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/employees?pageSize=1', headers: admin });
    expect(list.statusCode).toBe(200);
    expect(loadDone).toBe(false);
    const response = await load;
    expect(response.json()).toMatchObject({ outcome: 'LOADED', loaded: 1200 });
    expect(await countOf(contracts)).toBe(1200);
    // The load's rows are audited as made by the administrator who uploaded the file.
    const [salaryAudit] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'contract_salaries'))
      .limit(1);
    expect(salaryAudit?.userId).toBe(adminId);
  });

  it('checks each new contract against its person directly, not by walking every person of the company', async () => {
    // Before: the foreign-key check of a new contract kept the plan made while `persons` was nearly
    // empty, which walked every person of the company per contract: each batch held the embedded
    // database longer than the last (60 ms, then 770 ms after 2,000 rows). 1,500 rows read 1.1
    // million person entries then; about 21,000 now.
    const personsRead = async () => {
      await ctx.db.execute(sql`select pg_stat_force_next_flush()`);
      await ctx.db.execute(sql`select pg_stat_clear_snapshot()`);
      const [row] = await rowsOf<{ read: string }>(
        ctx.db,
        sql`select ((select coalesce(seq_tup_read, 0) from pg_stat_user_tables where relname = 'persons')
                 + (select coalesce(sum(idx_tup_read), 0) from pg_stat_user_indexes where relname = 'persons'))::text as read`,
      );
      return Number(row?.read ?? 0);
    };
    const before = await personsRead();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/bulk-loads/employees',
      headers: admin,
      payload: { fileName: 'empleados.xlsx', rows: fileOf(1500, 30_000_000) },
    });
    expect(response.json()).toMatchObject({ outcome: 'LOADED', loaded: 1500 });
    const read = (await personsRead()) - before;
    expect(read).toBeLessThan(100_000);
  });

  it('removes the batches already committed when a later batch fails: all or nothing', async () => {
    const before = { persons: await countOf(persons), contracts: await countOf(contracts) };
    const records = Array.from({ length: 250 }, (_, index) =>
      // Row 230 names a job that does not exist: its batch (a later one) fails in the database.
      record(String(30_000_000 + index), index === 230 ? 2_000_000_000 : jobId),
    );
    const published: string[] = [];
    const definition = employeesBulkLoad({ events: { publish: (_company, type) => published.push(type) } });
    if (!definition.applyInBatches) throw new Error('the employee load writes in batches');
    await expect(definition.applyInBatches(ctx.db, companyId, records, adminId)).rejects.toThrow();
    // Nobody was hired: no webhook hears of the batches that were removed.
    expect(published).toEqual([]);
    expect(await countOf(persons)).toBe(before.persons);
    expect(await countOf(contracts)).toBe(before.contracts);
    expect(await countOf(contractSalaries)).toBe(before.contracts);
  });
});
