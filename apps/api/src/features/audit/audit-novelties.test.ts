import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { auditLog, noveltyReported, settlementProcesses } from '../../db/schema/index.ts';
import { insertCalendar, noveltyWorld } from '../novelties/novelties.test-support.ts';

let ctx: TestContext;
let w: Awaited<ReturnType<typeof noveltyWorld>>;
let march: number;
let secondAdmin: Record<string, string>;
let secondAdminId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  w = await noveltyWorld(ctx);
  march = await insertCalendar(ctx.db, w.companyId, '2026-03-01', '2026-03-31', 'OPEN');
  const user = await createUser(ctx.db, { companyId: w.companyId });
  secondAdminId = user.id;
  secondAdmin = bearer(await tokenFor(ctx.db, ctx.clock, user));
});
afterAll(() => ctx.close());

describe('novelties in the audit log', () => {
  it('records who created, who changed and who deleted a reported novelty, with the values', async () => {
    const body = {
      calendarId: march,
      contractId: w.ana,
      conceptCode: 'BONUS_SALARY',
      value: 350000,
      observations: 'x',
    };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/novelties/reported',
      headers: w.admin,
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().row.id as number;
    const [stored] = await ctx.db.select().from(noveltyReported).where(eq(noveltyReported.id, id));
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/novelties/reported/${id}`,
      headers: secondAdmin,
      payload: { ...body, value: 400000 },
    });
    expect(changed.statusCode).toBe(200);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/novelties/reported/${id}`,
      headers: secondAdmin,
    });
    expect(removed.statusCode).toBe(200);

    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.companyId, w.companyId),
          eq(auditLog.entity, 'novelty_reported'),
          eq(auditLog.entityId, String(id)),
        ),
      )
      .orderBy(auditLog.id);
    expect(rows.map((row) => [row.action, row.userId])).toEqual([
      ['INSERT', stored?.createdByUserId],
      ['UPDATE', secondAdminId],
      ['DELETE', secondAdminId],
    ]);
    expect(rows[1]).toMatchObject({ contractId: w.ana, before: { value: 350000 }, after: { value: 400000 } });
    expect(rows[2]?.before).toMatchObject({ value: 400000, concept_code: 'BONUS_SALARY' });
  });
});

describe('settlement actions in the audit log', () => {
  it('records a PRO with the user who asked for it and its outcome, not its progress ticks', async () => {
    const [process] = await ctx.db
      .insert(settlementProcesses)
      .values({ companyId: w.companyId, calendarId: march, action: 'PRO', requestedBy: secondAdminId })
      .returning();
    const id = process?.id as number;
    const where = eq(settlementProcesses.id, id);
    await ctx.db.update(settlementProcesses).set({ status: 'EN PROCESO', percentage: 10 }).where(where);
    await ctx.db
      .update(settlementProcesses)
      .set({ percentage: 60, processed: 3, record: '3/5' })
      .where(where);
    await ctx.db.update(settlementProcesses).set({ status: 'TERMINADO', percentage: 100 }).where(where);
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'settlement_processes'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(rows.map((row) => [row.action, row.userId, row.after?.status ?? null])).toEqual([
      ['INSERT', secondAdminId, 'PENDIENTE'],
      ['UPDATE', secondAdminId, 'EN PROCESO'],
      ['UPDATE', secondAdminId, 'TERMINADO'],
    ]);
  });
});
