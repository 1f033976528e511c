/**
 * The company the benchmarks share: an administrator and `count` employees with the variety of a real
 * payroll (50 salary levels, integral salaries, contracts without transport aid, withholding procedure
 * 2, voluntary pension and AFC, contracts starting or ending inside March 2026), loaded set-based.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { TCalendar, TProcess } from '@quincena/contracts/settlement';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../src/db/client.ts';
import { companies, jobs, users } from '../src/db/schema/index.ts';
import { systemClock } from '../src/platform/clock.ts';
import { tokenFor } from '../test/factories.ts';

export function numberArgument(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

/** 10,000 persons, contracts and salaries in three set-based statements (the load itself is not measured). */
export async function seedEmployees(
  db: DatabaseHandle['db'],
  companyId: number,
  jobId: number,
  count: number,
) {
  await db.execute(sql`
    insert into persons (company_id, document_type, document_number, first_name, first_surname, address, country_code, email)
    select ${companyId}, 'CC', (50000000 + n)::text, 'Empleado', 'Número ' || n, 'Calle ' || n, 'CO', 'e' || n || '@empresa.com.co'
      from generate_series(1, ${count}) as n`);
  await db.execute(sql`
    insert into contracts (company_id, person_id, salary_type, contract_type, start_date, end_date, status, job_id,
      vacation_system, vacations_taken, work_place, bank_code, account_type, account_number, eps_code, afp_code,
      severance_fund_code, ccf_code, arl_risk_class, economic_activity, contributor_type, contributor_subtype,
      withholding_procedure, withholding_percentage, transport_aid_excluded, voluntary_pension_monthly, afc_monthly,
      voluntary_pension_fund_code, afc_fund_code)
    select ${companyId}, p.id,
           case when p.n % 97 = 0 then 'X' else 'F' end,
           case when p.n % 11 = 0 then '1' else '2' end,
           case when p.n % 53 = 0 then date '2026-03-09' else date '2025-01-01' end,
           case when p.n % 11 = 0 then (case when p.n % 22 = 0 then date '2026-03-12' else date '2026-12-31' end) else null end,
           'ACTIVO', ${jobId}, 'MONDAY_TO_FRIDAY', 0, case when p.n % 13 = 0 then 'TELETRABAJO' else 'PRESENCIAL' end,
           '1007', 'savings', '1234' || p.n, 'EPS010', '230301', '800144331', 'CCF24',
           (1 + p.n % 5)::text, '1620101', '01', '00',
           case when p.n % 17 = 0 then '2' else '1' end,
           case when p.n % 17 = 0 then 4.5 else 0 end,
           p.n % 7 = 0,
           case when p.n % 29 = 0 then 300000 else null end,
           case when p.n % 31 = 0 then 250000 else null end,
           case when p.n % 29 = 0 then '800138188' else null end,
           case when p.n % 31 = 0 then '1007' else null end
      from (select id, (document_number::bigint - 50000000) as n from persons where company_id = ${companyId}) p`);
  await db.execute(sql`
    insert into contract_salaries (company_id, contract_id, start_date, amount)
    select c.company_id, c.id, c.start_date,
           case when c.salary_type = 'X' then 25000000 else 1750905 + (c.id % 50) * 97000 end
      from contracts c where c.company_id = ${companyId}`);
  // A raise in the middle of the period for some: the engine splits the days.
  await db.execute(sql`
    insert into contract_salaries (company_id, contract_id, start_date, amount)
    select c.company_id, c.id, date '2026-03-10', 1750905 + (c.id % 50) * 97000 + 150000
      from contracts c where c.company_id = ${companyId} and c.salary_type = 'F' and c.id % 19 = 0`);
}

