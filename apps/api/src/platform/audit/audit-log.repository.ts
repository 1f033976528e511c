import type { TAuditLogQueryParsed, TAuditLogRow } from '@quincena/contracts/audit';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apiKeys, auditLog, contracts, persons, users } from '../../db/schema/index.ts';
import {
  type ListFields,
  listConditions,
  listOrder,
  pageOffset,
  toPage,
  totalOver,
} from '../paging/list-query.ts';
import { contractOfRow, personOfContract } from '../sql/contract-joins.ts';
import { personAuditNameSql } from '../sql/person-name.ts';

/** Colombia keeps UTC−5 all year (no daylight saving): a day starts at 05:00 UTC. */
const dayStart = (day: string) => new Date(`${day}T00:00:00-05:00`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 24 * 60 * 60 * 1000);

const employeeName = personAuditNameSql;

/** A person's e-mail, or "Clave API: <name>" for a change made with a company API key (decision 0337). */
const actorName = sql<string | null>`coalesce('Clave API: ' || ${apiKeys.name}, ${users.email})`;

const FIELDS: ListFields = {
  occurredAt: auditLog.occurredAt,
  userEmail: actorName,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  employeeName,
  action: auditLog.action,
};
const SEARCH_FIELDS = ['userEmail', 'entity', 'entityId', 'employeeName'] as const;

/** A page of the company's audit log, newest first unless another order is asked. */
export async function listAuditLog(db: Database, companyId: number, query: TAuditLogQueryParsed) {
  return toPage(query, async (pageQuery) => {
    const conditions: SQL[] = [eq(auditLog.companyId, companyId)];
    if (query.personId) conditions.push(eq(contracts.personId, query.personId));
    if (query.contractId) conditions.push(eq(auditLog.contractId, query.contractId));
    if (query.from) conditions.push(sql`${auditLog.occurredAt} >= ${dayStart(query.from).toISOString()}`);
    if (query.to) conditions.push(sql`${auditLog.occurredAt} < ${nextDayStart(query.to).toISOString()}`);
    conditions.push(...listConditions(FIELDS, SEARCH_FIELDS, pageQuery));
    const found = await db
      .select({
        id: auditLog.id,
        occurredAt: auditLog.occurredAt,
        userId: auditLog.userId,
        userEmail: actorName,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        contractId: auditLog.contractId,
        employeeName,
        action: auditLog.action,
        before: auditLog.before,
        after: auditLog.after,
        total: totalOver,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .leftJoin(apiKeys, eq(apiKeys.userId, auditLog.userId))
      .leftJoin(contracts, contractOfRow(auditLog))
      .leftJoin(persons, personOfContract)
      .where(and(...conditions))
      .orderBy(...listOrder(FIELDS, pageQuery, [desc(auditLog.occurredAt)], auditLog.id))
      .limit(pageQuery.pageSize)
      .offset(pageOffset(pageQuery));
    const rows: TAuditLogRow[] = found.map(({ total: _total, occurredAt, ...row }) => ({
      ...row,
      occurredAt: new Date(occurredAt).toISOString(),
    }));
    return { rows, total: found[0]?.total ?? null };
  });
}
