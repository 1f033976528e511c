import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TPayslipMailing } from '@quincena/contracts/documents';
import type { TCalendar } from '@quincena/contracts/settlement';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { contracts, payslipMailings, persons, users } from '../../db/schema/index.ts';
import type { RequestAuth } from '../../platform/auth/request-context.ts';
import { createInProcessQueue } from '../../platform/jobs/index.ts';
import { createMailer } from '../../platform/mail/mailer.ts';
import { createLocalStorage } from '../../platform/storage/storage.ts';
import { api, settlementCompany, waitForProcess } from '../settlement/settlement.test-support.ts';
import { createPayslipMailingsService } from './payslip-mailings.service.ts';
import { createPayslipsService } from './payslips.service.ts';

let ctx: TestContext;
let call: ReturnType<typeof api>;
let companyId: number;
let contractIds: number[];
let january: TCalendar;
let februaryOpen: TCalendar;

/** The PDF attachments of the development outbox, by recipient. */
function mailedPayslips(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const file of readdirSync(join(ctx.dataDir, 'outbox'))) {
    const eml = readFileSync(join(ctx.dataDir, 'outbox', file), 'utf8');
    if (!/Content-Type: application\/pdf; name=comprobante\.pdf/.test(eml)) continue;
    const to = /^To: (.+)$/m.exec(eml)?.[1]?.trim() ?? '';
    counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

async function finished(id: number): Promise<TPayslipMailing> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const mailing = (await call('GET', `/api/documents/payslip-mailings/${id}`)).json() as TPayslipMailing;
    if (mailing.status === 'TERMINADO') return mailing;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`mailing ${id} did not end`);
}

beforeAll(async () => {
  ctx = await createTestApp();
  let token: string;
  ({ companyId, contractIds, token } = await settlementCompany(ctx, [1_750_905, 2_000_000, 4_200_000]));
  call = api(ctx, token);
  // The third employee's address was mistyped when the person was registered.
  const [third] = await ctx.db
    .select({ personId: contracts.personId })
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, contractIds[2] as number)));
  await ctx.db
    .update(persons)
    .set({ email: 'persona2-sin-dominio' })
    .where(and(eq(persons.companyId, companyId), eq(persons.id, third?.personId as number)));
  const calendars = (await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[];
  january = calendars.find((c) => c.month === 1 && c.fortnight === 1) as TCalendar;
  februaryOpen = calendars.find((c) => c.month === 2 && c.fortnight === 1) as TCalendar;
  const pro = await call('POST', '/api/processes', { calendarId: january.id, action: 'PRO' });
  expect((await waitForProcess(ctx, token, pro.json().id)).status).toBe('TERMINADO');
  expect(
    (await call('POST', '/api/processes', { calendarId: january.id, action: 'CLO' })).statusCode,
  ).toBeLessThan(300);
}, 120_000);
afterAll(() => ctx.close());

