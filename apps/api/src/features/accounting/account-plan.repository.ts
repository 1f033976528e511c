import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountPlanRows, thirdParties } from '../../db/schema/index.ts';
import { inSameCompany } from '../../platform/sql/company-scope.ts';
import { deleteRecord, recordOf } from './company-records.ts';

export type AccountPlanValues = {
  conceptCode: string;
  account1: string;
  account2: string;
  nature: string;
  voucherType: string;
  thirdPartyType: string;
  thirdPartyId: number | null;
  entityType: string | null;
  expenseType: string | null;
  managesCostCentre: boolean;
};

export type StoredAccountPlanRow = AccountPlanValues & {
  id: number;
  thirdPartyNit: string | null;
  thirdPartyName: string | null;
};

const columns = {
  id: accountPlanRows.id,
  conceptCode: accountPlanRows.conceptCode,
  account1: accountPlanRows.account1,
  account2: accountPlanRows.account2,
  nature: accountPlanRows.nature,
  voucherType: accountPlanRows.voucherType,
  thirdPartyType: accountPlanRows.thirdPartyType,
  thirdPartyId: accountPlanRows.thirdPartyId,
  entityType: accountPlanRows.entityType,
  expenseType: accountPlanRows.expenseType,
  managesCostCentre: accountPlanRows.managesCostCentre,
  thirdPartyNit: thirdParties.nit,
  thirdPartyName: thirdParties.name,
};

function selectRows(db: Database) {
  // The third party is joined on the company too: the composite key never reaches another company's row.
  return db
    .select(columns)
    .from(accountPlanRows)
    .leftJoin(
      thirdParties,
      inSameCompany(thirdParties, accountPlanRows, thirdParties.id, accountPlanRows.thirdPartyId),
    );
}

export async function selectAccountPlan(db: Database, companyId: number): Promise<StoredAccountPlanRow[]> {
  return selectRows(db).where(eq(accountPlanRows.companyId, companyId)).orderBy(asc(accountPlanRows.id));
}

export async function selectAccountPlanRow(
  db: Database,
  companyId: number,
  id: number,
): Promise<StoredAccountPlanRow | null> {
  const [row] = await selectRows(db).where(recordOf(accountPlanRows, companyId, id));
  return row ?? null;
}

export async function insertAccountPlanRow(db: Database, companyId: number, values: AccountPlanValues) {
  const [row] = await db
    .insert(accountPlanRows)
    .values({ companyId, ...values })
    .returning({ id: accountPlanRows.id });
  if (!row) throw new Error('account plan insert returned no row');
  return row.id;
}

export async function updateAccountPlanRow(
  db: Database,
  companyId: number,
  id: number,
  values: AccountPlanValues,
): Promise<boolean> {
  const rows = await db
    .update(accountPlanRows)
    .set({ ...values, updatedAt: sql`now()` })
    .where(recordOf(accountPlanRows, companyId, id))
    .returning({ id: accountPlanRows.id });
  return rows.length > 0;
}

export function deleteAccountPlanRow(db: Database, companyId: number, id: number): Promise<boolean> {
  return deleteRecord(db, accountPlanRows, companyId, id);
}
