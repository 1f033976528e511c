import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, userToken } from '../../../test/factories.ts';
import { apiFor } from '../../../test/helpers/api-call.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { contractSalaries, contracts } from '../../db/schema/index.ts';
import { employeeContractId } from '../users/employee-fixtures.test-support.ts';
import { rejectedLoad } from './bulk-loads.test-support.ts';

let ctx: TestContext;
let admin: Record<string, string>;
let contractId: number;
let foreignContractId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const company = await createCompany(ctx.db);
  const other = await createCompany(ctx.db);
  contractId = await employeeContractId(ctx.db, company.id, '1001', 'Ana', 'Gómez');
  foreignContractId = await employeeContractId(ctx.db, other.id, '2001', 'Otro', 'Ruiz');
  admin = bearer(await userToken(ctx, { companyId: company.id }));
});
afterAll(async () => ctx.close());
const send = apiFor(() => ctx.app);

const upload = (rows: string[][]) =>
  send('POST', '/api/bulk-loads/salary-history', admin, {
    fileName: 'salarios.xls',
    rows: rows.map((cells, index) => ({ position: index + 2, cells })),
  });

const salaries = () =>
  ctx.db
    .select({ startDate: contractSalaries.startDate, amount: contractSalaries.amount })
    .from(contractSalaries)
    .where(eq(contractSalaries.contractId, contractId))
    .orderBy(contractSalaries.startDate);

describe('[BULK_LOADS][SALARY_HISTORY]', () => {
  it('refuses unknown and foreign contracts, repeated dates and the salary dialog rules, writing nothing', async () => {
    const response = await upload([
      [String(contractId), '01/03/2025', '1423500'],
      [String(foreignContractId), '01/03/2025', '1423500'],
      [String(contractId), '01/03/2025', '1500000'],
      [String(contractId), '01/04/2025', '0'],
    ]);
    expect(response.json().errors).toEqual([
      { row: 3, column: 'Contrato', message: 'El contrato no existe en la empresa' },
      { row: 4, column: 'Fecha inicio', message: 'Valor repetido en la fila 2 del archivo' },
      { row: 5, column: 'Salario', message: 'El valor debe ser mayor que cero' },
    ]);
    expect(await salaries()).toEqual([]);
  });

  it("rolls the whole file back when the employees service refuses a row (before the contract's start)", async () => {
    const response = await upload([
      [String(contractId), '01/03/2025', '1423500'],
      [String(contractId), '01/01/2025', '1300000'],
    ]);
    expect(response.json()).toEqual(
      rejectedLoad([
        {
          row: 3,
          column: 'Fecha inicio',
          message: 'La fecha del salario no puede ser anterior al inicio del contrato',
        },
      ]),
    );
    expect(await salaries()).toEqual([]);
  });

  it('loads dated salaries through the salary rules and refuses a date inside a settled period', async () => {
    const response = await upload([
      [String(contractId), '01/02/2025', '1423500'],
      [String(contractId), '01/01/2026', '1750905'],
    ]);
    expect(response.json()).toEqual({
      outcome: 'LOADED',
      loaded: 2,
      message: 'Se cargaron 2 registros exitosamente',
    });
    expect(await salaries()).toEqual([
      { startDate: '2025-02-01', amount: '1423500.00' },
      { startDate: '2026-01-01', amount: '1750905.00' },
    ]);
    await ctx.db.update(contracts).set({ settledThrough: '2026-01-31' }).where(eq(contracts.id, contractId));
    const settled = await upload([[String(contractId), '16/01/2026', '1800000']]);
    expect(settled.json().errors).toEqual([
      { row: 2, column: 'Fecha inicio', message: 'El salario no puede cambiar en un periodo ya liquidado' },
    ]);
  });
});
