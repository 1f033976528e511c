import { ERROR_CODES, MONTH_NAMES } from '@quincena/contracts';
import {
  CALENDAR_MESSAGES,
  PLANILLA_CORRECTION_MESSAGES,
  PLANILLA_FILE_MESSAGES,
  type TContributionDifferences,
  type TPlanillaCorrectionFileQuery,
  type TPlanillaCorrectionMonth,
  type TPlanillaCorrections,
  ZPlanillaCorrectionFileQuery,
} from '@quincena/contracts/settlement';
import {
  type LiquidatedLine,
  type PlanillaFile,
  type PlanillaInput,
  PlanillaValidationError,
  type WorkerInput,
  writePlanilla,
} from '@quincena/pila';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { payCalendars } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../platform/errors/app-error.ts';
import { personFullNameOf } from '../../../platform/sql/person-name.ts';
import { rowsOf } from '../../../platform/sql/rows.ts';
import type { PayrollConfigService } from '../../payroll-config/index.ts';
import { accumulatedPayrollOf } from '../month-payroll.ts';
import { correctedWorker } from './correction-worker.ts';
import { type RetroactiveMonth, retroactiveByMonth } from './retroactive-sums.ts';
import { planillaContributor, SS_MESSAGES } from './ss-kind.ts';

const refuse = (message: string) => new AppError(400, ERROR_CODES.validation, message);

interface Person {
  contract_id: number;
  person_id: number;
  document_number: string;
  name: string;
}

interface Built {
  month: TPlanillaCorrectionMonth;
  build?: (associated: { number: string; paymentDate?: string }) => PlanillaFile;
}

const monthLabel = (period: string) =>
  `${MONTH_NAMES[Number(period.slice(5, 7)) - 1]} de ${period.slice(0, 4)}`;

const ids = (list: Iterable<number>) =>
  sql.join(
    [...list].map((id) => sql`${id}`),
    sql`, `,
  );

function differencesOf(lines: PlanillaFile['lines']): TContributionDifferences {
  const sum = { pension: 0, solidarityFund: 0, health: 0, risk: 0, ccf: 0, sena: 0, icbf: 0, total: 0 };
  for (const { liquidated } of lines) {
    const c = liquidated.contributions;
    sum.pension += c.pensionTotal;
    sum.solidarityFund += c.solidarity + c.subsistence;
    sum.health += c.health;
    sum.risk += c.risk;
    sum.ccf += c.ccf;
    sum.sena += c.sena;
    sum.icbf += c.icbf;
  }
  sum.total = sum.pension + sum.solidarityFund + sum.health + sum.risk + sum.ccf + sum.sena + sum.icbf;
  return sum;
}

/**
 * Planillas de corrección N (issue 32; decision 0347). With CORRECCION, the retroactive differences a
 * month's accumulated payroll paid are reported against the months they belong to: for each such month,
 * its original planilla (the current SS run of that month) is corrected person by person with the
 * corrected IBC, and the file carries the contribution differences. Read-only, scoped to one company.
 */