describe('POST /api/documents/payslip-mailings', () => {
  it('sends every payslip of the period in the background and lists the recipient it could not send', async () => {
    const response = await call('POST', '/api/documents/payslip-mailings', { calendarId: january.id });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({
      message: 'Envío de 3 comprobantes iniciado',
      total: 3,
      calendarId: january.id,
      detail: january.detail,
    });
    const mailing = await finished(response.json().id);
    expect(mailing).toMatchObject({ status: 'TERMINADO', total: 3, sent: 2, failed: 1 });
    expect(mailing.finishedAt).not.toBeNull();
    expect(mailing.errors).toEqual([
      {
        contractId: contractIds[2],
        employee: expect.any(String),
        email: 'persona2-sin-dominio',
        message: 'El correo electrónico registrado no es válido',
      },
    ]);
    const mailed = mailedPayslips();
    expect(mailed.get('persona0@correo.com.co')).toBe(1);
    expect(mailed.get('persona1@correo.com.co')).toBe(1);
    expect(mailed.has('persona2-sin-dominio')).toBe(false);

    const list = (await call('GET', `/api/documents/payslip-mailings?calendarId=${january.id}`)).json();
    expect(list.mailings.map((m: TPayslipMailing) => m.id)).toContain(mailing.id);
  });

  it('refuses a period that is not accumulated, and a second mailing while one is sending', async () => {
    const open = await call('POST', '/api/documents/payslip-mailings', { calendarId: februaryOpen.id });
    expect(open.statusCode).toBe(400);
    expect(open.json().message).toBe('Solo se envían comprobantes de periodos de nómina acumulados');
    const missing = await call('POST', '/api/documents/payslip-mailings', {});
    expect(missing.statusCode).toBe(400);

    await ctx.db
      .insert(payslipMailings)
      .values({ companyId, calendarId: january.id, total: 3, status: 'ENVIANDO' });
    const again = await call('POST', '/api/documents/payslip-mailings', { calendarId: january.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya se están enviando los comprobantes de este periodo');
    await ctx.db.delete(payslipMailings).where(eq(payslipMailings.status, 'ENVIANDO'));
  });

  it('shows another company nothing of the mailing', async () => {
    const [mailing] = await ctx.db
      .select()
      .from(payslipMailings)
      .where(eq(payslipMailings.companyId, companyId));
    const other = await settlementCompany(ctx, [1_750_905]);
    const foreign = await api(ctx, other.token)('GET', `/api/documents/payslip-mailings/${mailing?.id}`);
    expect(foreign.statusCode).toBe(404);
    const list = await api(ctx, other.token)('GET', '/api/documents/payslip-mailings');
    expect(list.json().mailings).toEqual([]);
  });
});

describe('a mailing cut off', () => {
  const service = (chunk?: number) => {
    const queue = createInProcessQueue();
    // The same development outbox the app writes to.
    const mail = createMailer({
      db: ctx.db,
      clock: ctx.clock,
      log: ctx.app.log,
      from: 'Quincena <no-responder@quincena.local>',
      outboxDir: join(ctx.dataDir, 'outbox'),
    });
    const payslips = createPayslipsService({
      db: ctx.db,
      clock: ctx.clock,
      storage: createLocalStorage(join(ctx.dataDir, 'files')),
      mail,
    });
    return {
      queue,
      mailings: createPayslipMailingsService({
        db: ctx.db,
        clock: ctx.clock,
        queue,
        mail,
        payslips,
        ...(chunk ? { chunk } : {}),
      }),
    };
  };

  it('resumes after the last recipient it recorded, so nobody gets the payslip twice', async () => {
    const before = mailedPayslips();
    // A server died after sending the first payslip of the period.
    const [row] = await ctx.db
      .insert(payslipMailings)
      .values({
        companyId,
        calendarId: january.id,
        total: 3,
        status: 'ENVIANDO',
        sent: 1,
        lastContractId: contractIds[0] as number,
        updatedAt: new Date(ctx.clock.now().getTime() - 10 * 60_000),
      })
      .returning();
    const { queue, mailings } = service();
    await queue.start();
    await mailings.startWorking();
    expect(await mailings.recover(5 * 60_000)).toBe(1);
    await queue.idle();
    const [after] = await ctx.db
      .select()
      .from(payslipMailings)
      .where(and(eq(payslipMailings.companyId, companyId), eq(payslipMailings.id, row?.id as number)));
    expect(after).toMatchObject({ status: 'TERMINADO', sent: 2, failed: 1, attempt: 2 });
    const mailed = mailedPayslips();
    expect(mailed.get('persona0@correo.com.co')).toBe(before.get('persona0@correo.com.co'));
    expect(mailed.get('persona1@correo.com.co')).toBe((before.get('persona1@correo.com.co') ?? 0) + 1);
    await queue.stop();
  });

  it('two mailings of one period requested at once: one starts, the other is refused, one row', async () => {
    // A queue that is never started keeps the first mailing queued (EN_COLA) while the second arrives.
    const { mailings } = service();
    const [user] = await ctx.db.select().from(users).where(eq(users.companyId, companyId)).limit(1);
    const auth = { userId: user?.id as number, companyId, role: 'ADMIN' } as RequestAuth;
    const outcomes = await Promise.allSettled([
      mailings.start(auth, { calendarId: january.id }),
      mailings.start(auth, { calendarId: january.id }),
    ]);
    const started = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(started).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      statusCode: 409,
      message: 'Ya se están enviando los comprobantes de este periodo',
    });
    const running = await ctx.db
      .select()
      .from(payslipMailings)
      .where(and(eq(payslipMailings.companyId, companyId), eq(payslipMailings.status, 'EN_COLA')));
    expect(running).toHaveLength(1);
    await ctx.db.delete(payslipMailings).where(eq(payslipMailings.status, 'EN_COLA'));
  });

  it('lets a run that lost its claim write nothing', async () => {
    const [row] = await ctx.db
      .insert(payslipMailings)
      .values({ companyId, calendarId: january.id, total: 3, status: 'ENVIANDO', attempt: 2 })
      .returning();
    const { mailings } = service();
    const before = mailedPayslips();
    await mailings.runJob({ companyId, mailingId: row?.id as number, attempt: 1 });
    const [after] = await ctx.db
      .select()
      .from(payslipMailings)
      .where(and(eq(payslipMailings.companyId, companyId), eq(payslipMailings.id, row?.id as number)));
    expect(after).toMatchObject({ status: 'ENVIANDO', sent: 0, failed: 0 });
    expect(mailedPayslips()).toEqual(before);
    await ctx.db.delete(payslipMailings).where(eq(payslipMailings.id, row?.id as number));
  });

  it('continues a period larger than one job in queued jobs, one chunk each', async () => {
    const before = mailedPayslips();
    const [row] = await ctx.db
      .insert(payslipMailings)
      .values({ companyId, calendarId: january.id, total: 3 })
      .returning();
    const { queue, mailings } = service(1);
    const jobs: number[] = [];
    const enqueue = queue.enqueue.bind(queue);
    queue.enqueue = async (name, payload) => {
      jobs.push((payload as { mailingId: number }).mailingId);
      return enqueue(name, payload);
    };
    await queue.start();
    await mailings.startWorking();
    await queue.enqueue('payslip-mailing', { companyId, mailingId: row?.id as number, attempt: 1 });
    await queue.idle();
    // The first job and one continuation after each of the three recipients.
    expect(jobs).toHaveLength(4);
    const [after] = await ctx.db
      .select()
      .from(payslipMailings)
      .where(and(eq(payslipMailings.companyId, companyId), eq(payslipMailings.id, row?.id as number)));
    expect(after).toMatchObject({ status: 'TERMINADO', sent: 2, failed: 1, lastContractId: contractIds[2] });
    const mailed = mailedPayslips();
    expect(mailed.get('persona0@correo.com.co')).toBe((before.get('persona0@correo.com.co') ?? 0) + 1);
    expect(mailed.get('persona1@correo.com.co')).toBe((before.get('persona1@correo.com.co') ?? 0) + 1);
    await queue.stop();
  });
});
