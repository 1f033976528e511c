import { randomUUID } from 'node:crypto';
import type { TApiKey, TApiKeyAccess, TApiKeyArea } from '@quincena/contracts/api-keys';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { apiKeys, users } from '../../db/schema/index.ts';

const creators = alias(users, 'api_key_creators');

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  access: apiKeys.access,
  areas: apiKeys.areas,
  createdBy: creators.email,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

type Row = {
  id: number;
  name: string;
  prefix: string;
  access: TApiKeyAccess;
  areas: string[];
  createdBy: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

const toKey = (row: Row): TApiKey => ({
  ...row,
  areas: row.areas as TApiKeyArea[],
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** The company's keys, newest first (a company has a handful: no paging). */
export async function listApiKeys(db: Database, companyId: number): Promise<TApiKey[]> {
  const rows = await db
    .select(columns)
    .from(apiKeys)
    .leftJoin(creators, eq(creators.id, apiKeys.createdBy))
    .where(eq(apiKeys.companyId, companyId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toKey);
}

export async function findApiKey(db: Database, companyId: number, id: number): Promise<TApiKey | null> {
  const [row] = await db
    .select(columns)
    .from(apiKeys)
    .leftJoin(creators, eq(creators.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id)));
  return row ? toKey(row) : null;
}

/**
 * The key's principal: an inactive ADMIN row of the company, without a usable password or a
 * reachable address, so it can never sign in and no mail goes to it. It exists so the audit triggers
 * and "created by" columns point at the key (decision 0337).
 */
export async function insertPrincipal(db: Database, companyId: number, unusablePasswordHash: string) {
  const [row] = await db
    .insert(users)
    .values({
      email: `clave-api-${randomUUID()}@claves-api.invalid`,
      passwordHash: unusablePasswordHash,
      role: 'ADMIN',
      status: 'I',
      enabled: false,
      companyId,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('principal not created');
  return row.id;
}

export async function insertApiKey(
  db: Database,
  values: {
    companyId: number;
    name: string;
    prefix: string;
    secretHash: string;
    access: TApiKeyAccess;
    areas: TApiKeyArea[];
    userId: number;
    createdBy: number;
    createdAt: Date;
  },
): Promise<number> {
  const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  if (!row) throw new Error('api key not created');
  return row.id;
}

export async function markRevoked(db: Database, companyId: number, id: number, by: number, at: Date) {
  await db
    .update(apiKeys)
    .set({ revokedAt: at, revokedBy: by })
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id)));
}
