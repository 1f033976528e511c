import { createHash } from 'node:crypto';
import { MONTH_NAMES } from '@quincena/contracts';
import { NIE_MESSAGES } from '@quincena/contracts/electronic-payroll';
import { personFullName } from '@quincena/contracts/employees';
import {
  DianValidationError,
  type IndividualPayroll,
  type PayrollDocument,
  type Predecessor,
  prepareDocument,
  toBogota,
} from '@quincena/dian';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, nieDocuments, nieResults } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { rowsOf } from '../../platform/sql/rows.ts';
import type { BatchOutcome, RunContext, SettlementKind, UnitError } from '../settlement/index.ts';
import {
  accumulatedPayrollOf,
  bulkInsert,
  contractsWithPeople,
  monthPayrollPending,
  withPayRoster,
} from '../settlement/index.ts';
import type { EnablementService } from './enablement.service.ts';
import { FrameError, workerDocument } from './nie-frame.ts';
import {
  contractsPaid,
  paidSomething,
  paymentDatesOf,
  retroactiveElectronicPayrollOf,
  retroactiveFromLaterMonths,
  retroactiveOfMonth,
  storedSettlements,
  withRetroactive,
} from './nie-month.ts';
import { type NumberingRange, takeConsecutives } from './nie-numbering.ts';
import type { NieSigning, NieSigningLoader } from './nie-signing.ts';

/** Signed documents written per insert statement. */
const DOCUMENTS_PER_INSERT = 25;

/** Prefixes of the document number (Prefijo): one counter feeds both, so a number is never repeated. */
export const NIE_PREFIX = { individual: 'NE', adjustment: 'NA' } as const;

export interface NieKindDeps {
  clock: Clock;
  signing: NieSigningLoader;
  enablement: Pick<EnablementService, 'get'>;
}

interface NiePrepared {
  signing: NieSigning;
  company: typeof companies.$inferSelect;
  payrollProcessIds: number[];
  paymentDates: Map<number, string>;
  range: NumberingRange;
  issuedAt: Date;
  /**
   * Setting REEMPLAZAR (decision 0352): other months' accumulated payroll that paid differences of this
   * month; null with the default (each month reports what it paid, decision 0347).
   */
  laterRetroactive: number[] | null;
}

/** Setting REEMPLAZAR: the other months' payroll that paid differences of this month and whom they reached. */
async function laterRetroactiveOf(
  db: Database,
  companyId: number,
  calendar: { year: number; month: number },
) {
  if ((await retroactiveElectronicPayrollOf(db, companyId)) !== 'REEMPLAZAR') return null;
  return retroactiveFromLaterMonths(db, companyId, calendar.year, calendar.month);
}

/** An issued document as a run reads it: without its signed XML and the DIAN's answer (tens of KB each). */
type DocumentRow = Omit<typeof nieDocuments.$inferSelect, 'xml' | 'dianResponseXml'>;

const { xml: _xml, dianResponseXml: _answer, ...ISSUED_COLUMNS } = getTableColumns(nieDocuments);
type DocumentInsert = typeof nieDocuments.$inferInsert;

/** What the run does for one contract of the month. */
type Plan =
  | { action: 'keep'; documentId: number }
  | {
      action: 'individual' | 'replace';
      content: Omit<IndividualPayroll, 'sequence' | 'issue'>;
      hash: string;
      head?: DocumentRow;
    }
  | { action: 'delete'; head: DocumentRow };

const hashOf = (content: unknown) => createHash('sha256').update(JSON.stringify(content)).digest('hex');

const numberOf = (row: Pick<DocumentRow, 'prefix' | 'consecutive'>) => `${row.prefix}${row.consecutive}`;

const predecessorOf = (head: DocumentRow): Predecessor => ({
  number: numberOf(head),
  cune: head.cune,
  // FechaGenPred: the predecessor's FechaGen, from its issue instant as the builder wrote it.
  issueDate: toBogota(head.issuedAt).date,
});