export async function setUp(database: DatabaseHandle) {
  const { db } = database;
  const [company] = await db
    .insert(companies)
    .values({
      name: 'Empresa de prueba de liquidación S.A.S.',
      paymentPeriod: '4',
      taxpayerType: '1',
      law1607Exempt: true,
    })
    .returning();
  const [job] = await db
    .insert(jobs)
    .values({ companyId: company!.id, name: 'Operario', area: 'Producción' })
    .returning();
  const [admin] = await db
    .insert(users)
    .values({
      email: `bench-${randomBytes(4).toString('hex')}@quincena.test`,
      passwordHash: 'not-a-password-hash',
      role: 'ADMIN',
      enabled: true,
      termsAcceptedAt: new Date(),
      companyId: company!.id,
    })
    .returning();
  // Signed as the tests sign theirs (a real session when sessions are stored).
  const token = await tokenFor(db, systemClock, { id: admin!.id, role: 'ADMIN', companyId: company!.id });
  return { companyId: company!.id, jobId: job!.id, headers: { authorization: `Bearer ${token}` } };
}

/** Runs an action on a calendar and waits for its process to end; answers the process. */
export async function runProcess(
  app: FastifyInstance,
  headers: Record<string, string>,
  calendarId: number,
  action: 'PRO' | 'CLO',
): Promise<TProcess> {
  const started = await app.inject({
    method: 'POST',
    url: '/api/processes',
    headers,
    payload: { calendarId, action },
  });
  if (started.statusCode >= 400) throw new Error(`${action}: ${started.body}`);
  let run = started.json() as TProcess;
  while (run.status === 'PENDIENTE' || run.status === 'EN PROCESO') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const list = (
      await app.inject({ method: 'GET', url: `/api/processes?calendarId=${calendarId}`, headers })
    ).json() as TProcess[];
    run = list.find((row) => row.id === run.id) as TProcess;
  }
  if (run.status !== 'TERMINADO') throw new Error(`${action} ended ${run.status}`);
  return run;
}

/**
 * The benchmark company with Datos empresa complete (what the planilla, the books and the DIAN read),
 * `count` employees, and both fortnights of March 2026 processed and accumulated through `app`.
 */
export async function companyWithMarchAccumulated(
  database: DatabaseHandle,
  app: FastifyInstance,
  count: number,
) {
  const { companyId, jobId, headers } = await setUp(database);
  await database.db
    .update(companies)
    .set({
      documentType: 'NI',
      nit: '900123456',
      checkDigit: '8',
      companyName: 'Empresa de prueba de liquidación S.A.S.',
      arlCode: '14-23',
      pilaOperatorCode: '83',
      countryCode: 'CO',
      departmentCode: '11',
      municipalityCode: '11001',
      address: 'Calle 26 # 68-35',
    })
    .where(eq(companies.id, companyId));
  await seedEmployees(database.db, companyId, jobId, count);
  const payroll = (
    await app.inject({ method: 'GET', url: '/api/calendars?type=NM&year=2026', headers })
  ).json() as TCalendar[];
  for (const calendar of payroll.filter((row) => row.month === 3)) {
    await runProcess(app, headers, calendar.id, 'PRO');
    await runProcess(app, headers, calendar.id, 'CLO');
    console.log(`  ${calendar.detail}: procesado y acumulado`);
  }
  return { companyId, headers };
}

export const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;

/** The app's settings for a benchmark server on `dataDir` (a proof of work light enough to solve). */
export const appConfig = (dataDir: string) => ({
  dataDir,
  webDist: join(dataDir, 'no-web'),
  publicUrl: 'http://localhost:3000',
  mailFrom: 'Quincena <no-responder@quincena.local>',
  altchaMaxNumber: 1000,
});

/** The peak resident memory of each phase, sampled every 50 ms (the embedded database included). */
export function phaseMeter() {
  const before = process.memoryUsage().rss;
  let peak = before;
  let overall = before;
  const sample = () => {
    const rss = process.memoryUsage().rss;
    peak = Math.max(peak, rss);
    overall = Math.max(overall, rss);
  };
  const sampler = setInterval(sample, 50);
  const phases: { label: string; peak: number; after: number }[] = [];
  return {
    before,
    /** Ends the phase running now under `label` and starts the next one. */
    mark(label: string) {
      sample();
      const after = process.memoryUsage().rss;
      phases.push({ label, peak, after });
      peak = after;
    },
    stop() {
      clearInterval(sampler);
      sample();
      return { overall, phases };
    },
  };
}
