import { bearer, createCompany, createUser, tokenFor } from '../../../test/factories.ts';
import { answered } from '../../../test/helpers/api-call.ts';
import type { TestContext } from '../../../test/helpers/test-app.ts';

/** An administrator of a fresh company and a client (employee) of the same company, with their tokens. */
export async function companyWithUsers(ctx: TestContext) {
  const company = await createCompany(ctx.db);
  const admin = await createUser(ctx.db, { companyId: company.id });
  const client = await createUser(ctx.db, { role: 'CLIENT', companyId: company.id });
  const adminToken = await tokenFor(ctx.db, ctx.clock, admin);
  const clientToken = await tokenFor(ctx.db, ctx.clock, client);
  const call =
    (token: string) => (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { company, admin: call(adminToken), client: call(clientToken) };
}

/** A new company's administrator (companyWithUsers) creates a row at `url`: the caller and the row answered with 201. */
export async function rowCreatedByNewAdmin(ctx: TestContext, url: string, body: object) {
  const { admin } = await companyWithUsers(ctx);
  return { admin, row: answered(await admin('POST', url, body), 201) };
}

/** An account-plan row: the basic salary debited to 510506 on payroll vouchers, expense type 51 with cost centres. */
export const SALARY_DEBIT_ROW = {
  account1: '510506',
  nature: 'D',
  voucherType: 'NM',
  thirdPartyType: '14628',
  concept: 'BASIC',
  expenseType: '51',
  managesCostCentre: true,
};
