import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TNieDocument } from '@quincena/contracts/electronic-payroll';
import type { TCalendar, TProcess } from '@quincena/contracts/settlement';
import { makeTestPkcs12 } from '@quincena/dian';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { companyBody, PNG_BYTES } from '../../src/features/company/company.fixtures.ts';
import { enablementBody } from '../../src/features/electronic-payroll/electronic-payroll.test-support.ts';
import { DIAN_SIMULATOR_PATH } from '../../src/features/electronic-payroll/index.ts';
import { rowsOf } from '../../src/platform/sql/rows.ts';
import { createUser } from '../factories.ts';
import { seedEmployees } from '../helpers/many-employees.ts';
import { nodeBinary } from '../helpers/node-runtimes.ts';
import {
  type ServerProcess,
  signInOverHttp,
  startServerProcess,
  untilPrinted,
  untilStarted,
} from '../helpers/server-process.ts';

/**
 * Issue 30, "workers anywhere": two API servers and two `npm run worker` processes, each with its own
 * DATA_DIR (as on separate machines), on one PostgreSQL. Through the HTTP API of either server a
 * company settles March 2026 while one worker is killed in the middle of a slice and another is
 * stopped with SIGTERM, mails its payslips with the logo uploaded to the other server, and builds,
 * signs and sends its electronic payroll with the certificate uploaded there too.
 */
const serverUrl = process.env.QUINCENA_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const EMPLOYEES = 1_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let databaseName: string;
let databaseUrl: string;
let database: DatabaseHandle;
const processes: ServerProcess[] = [];
let serverA: ServerProcess;
let serverB: ServerProcess;
let headers: { authorization: string };
let companyId: number;

const base = (server: ServerProcess) => `http://127.0.0.1:${server.port}`;

async function call<T>(server: ServerProcess, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base(server)}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text, json: () => JSON.parse(text) as T };
}

async function startApi(node = process.execPath): Promise<ServerProcess> {
  const server = await startServerProcess(node, {
    nodeOptions: ['--expose-gc'],
    env: { DATABASE_URL: databaseUrl, WORKERS_IN_API: 'false', SEED_DEMO: 'false', ALTCHA_MAX_NUMBER: '200' },
  });
  processes.push(server);
  await untilStarted(server, 150_000);
  expect(server.child.exitCode, server.output()).toBeNull();
  return server;
}

async function startWorker(node = process.execPath): Promise<ServerProcess> {
  const worker = await startServerProcess(node, {
    entry: 'src/worker.ts',
    nodeOptions: ['--expose-gc'],
    env: {
      DATABASE_URL: databaseUrl,
      SETTLEMENT_SLICES: '2',
      // Every process sends to one DIAN (here: server A's simulator), as they would to the real one.
      DIAN_URL: `${base(serverA)}${DIAN_SIMULATOR_PATH}`,
    },
  });
  processes.push(worker);
  await untilPrinted(worker, 'listo', 150_000);
  expect(worker.child.exitCode, worker.output()).toBeNull();
  return worker;
}

async function untilEnded(server: ServerProcess, calendarId: number, processId: number, ms: number) {
  const started = Date.now();
  while (Date.now() - started < ms) {
    const list = (await call<TProcess[]>(server, 'GET', `/api/processes?calendarId=${calendarId}`)).json();
    const run = list.find((row) => row.id === processId);
    if (run && run.status !== 'PENDIENTE' && run.status !== 'EN PROCESO') return run;
    await sleep(250);
  }
  throw new Error(`process ${processId} did not end within ${ms} ms`);
}

async function act(server: ServerProcess, calendarId: number, action: 'PRO' | 'CLO') {
  const started = await call<TProcess>(server, 'POST', '/api/processes', { calendarId, action });
  expect(started.status, started.body).toBeLessThan(300);
  return started.json();
}

/**
 * Holds the first slice of a run still in the middle of its work: the worker that holds it blocks on
 * its next write, so it can be stopped at a known point whatever the machine's speed.
 */
async function holdFirstSlice(processId: number) {
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  for (let attempt = 0; attempt < 6_000; attempt += 1) {
    const { rows } = await lock.query<{ status: string }>(
      'select status from settlement_slices where company_id = $1 and process_id = $2 and slice_index = 0',
      [companyId, processId],
    );
    if (rows[0]?.status === 'EN PROCESO') break;
    await sleep(5);
  }
  await lock.query('begin');
  const { rows } = await lock.query<{ status: string; thread: string; left: number }>(
    `select status, thread, cardinality(unit_ids) as left from settlement_slices
      where company_id = $1 and process_id = $2 and slice_index = 0 for update`,
    [companyId, processId],
  );
  const slice = rows[0];
  expect(slice?.status, 'the first slice ended before it could be held').toBe('EN PROCESO');
  expect(slice?.left).toBeGreaterThan(0);
  const holder = processes.find((p) => slice?.thread.endsWith(`:${p.child.pid}`));
  if (!holder) throw new Error(`no worker of this test holds the slice (${slice?.thread})`);
  return {
    holder,
    async release() {
      await lock.query('rollback');
      await lock.end();
    },
  };
}