/**
 * The documents already issued for a worker's month, oldest first. The chain head is the last one
 * the DIAN accepted: a NominaIndividual or a Reemplazar note stands; after an Eliminar note, nothing does.
 */
function chainHead(documents: readonly DocumentRow[]): DocumentRow | undefined {
  const accepted = documents.filter((d) => d.status === 'ENVIADO');
  const head = accepted.at(-1);
  return head && head.kind !== 'delete' ? head : undefined;
}

/**
 * Nómina electrónica (NIE; issue 17, decision 0307): one document per worker and month from the month's
 * accumulated payroll and final settlements (Res. DIAN 000013 de 2021 art. 2), signed with the company's
 * certificate and numbered from its range. A month already sent is corrected, never re-sent: a changed
 * worker gets a Reemplazar note on the accepted document, a worker no longer paid an Eliminar note, and
 * an unchanged one keeps the document he has (no new number). With the setting REEMPLAZAR (decision
 * 0352) a month's document also carries the retroactive differences of the month that later payroll
 * paid, and the paying month's leaves them out: a run of an accepted month is how its note is issued.
 */
export function createNieKind(deps: NieKindDeps): SettlementKind<NiePrepared> {
  const kind: SettlementKind<NiePrepared> = {
    ordered: false,

    async checkBeforeRun({ db, companyId, calendar }: RunContext) {
      const monthName = MONTH_NAMES[calendar.month - 1] as string;
      if (await monthPayrollPending(db, companyId, calendar.year, calendar.month))
        return NIE_MESSAGES.payrollPending(monthName, calendar.year);
      const processes = await accumulatedPayrollOf(db, companyId, calendar.year, calendar.month);
      if (processes.length === 0) return NIE_MESSAGES.payrollNotAccumulated(monthName, calendar.year);
      // One document per month (Res. 000013 art. 2): a fortnight never settled would be missing from it.
      // A period before every contract (or after them all) settles nobody and may stay open.
      const open = await rowsOf<{ id: number }>(
        db,
        sql`select c.id from pay_calendars c
             where c.company_id = ${companyId} and c.type = 'NM' and c.state = 'OPEN'
               and c.year = ${calendar.year} and c.month = ${calendar.month}
               and exists (select 1 from contracts k where k.company_id = c.company_id
                             and k.start_date <= c.period_end
                             and coalesce(k.retirement_date, k.end_date, c.period_start) >= c.period_start)
             limit 1`,
      );
      if (open.length > 0) return NIE_MESSAGES.payrollIncomplete(monthName, calendar.year);
      if (await transferRunning(db, companyId, calendar.year, calendar.month))
        return NIE_MESSAGES.transferRunning;
      const signing = await deps.signing.load(companyId, db);
      return typeof signing === 'string' ? signing : null;
    },

    /** A run whose documents reached the DIAN stays: they are corrected by a new run's notes. */
    async checkBeforeUndo({ db, companyId, calendar }: RunContext) {
      if (calendar.state !== 'PROCESSED' || calendar.resultProcessId === null) return null;
      const sent = await rowsOf<{ id: number }>(
        db,
        sql`select id from nie_documents where company_id = ${companyId} and process_id = ${calendar.resultProcessId}
              and status in ('ENVIADO', 'EN TRANSFERENCIA') limit 1`,
      );
      return sent.length > 0 ? NIE_MESSAGES.sentCannotUndo : null;
    },

    async units({ db, companyId, calendar }) {
      const processes = await accumulatedPayrollOf(db, companyId, calendar.year, calendar.month);
      const paid = await contractsPaid(db, companyId, processes);
      // Workers with an accepted document of the month and no pay now: they get an Eliminar note.
      const sent = await rowsOf<{ id: number }>(
        db,
        sql`select distinct contract_id as id from nie_documents
             where company_id = ${companyId} and year = ${calendar.year} and month = ${calendar.month}
               and status = 'ENVIADO'`,
      );
      // Setting REEMPLAZAR: a worker paid a difference of this month later is reported in its document too.
      const later = (await laterRetroactiveOf(db, companyId, calendar))?.contractIds ?? [];
      return [...new Set([...paid, ...sent.map((row) => Number(row.id)), ...later])].sort((a, b) => a - b);
    },

    async prepare({ db, companyId, calendar }) {
      const signing = await deps.signing.load(companyId, db);
      if (typeof signing === 'string') throw new Error(signing);
      const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
      if (!company) throw new Error('empresa no encontrada');
      const payrollProcessIds = await accumulatedPayrollOf(db, companyId, calendar.year, calendar.month);
      const enablement = await deps.enablement.get(companyId, db);
      const laterRetroactive = (await laterRetroactiveOf(db, companyId, calendar))?.processIds ?? null;
      return {
        signing,
        company,
        payrollProcessIds,
        laterRetroactive,
        // The later payments' dates too: a Reemplazar note reports what they paid for the month.
        paymentDates: await paymentDatesOf(db, companyId, [
          ...payrollProcessIds,
          ...(laterRetroactive ?? []),
        ]),
        range: { start: enablement.numberingStart ?? 1, end: enablement.numberingEnd },
        issuedAt: deps.clock.now(),
      };
    },

    async settleBatch({ db, companyId, calendar, processId }, prepared, unitIds): Promise<BatchOutcome> {
      const ids = [...unitIds];
      const { rows, salaries } = await contractsWithPeople(db, companyId, ids);
      const notes = prepared.laterRetroactive !== null;
      const settlements = await storedSettlements(
        db,
        companyId,
        prepared.payrollProcessIds,
        ids,
        notes ? { originIn: { year: calendar.year, month: calendar.month } } : {},
      );
      const later = notes
        ? await retroactiveOfMonth(
            db,
            companyId,
            prepared.laterRetroactive ?? [],
            ids,
            calendar.year,
            calendar.month,
          )
        : new Map();
      const issued = await db
        .select(ISSUED_COLUMNS)
        .from(nieDocuments)
        .where(
          and(
            eq(nieDocuments.companyId, companyId),
            eq(nieDocuments.year, calendar.year),
            eq(nieDocuments.month, calendar.month),
            inArray(nieDocuments.contractId, ids),
          ),
        )
        .orderBy(nieDocuments.id);
      const errors: UnitError[] = [];
      const plans = new Map<number, Plan>();
      const labels = new Map<number, string>();
      const workers = new Map<number, { document: string; name: string }>();
      let nothingToReport = 0;
      for (const { contract, person } of rows.sort((a, b) => a.contract.id - b.contract.id)) {
        const label = `Contrato ${contract.id} (${person.documentNumber} ${personFullName(person)})`;
        labels.set(contract.id, label);
        workers.set(contract.id, { document: person.documentNumber, name: personFullName(person) });
        try {
          const mine = issued.filter((d) => d.contractId === contract.id);
          const head = chainHead(mine);
          const month = withRetroactive(settlements.get(contract.id), later.get(contract.id));
          if (!paidSomething(month)) {
            // No pay in the month: an accepted document is deleted; without one there is nothing to report.
            if (head) plans.set(contract.id, { action: 'delete', head });
            else nothingToReport += 1;
            continue;
          }
          const monthEnd = month.sources
            .map((s) => s.periodEnd)
            .sort()
            .at(-1) as string;
          const salary = salaries
            .filter((s) => s.contractId === contract.id && s.startDate <= monthEnd)
            .at(-1)?.amount;
          if (!salary) throw new FrameError('no tiene salario vigente en el mes');
          const content = workerDocument(
            prepared.company,
            {
              contract,
              person,
              salary,
              settlements: month.sources,
              paymentDates: [
                ...new Set(month.processIds.map((id) => prepared.paymentDates.get(id)).filter(Boolean)),
              ].sort() as string[],
            },
            calendar,
          );
          const hash = hashOf(content);
          // Unchanged since the document he has (accepted, or built and not yet sent on the same predecessor): keep it.
          const last = mine.filter((d) => d.status !== 'RECHAZADO' && d.kind !== 'delete').at(-1);
          if (
            last &&
            last.contentHash === hash &&
            (last.status === 'ENVIADO' ||
              (last.status === 'PENDIENTE' && last.predecessorId === (head?.id ?? null)))
          ) {
            plans.set(contract.id, { action: 'keep', documentId: last.id });
            continue;
          }
          plans.set(
            contract.id,
            head ? { action: 'replace', content, hash, head } : { action: 'individual', content, hash },
          );
        } catch (error) {
          errors.push({ contractId: contract.id, message: `${label}: ${reasonOf(error)}`.slice(0, 2_000) });
        }
      }
      const building = [...plans.entries()].filter(
        (entry): entry is [number, Exclude<Plan, { action: 'keep' }>] => entry[1].action !== 'keep',
      );
      const numbers = await takeConsecutives(db, companyId, building.length, prepared.range);
      const documents: DocumentInsert[] = [];
      let lastRecord: string | null = null;
      building.forEach(([contractId, plan], index) => {
        const label = labels.get(contractId) as string;
        const consecutive = numbers[index];
        if (consecutive === undefined) {
          plans.delete(contractId);
          errors.push({
            contractId,
            message: `${label}: ${NIE_MESSAGES.numberingExhausted(prepared.range.end ?? 0)}`,
          });
          return;
        }
        try {
          documents.push(
            buildRow(
              prepared,
              { companyId, calendarId: calendar.id, processId, calendar },
              contractId,
              plan,
              consecutive,
              workers.get(contractId) as { document: string; name: string },
            ),
          );
          lastRecord = label;
        } catch (error) {
          plans.delete(contractId);
          errors.push({ contractId, message: `${label}: ${reasonOf(error)}`.slice(0, 2_000) });
        }
      });
      const kept = [...plans.entries()].filter(([, plan]) => plan.action === 'keep') as [
        number,
        { action: 'keep'; documentId: number },
      ][];
      return {
        settled: documents.length + kept.length + nothingToReport,
        errors,
        lastRecord,
        async write(tx) {
          // A few dozen signed documents per statement: one statement of a whole batch (megabytes of
          // XML as JSON) grows the embedded database's memory for good (decision 0323).
          for (let at = 0; at < documents.length; at += DOCUMENTS_PER_INSERT)
            await bulkInsert(tx, nieDocuments, documents.slice(at, at + DOCUMENTS_PER_INSERT));
          if (documents.length > 0) {
            await tx.execute(
              sql`insert into nie_results (company_id, process_id, contract_id, document_id)
                  select company_id, process_id, contract_id, id from nie_documents
                   where company_id = ${companyId} and process_id = ${processId}
                     and contract_id in (${sql.join(
                       documents.map((d) => sql`${d.contractId}`),
                       sql`, `,
                     )})`,
            );
          }
          await bulkInsert(
            tx,
            nieResults,
            kept.map(([contractId, plan]) => ({
              companyId,
              processId,
              contractId,
              documentId: plan.documentId,
            })),
          );
        },
      };
    },

    async accumulate() {
      // CLO freezes the month's document set; sending and reading back stay open on it.
    },

    async undoAccumulate() {},

    async resultCount(db, companyId, processId) {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from nie_results where company_id = ${companyId} and process_id = ${processId}`,
      );
      return Number(row?.n ?? 0);
    },

    /** A run's links go; its documents too, except any the DIAN has or is receiving (those are never lost). */
    async deleteResults(db, companyId, processId) {
      await db
        .delete(nieResults)
        .where(and(eq(nieResults.companyId, companyId), eq(nieResults.processId, processId)));
      await db.execute(
        sql`delete from nie_documents d
             where d.company_id = ${companyId} and d.process_id = ${processId}
               and d.status in ('PENDIENTE', 'RECHAZADO')
               and not exists (select 1 from nie_results r where r.company_id = d.company_id and r.document_id = d.id)`,
      );
    },
  };
  return withPayRoster(kind, (ctx) => ({
    period: { start: ctx.calendar.periodStart, end: ctx.calendar.periodEnd },

    missing: `no tiene nómina acumulada en ${MONTH_NAMES[ctx.calendar.month - 1]} de ${ctx.calendar.year}: no se le emite documento de nómina electrónica del mes. Liquide y acumule su nómina del mes y procese de nuevo.`,
  }));
}

function reasonOf(error: unknown): string {
  if (error instanceof DianValidationError) {
    return error.issues
      .filter((issue) => issue.severity === 'rechazo')
      .map((issue) => `${issue.rule} ${issue.message}`)
      .join('; ');
  }
  return error instanceof Error && error.message ? error.message : 'error desconocido';
}

/** Builds, signs and zips one document, as the row the DIAN will receive. */
function buildRow(
  prepared: NiePrepared,
  where: {
    companyId: number;
    calendarId: number;
    processId: number;
    calendar: { year: number; month: number };
  },
  contractId: number,
  plan: Exclude<Plan, { action: 'keep' }>,
  consecutive: number,
  worker: { document: string; name: string },
): DocumentInsert {
  const { signing, issuedAt } = prepared;
  const issue = {
    issuedAt,
    environment: signing.environment,
    place: {
      country: prepared.company.countryCode ?? 'CO',
      departmentCode: prepared.company.departmentCode as string,
      municipalityCode: prepared.company.municipalityCode as string,
    },
  };
  const prefix = plan.action === 'individual' ? NIE_PREFIX.individual : NIE_PREFIX.adjustment;
  let document: PayrollDocument;
  if (plan.action === 'delete') {
    document = {
      kind: 'delete',
      predecessor: predecessorOf(plan.head),
      sequence: { prefix, consecutive },
      issue,
      employer: (plan.head.content as { employer: PayrollDocument['employer'] }).employer,
    };
  } else {
    const sequence = { prefix, consecutive, workerCode: String(contractId) };
    document =
      plan.action === 'replace' && plan.head
        ? { ...plan.content, kind: 'replace', sequence, issue, predecessor: predecessorOf(plan.head) }
        : { ...plan.content, kind: 'individual', sequence, issue };
  }
  const ready = prepareDocument(document, {
    software: signing.software,
    credentials: signing.credentials,
    fileConsecutive: consecutive,
  });
  const totals = ready.built.totals;
  return {
    companyId: where.companyId,
    calendarId: where.calendarId,
    processId: where.processId,
    contractId,
    year: where.calendar.year,
    month: where.calendar.month,
    kind: plan.action,
    predecessorId: plan.action === 'individual' ? null : (plan.head?.id ?? null),
    prefix,
    consecutive,
    cune: ready.built.cune,
    issuedAt,
    workerDocument: worker.document,
    workerName: worker.name.slice(0, 200),
    earnings: totals.earnings,
    deductions: totals.deductions,
    netPay: totals.net,
    contentHash: plan.action === 'delete' ? plan.head.contentHash : plan.hash,
    content: document,
    xml: ready.signedXml,
    xmlFileName: ready.xmlFileName,
    zipFileName: ready.zipFileName,
    status: 'PENDIENTE',
  };
}

/** Whether a transfer job holds a document of the month. */
async function transferRunning(
  db: Database,
  companyId: number,
  year: number,
  month: number,
): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from nie_documents where company_id = ${companyId} and year = ${year} and month = ${month}
          and status = 'EN TRANSFERENCIA' limit 1`,
  );
  return rows.length > 0;
}