export function createPlanillaCorrections(deps: {
  db: Database;
  payrollConfig: Pick<PayrollConfigService, 'get'>;
}) {
  const { db } = deps;

  async function ssCalendar(companyId: number, calendarId: number) {
    const [calendar] = await db
      .select()
      .from(payCalendars)
      .where(and(eq(payCalendars.companyId, companyId), eq(payCalendars.id, calendarId)));
    if (!calendar) throw notFound(CALENDAR_MESSAGES.notFound);
    if (calendar.type !== 'SS') throw refuse(PLANILLA_FILE_MESSAGES.notSocialSecurity);
    return calendar;
  }

  async function people(companyId: number, contractIds: readonly number[]) {
    const rows = await rowsOf<Person>(
      db,
      sql`select k.id as contract_id, k.person_id, p.document_number, ${personFullNameOf('p')} as name
            from contracts k join persons p on p.company_id = k.company_id and p.id = k.person_id
           where k.company_id = ${companyId} and k.id in (${ids(contractIds)})`,
    );
    return new Map(rows.map((row) => [Number(row.contract_id), row]));
  }

  /** The salary in force on the month's last day, per contract (field 40 of the corrected line). */
  async function salariesOn(companyId: number, contractIds: readonly number[], lastDay: string) {
    const rows = await rowsOf<{ contract_id: number; amount: string }>(
      db,
      sql`select distinct on (contract_id) contract_id, amount::text from contract_salaries
           where company_id = ${companyId} and contract_id in (${ids(contractIds)}) and start_date <= ${lastDay}
           order by contract_id, start_date desc`,
    );
    return new Map(rows.map((row) => [Number(row.contract_id), row.amount]));
  }

  /** The date each contract's retroactive change holds from (the carrying periods of this month). */
  async function changeDates(companyId: number, processIds: readonly number[]) {
    const rows = await rowsOf<{ contract_id: number; from_date: string }>(
      db,
      sql`select r.contract_id, min(r.from_date)::text as from_date from retroactive_changes r
            join pay_calendars c on c.company_id = r.company_id and c.id = r.carrying_calendar_id
           where r.company_id = ${companyId} and c.result_process_id in (${ids(processIds)})
           group by r.contract_id`,
    );
    return new Map(rows.map((row) => [Number(row.contract_id), row.from_date]));
  }

  async function correctionOf(
    companyId: number,
    period: string,
    byContract: Map<number, RetroactiveMonth>,
    context: { persons: Map<number, Person>; changes: Map<number, string> },
  ): Promise<Built> {
    const label = monthLabel(period);
    const [year, month] = [Number(period.slice(0, 4)), Number(period.slice(5, 7))];
    const empty = { pension: 0, solidarityFund: 0, health: 0, risk: 0, ccf: 0, sena: 0, icbf: 0, total: 0 };
    const fail = (problem: string): Built => ({
      month: { period, label, people: [], totals: empty, problem },
    });
    const [original] = await rowsOf<{ process_id: number }>(
      db,
      sql`select result_process_id as process_id from pay_calendars
           where company_id = ${companyId} and type = 'SS' and year = ${year} and month = ${month}
             and result_process_id is not null`,
    );
    if (!original) return fail(PLANILLA_CORRECTION_MESSAGES.originalMissing(label));
    const personIds = [...byContract.keys()].map((id) => context.persons.get(id)?.person_id ?? 0);
    const stored = await rowsOf<{
      person_id: number;
      worker: WorkerInput;
      lines: LiquidatedLine[];
      unpaid_leave: PlanillaInput['unpaidLeave'];
    }>(
      db,
      sql`select k.person_id, r.worker, r.lines, r.unpaid_leave from pila_results r
            join contracts k on k.company_id = r.company_id and k.id = r.contract_id
           where r.company_id = ${companyId} and r.process_id = ${original.process_id}
             and k.person_id in (${ids(personIds)})`,
    );
    const storedOf = new Map(stored.map((row) => [Number(row.person_id), row]));
    const lastDay = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    const salaries = await salariesOn(companyId, [...byContract.keys()], lastDay);
    const workers: WorkerInput[] = [];
    const listed: Array<{ person: Person; worker: WorkerInput; originalIbc: number }> = [];
    for (const [contractId, retroactive] of byContract) {
      const person = context.persons.get(contractId);
      const row = person && storedOf.get(Number(person.person_id));
      if (!person || !row) {
        return fail(
          `La planilla de ${label} no incluye a ${person?.document_number ?? ''} ${person?.name ?? ''}: liquide de nuevo la seguridad social de ese mes antes de corregirla.`,
        );
      }
      const from = context.changes.get(contractId);
      const worker = correctedWorker(row.worker, row.lines, {
        retroactive,
        year,
        ...(salaries.get(contractId) ? { salary: salaries.get(contractId) } : {}),
        ...(from?.startsWith(period) ? { permanentVariationDate: from } : {}),
      });
      workers.push(worker);
      listed.push({ person, worker, originalIbc: row.lines.reduce((sum, line) => sum + line.ibc.health, 0) });
    }
    const contributor = await planillaContributor(db, companyId);
    if ('missing' in contributor) return fail(SS_MESSAGES.companyIncomplete(contributor.missing));
    const [first] = stored;
    const build = (associated: { number: string; paymentDate?: string }) =>
      writePlanilla({
        contributor: contributor.contributor,
        operator: contributor.operator,
        period,
        planillaType: 'N',
        associated,
        // The original planilla's SLN choices, so unchanged lines liquidate as they did.
        ...(first?.unpaid_leave ? { unpaidLeave: first.unpaid_leave } : {}),
        workers,
      });
    let preview: PlanillaFile;
    try {
      // The listing's figures do not depend on the planilla asociada: any valid number previews them.
      preview = build({ number: '0' });
    } catch (error) {
      if (error instanceof PlanillaValidationError) return fail(error.message);
      throw error;
    }
    const peopleRows = listed.map(({ person, worker, originalIbc }) => {
      const lines = preview.lines.filter((line) => line.worker === worker);
      return {
        contractId: Number(person.contract_id),
        documentNumber: person.document_number,
        name: person.name,
        originalIbc,
        correctedIbc: lines.reduce((sum, line) => sum + line.liquidated.ibc.health, 0),
        differences: differencesOf(lines),
      };
    });
    return {
      month: { period, label, people: peopleRows, totals: differencesOf(preview.lines), problem: null },
      build,
    };
  }

  async function corrections(companyId: number, calendarId: number) {
    const calendar = await ssCalendar(companyId, calendarId);
    const mode = (await deps.payrollConfig.get(companyId)).config.retroactiveContributions;
    if (mode === 'MES_DE_PAGO') {
      return { mode, message: PLANILLA_CORRECTION_MESSAGES.monthPaysInPaymentMonth, months: [] as Built[] };
    }
    const processIds = await accumulatedPayrollOf(db, companyId, calendar.year, calendar.month);
    const sums = await retroactiveByMonth(db, companyId, processIds);
    const byMonth = new Map<string, Map<number, RetroactiveMonth>>();
    for (const [contractId, months] of sums) {
      for (const [period, month] of months) {
        byMonth.set(period, (byMonth.get(period) ?? new Map()).set(contractId, month));
      }
    }
    if (byMonth.size === 0) return { mode, message: null, months: [] as Built[] };
    const context = {
      persons: await people(companyId, [...sums.keys()]),
      changes: await changeDates(companyId, processIds),
    };
    const months: Built[] = [];
    for (const period of [...byMonth.keys()].sort()) {
      months.push(await correctionOf(companyId, period, byMonth.get(period)!, context));
    }
    return { mode, message: null, months };
  }

  return {
    async list(companyId: number, calendarId: number): Promise<TPlanillaCorrections> {
      const found = await corrections(companyId, calendarId);
      return { mode: found.mode, message: found.message, months: found.months.map((built) => built.month) };
    },

    async file(companyId: number, input: TPlanillaCorrectionFileQuery) {
      const query = ZPlanillaCorrectionFileQuery.parse(input);
      const found = await corrections(companyId, Number(query.calendarId));
      if (found.message) throw refuse(found.message);
      const built = found.months.find((candidate) => candidate.month.period === query.period);
      if (!built) throw refuse(PLANILLA_CORRECTION_MESSAGES.noCorrection);
      if (!built.build) throw refuse(built.month.problem ?? PLANILLA_CORRECTION_MESSAGES.noCorrection);
      try {
        const file = built.build({
          number: query.associatedPlanilla,
          ...(query.associatedPaymentDate ? { paymentDate: query.associatedPaymentDate } : {}),
        });
        return { fileName: file.fileName, bytes: file.bytes };
      } catch (error) {
        if (error instanceof PlanillaValidationError) throw refuse(error.message);
        throw error;
      }
    },
  };
}

export type PlanillaCorrections = ReturnType<typeof createPlanillaCorrections>;