async function resultsOf(processId: number) {
  const [row] = await rowsOf<{ results: number; contracts: number }>(
    database.db,
    sql`select count(*)::int as results, count(distinct contract_id)::int as contracts
          from settlement_results where company_id = ${companyId} and process_id = ${processId}`,
  );
  return row;
}

async function sliceAttempts(processId: number) {
  const rows = await rowsOf<{ attempt: number }>(
    database.db,
    sql`select attempt from settlement_slices
         where company_id = ${companyId} and process_id = ${processId} order by slice_index`,
  );
  return rows.map((row) => row.attempt);
}

/** The payslip PDFs the workers wrote to their development outboxes, by recipient. */
function mailedPayslips(): Map<string, Buffer> {
  const mailed = new Map<string, Buffer>();
  for (const worker of processes) {
    const outbox = join(worker.dataDir, 'outbox');
    if (!existsSync(outbox)) continue;
    for (const file of readdirSync(outbox)) {
      const eml = readFileSync(join(outbox, file), 'utf8');
      const attachment = /name=comprobante\.pdf[\s\S]*?\n\n([A-Za-z0-9+/=\n]+)/.exec(eml);
      const to = /^To: (.+)$/m.exec(eml)?.[1]?.trim();
      if (attachment?.[1] && to) mailed.set(to, Buffer.from(attachment[1].replace(/\n/g, ''), 'base64'));
    }
  }
  return mailed;
}

describe.runIf(serverUrl)(
  '[PLATFORM][MANY-MACHINES] two API servers and two workers on one PostgreSQL',
  () => {
    beforeAll(async () => {
      databaseName = `quincena_machines_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${databaseName}`);
      await admin.end();
      const url = new URL(serverUrl as string);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.toString();
      // Server A applies the migrations; B and the workers find them applied. B runs on Node 22 and the
      // replacement worker on Node 24: an installation may mix the supported runtimes (issue 30).
      serverA = await startApi();
      serverB = await startApi(nodeBinary(22));
      database = await openDatabase({ kind: 'postgres', url: databaseUrl });
      const user = await createUser(database.db);
      headers = await signInOverHttp(base(serverA), user.email, user.password);
      const created = await call<{ company: { id: number } }>(serverA, 'POST', '/api/company', companyBody());
      expect(created.status, created.body).toBe(201);
      companyId = created.json().company.id;
      const enabled = await call(
        serverA,
        'PUT',
        '/api/electronic-payroll/enablement',
        enablementBody(makeTestPkcs12({ nit: '900123456' })),
      );
      expect(enabled.status, enabled.body).toBe(200);
      const [job] = await rowsOf<{ id: number }>(
        database.db,
        sql`insert into jobs (company_id, name, area) values (${companyId}, 'Operario', 'Producción') returning id`,
      );
      await seedEmployees(database.db, companyId, job?.id as number, EMPLOYEES);
    }, 400_000);

    afterAll(async () => {
      for (const p of processes) if (p.child.exitCode === null) p.child.kill('SIGKILL');
      await Promise.all(processes.map((p) => p.exited));
      for (const p of processes) rmSync(p.dataDir, { recursive: true, force: true });
      await database?.close();
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }, 60_000);

    it('serves the logo uploaded through one server from the other', async () => {
      const logo = await fetch(`${base(serverB)}/api/company/logo`, { headers });
      expect(logo.status).toBe(200);
      expect(Buffer.from(await logo.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    });

    it('settles March, takes over the slice of a killed worker and lets a stopped one give its slice back', async () => {
      const workers = [await startWorker(), await startWorker()];
      const calendars = (await call<TCalendar[]>(serverB, 'GET', '/api/calendars?type=NM&year=2026')).json();
      const first = calendars.find((c) => c.periodStart === '2026-03-01') as TCalendar;
      const second = calendars.find((c) => c.periodStart === '2026-03-16') as TCalendar;

      // A worker dies in the middle of its slice: the other takes it over within a minute.
      const killed = await act(serverB, first.id, 'PRO');
      const held = await holdFirstSlice(killed.id);
      held.holder.child.kill('SIGKILL');
      await held.holder.exited;
      await held.release();
      const replacement = await startWorker(nodeBinary(24));
      const run = await untilEnded(serverA, first.id, killed.id, 150_000);
      expect(run.status, run.error ?? '').toBe('TERMINADO');
      expect((await sliceAttempts(killed.id))[0]).toBe(1);
      const settled = await resultsOf(killed.id);
      expect(settled?.results).toBe(settled?.contracts);
      expect(settled?.results).toBe(run.total - run.failed);
      expect(run.processed).toBe(run.total);
      expect((await act(serverA, first.id, 'CLO')).status).not.toBe('ERROR');

      // SIGTERM: the worker writes the batch it has, gives the slice back and exits cleanly.
      const stopped = await act(serverA, second.id, 'PRO');
      const secondHeld = await holdFirstSlice(stopped.id);
      secondHeld.holder.child.kill('SIGTERM');
      await sleep(500);
      await secondHeld.release();
      expect(await secondHeld.holder.exited).toBe(0);
      const secondRun = await untilEnded(serverB, second.id, stopped.id, 150_000);
      expect(secondRun.status, secondRun.error ?? '').toBe('TERMINADO');
      expect((await sliceAttempts(stopped.id))[0]).toBe(0);
      const secondSettled = await resultsOf(stopped.id);
      expect(secondSettled?.results).toBe(secondSettled?.contracts);
      expect(secondSettled?.results).toBe(secondRun.total - secondRun.failed);
      expect((await act(serverB, second.id, 'CLO')).status).not.toBe('ERROR');
      expect([...workers, replacement].filter((w) => w.child.exitCode === null)).not.toHaveLength(0);
    }, 400_000);

    it('mails the payslips with the logo uploaded through the other server', async () => {
      // Three people keep their address; the others have none and are listed as not sent.
      await database.db.execute(
        sql`update persons set email = '' where company_id = ${companyId}
             and email not in ('e1@empresa.com.co', 'e2@empresa.com.co', 'e3@empresa.com.co')`,
      );
      const calendars = (await call<TCalendar[]>(serverA, 'GET', '/api/calendars?type=NM&year=2026')).json();
      const first = calendars.find((c) => c.periodStart === '2026-03-01') as TCalendar;
      const started = await call<{ id: number }>(serverB, 'POST', '/api/documents/payslip-mailings', {
        calendarId: first.id,
      });
      expect(started.status, started.body).toBe(202);
      let mailing = { status: 'EN PROCESO', sent: 0 };
      for (let attempt = 0; attempt < 600 && mailing.status !== 'TERMINADO'; attempt += 1) {
        await sleep(200);
        mailing = (
          await call<typeof mailing>(serverA, 'GET', `/api/documents/payslip-mailings/${started.json().id}`)
        ).json();
      }
      expect(mailing).toMatchObject({ status: 'TERMINADO', sent: 3 });
      const mailed = mailedPayslips();
      expect([...mailed.keys()].sort()).toEqual([
        'e1@empresa.com.co',
        'e2@empresa.com.co',
        'e3@empresa.com.co',
      ]);
      // The company has a logo and no signature: the payslip's one image is the logo.
      for (const pdf of mailed.values()) expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    }, 200_000);

    it('builds, signs and sends the electronic payroll with the certificate uploaded through the other server', async () => {
      const nie = (await call<TCalendar[]>(serverB, 'GET', '/api/calendars?type=NIE&year=2026'))
        .json()
        .find((c) => c.month === 3) as TCalendar;
      const built = await act(serverB, nie.id, 'PRO');
      const run = await untilEnded(serverA, nie.id, built.id, 200_000);
      expect(run.status, run.error ?? '').toBe('TERMINADO');
      expect(run.failed).toBe(0);
      expect((await act(serverA, nie.id, 'CLO')).status).not.toBe('ERROR');
      const documents = (
        await call<TNieDocument[]>(serverA, 'GET', `/api/electronic-payroll/documents?calendarId=${nie.id}`)
      ).json();
      expect(documents.length).toBe(run.total);
      const chosen = documents.slice(0, 5).map((d) => d.id);
      const sent = await call(serverB, 'POST', '/api/electronic-payroll/transfer', {
        calendarId: nie.id,
        ids: chosen,
      });
      expect(sent.status, sent.body).toBe(202);
      let states: string[] = [];
      for (let attempt = 0; attempt < 600; attempt += 1) {
        await sleep(200);
        const list = (
          await call<TNieDocument[]>(serverA, 'GET', `/api/electronic-payroll/documents?calendarId=${nie.id}`)
        ).json();
        states = list.filter((d) => chosen.includes(d.id)).map((d) => d.status);
        if (states.every((status) => status !== 'EN TRANSFERENCIA' && status !== 'PENDIENTE')) break;
      }
      expect(states).toEqual(['ENVIADO', 'ENVIADO', 'ENVIADO', 'ENVIADO', 'ENVIADO']);
    }, 300_000);
  },
);
