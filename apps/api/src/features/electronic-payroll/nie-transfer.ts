import { ERROR_CODES } from '@quincena/contracts';
import {
  NIE_MESSAGES,
  type TNieActionResponse,
  type TNieSelection,
} from '@quincena/contracts/electronic-payroll';
import { type DianResponse, type DianTransport, zipDocument } from '@quincena/dian';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { nieDocuments, payCalendars } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import { type EventPublisher, noEvents } from '../../platform/events/index.ts';
import { JOB_NAMES, type JobQueue } from '../../platform/jobs/index.ts';
import { collectIfHeapAbove } from '../../platform/memory.ts';
import { rowsOf } from '../../platform/sql/rows.ts';
import type { DianTargetName, NieSigning, NieSigningLoader } from './nie-signing.ts';

/** Send the documents, or read back their state (Obtener CUNE). */
export interface NieTransferJob {
  companyId: number;
  mode: 'send' | 'status';
  ids: number[];
}

export interface NieTransferDeps {
  db: Database;
  clock: Clock;
  queue: JobQueue;
  signing: NieSigningLoader;
  /** The DIAN service for a company's signing material (WS-Security signs with its certificate). */
  transportFor(signing: NieSigning): DianTransport;
  /** Where the transport goes (simulador, habilitacion, produccion): stored with each answer. */
  target: DianTargetName;
  /** Company events (webhooks): a document accepted or rejected by the DIAN. */
  events?: EventPublisher;
}

/** A transfer job silent this long died with its process: its documents go back to the user. */
export const STALE_TRANSFER_MS = 10 * 60_000;

const UNREACHABLE = 'No fue posible comunicarse con la DIAN';

/** Requests a transfer job keeps in flight at once. */
const TRANSFER_LANES = 6;
/** Documents read from the database at a time. */
const TRANSFER_CHUNK = 200;

type DocumentRow = typeof nieDocuments.$inferSelect;

/** The DIAN's rule messages as stored (code, kind, Spanish text). */
function messagesOf(response: DianResponse) {
  const rules = response.rules.map((rule) => ({ rule: rule.rule, kind: rule.kind, message: rule.message }));
  const loose = response.errorMessages
    .filter((text) => !response.rules.some((rule) => text.includes(rule.rule)))
    .map((message) => ({ rule: '', kind: 'Otro', message }));
  return [...rules, ...loose];
}

/**
 * Transferir and Obtener CUNE (spec 03 §2.15): background jobs over the selected documents of a
 * calendar. A document is never sent twice: once an attempt may have reached the DIAN (the request
 * went out, the answer did not come back), the next attempt first asks the DIAN for its CUNE and
 * sends only if the DIAN does not have it.
 */
export function createNieTransfer(deps: NieTransferDeps) {
  const { db, clock, queue } = deps;
  const events = deps.events ?? noEvents;

  /** The selected documents of the calendar's current run (their state only); refused when one is foreign to it. */
  async function selected(
    companyId: number,
    selection: TNieSelection,
  ): Promise<Pick<DocumentRow, 'id' | 'status' | 'transferAttempts'>[]> {
    const [calendar] = await db
      .select()
      .from(payCalendars)
      .where(
        and(
          eq(payCalendars.companyId, companyId),
          eq(payCalendars.id, selection.calendarId),
          eq(payCalendars.type, 'NIE'),
        ),
      );
    if (!calendar) throw notFound('Calendario no encontrado');
    const ids = [...new Set(selection.ids)];
    const rows = await rowsOf<{ id: number }>(
      db,
      sql`select document_id as id from nie_results
           where company_id = ${companyId} and process_id = ${calendar.resultProcessId ?? -1}
             and document_id in (${sql.join(
               ids.map((id) => sql`${id}`),
               sql`, `,
             )})`,
    );
    if (rows.length !== ids.length)
      throw new AppError(400, ERROR_CODES.validation, NIE_MESSAGES.unknownRecords);
    return db
      .select({
        id: nieDocuments.id,
        status: nieDocuments.status,
        transferAttempts: nieDocuments.transferAttempts,
      })
      .from(nieDocuments)
      .where(and(eq(nieDocuments.companyId, companyId), inArray(nieDocuments.id, ids)))
      .orderBy(asc(nieDocuments.id));
  }

  async function record(companyId: number, id: number, values: Partial<typeof nieDocuments.$inferInsert>) {
    const [stored] = await db
      .update(nieDocuments)
      .set(values)
      .where(and(eq(nieDocuments.companyId, companyId), eq(nieDocuments.id, id)))
      .returning({ contractId: nieDocuments.contractId, cune: nieDocuments.cune });
    // The DIAN's verdict, once stored: accepted (ENVIADO) or rejected.
    if (!stored) return;
    if (values.status === 'ENVIADO')
      events.publish(companyId, 'nomina_electronica.aceptada', {
        documentId: id,
        contractId: stored.contractId,
        cune: stored.cune,
      });
    else if (values.status === 'RECHAZADO')
      events.publish(companyId, 'nomina_electronica.rechazada', {
        documentId: id,
        contractId: stored.contractId,
        reason: values.dianDescription ?? null,
      });
  }

  /** The DIAN's answer on a document: accepted, rejected with its rules, or unknown to it (null). */
  function outcome(response: DianResponse): Partial<typeof nieDocuments.$inferInsert> | null {
    const known = response.isValid || response.rules.length > 0 || response.statusCode === '99';
    if (!known) return null;
    return {
      status: response.isValid ? 'ENVIADO' : 'RECHAZADO',
      transferredAt: response.isValid ? clock.now() : null,
      answeredBy: deps.target,
      dianStatusCode: response.statusCode.slice(0, 10),
      dianDescription: response.statusDescription || response.statusMessage,
      dianMessages: messagesOf(response),
      dianResponseXml: response.applicationResponseXml ?? null,
      transferRequestedAt: null,
    };
  }

  async function send(companyId: number, transport: DianTransport, document: DocumentRow): Promise<void> {
    if (document.transferAttempts > 0) {
      // An earlier attempt may have reached the DIAN: ask before sending again.
      const known = outcome(await transport.getStatus(document.cune));
      if (known?.status === 'ENVIADO') {
        await record(companyId, document.id, known);
        return;
      }
    }
    await record(companyId, document.id, { transferAttempts: document.transferAttempts + 1 });
    const zip = zipDocument(document.xmlFileName, document.xml, document.issuedAt);
    const answer = await transport.sendPayrollSync(document.zipFileName, zip);
    await record(
      companyId,
      document.id,
      outcome(answer) ?? {
        status: 'RECHAZADO',
        dianStatusCode: answer.statusCode.slice(0, 10),
        dianDescription: answer.statusDescription || answer.statusMessage,
        dianMessages: messagesOf(answer),
        transferRequestedAt: null,
      },
    );
  }

  async function readBack(companyId: number, transport: DianTransport, document: DocumentRow): Promise<void> {
    const known = outcome(await transport.getStatus(document.cune));
    if (known) await record(companyId, document.id, known);
    else if (document.status === 'EN TRANSFERENCIA')
      await record(companyId, document.id, { status: 'PENDIENTE', transferRequestedAt: null });
  }

  /** Sends (or reads back) a chunk of documents with a few requests in flight. */
  async function sendAll(job: NieTransferJob, transport: DianTransport, documents: readonly DocumentRow[]) {
    const one = async (document: DocumentRow) => {
      try {
        if (job.mode === 'send' && document.status === 'EN TRANSFERENCIA')
          await send(job.companyId, transport, document);
        else if (job.mode === 'status') await readBack(job.companyId, transport, document);
      } catch (error) {
        // The DIAN did not answer (after the transport's own retries): the user may try again later.
        const reason =
          error instanceof Error && error.message ? `${UNREACHABLE}: ${error.message}` : UNREACHABLE;
        if (job.mode === 'send')
          await record(job.companyId, document.id, {
            status: 'PENDIENTE',
            dianDescription: reason.slice(0, 2_000),
            transferRequestedAt: null,
          });
      }
    };
    // A few requests in flight: each DIAN answer is mostly waiting. A document is taken by one lane
    // only; an adjustment note never travels with its predecessor (that one was accepted before).
    let next = 0;
    const lane = async () => {
      while (next < documents.length) {
        const document = documents[next] as DocumentRow;
        next += 1;
        await one(document);
      }
    };
    await Promise.all(Array.from({ length: Math.min(TRANSFER_LANES, documents.length) }, lane));
  }

  const service = {
    /** Transferir: takes the selected pending or rejected documents for a transfer job. */
    async requestTransfer(companyId: number, selection: TNieSelection): Promise<TNieActionResponse> {
      const documents = await selected(companyId, selection);
      const sendable = documents.filter((d) => d.status === 'PENDIENTE' || d.status === 'RECHAZADO');
      if (sendable.length === 0) throw new AppError(400, ERROR_CODES.validation, NIE_MESSAGES.notSendable);
      const signing = await deps.signing.load(companyId);
      if (typeof signing === 'string') throw new AppError(409, ERROR_CODES.conflict, signing);
      const taken = await db
        .update(nieDocuments)
        .set({ status: 'EN TRANSFERENCIA', transferRequestedAt: clock.now() })
        .where(
          and(
            eq(nieDocuments.companyId, companyId),
            inArray(
              nieDocuments.id,
              sendable.map((d) => d.id),
            ),
            inArray(nieDocuments.status, ['PENDIENTE', 'RECHAZADO']),
          ),
        )
        .returning({ id: nieDocuments.id });
      if (taken.length === 0) throw new AppError(400, ERROR_CODES.validation, NIE_MESSAGES.notSendable);
      const job: NieTransferJob = { companyId, mode: 'send', ids: taken.map((row) => row.id) };
      await queue.enqueue(JOB_NAMES.nieTransfer, job);
      return { message: NIE_MESSAGES.transferQueued, count: taken.length };
    },

    /** Obtener CUNE: reads the DIAN's state of the selected documents that were sent at least once. */
    async requestStatus(companyId: number, selection: TNieSelection): Promise<TNieActionResponse> {
      const documents = await selected(companyId, selection);
      const asked = documents.filter((d) => d.transferAttempts > 0 && d.status !== 'EN TRANSFERENCIA');
      if (asked.length === 0) throw new AppError(400, ERROR_CODES.validation, NIE_MESSAGES.notSent);
      const job: NieTransferJob = { companyId, mode: 'status', ids: asked.map((d) => d.id) };
      await queue.enqueue(JOB_NAMES.nieTransfer, job);
      return { message: NIE_MESSAGES.cuneRead, count: asked.length };
    },

    async runJob(job: NieTransferJob): Promise<void> {
      const signing = await deps.signing.load(job.companyId);
      const ids = [...job.ids].sort((a, b) => a - b);
      if (typeof signing === 'string') {
        await db
          .update(nieDocuments)
          .set({ status: 'PENDIENTE', dianDescription: signing, transferRequestedAt: null })
          .where(
            and(
              eq(nieDocuments.companyId, job.companyId),
              inArray(nieDocuments.id, ids),
              eq(nieDocuments.status, 'EN TRANSFERENCIA'),
            ),
          );
        return;
      }
      const transport = deps.transportFor(signing);
      // A chunk of documents at a time: a month of 10,000 signed XMLs is not held in memory at once.
      for (let at = 0; at < ids.length; at += TRANSFER_CHUNK) {
        const documents = await db
          .select()
          .from(nieDocuments)
          .where(
            and(
              eq(nieDocuments.companyId, job.companyId),
              inArray(nieDocuments.id, ids.slice(at, at + TRANSFER_CHUNK)),
            ),
          )
          .orderBy(asc(nieDocuments.id));
        await sendAll(job, transport, documents);
        // Each request leaves some 60 KB behind (envelope, zip, answer) that V8 let pile up to ~190 MB
        // over 3,000 documents before collecting; like Procesar's batches (decision 0306), collect here.
        collectIfHeapAbove();
      }
    },

    /** Gives back documents a dead job held (its next attempt asks the DIAN first, so nothing is sent twice). */
    async recover(staleAfterMs: number): Promise<number> {
      const before = new Date(clock.now().getTime() - staleAfterMs);
      const freed = await db
        .update(nieDocuments)
        .set({ status: 'PENDIENTE', transferRequestedAt: null })
        .where(
          and(
            eq(nieDocuments.status, 'EN TRANSFERENCIA'),
            sql`${nieDocuments.transferRequestedAt} <= ${before.toISOString()}`,
          ),
        )
        .returning({ id: nieDocuments.id });
      return freed.length;
    },

    async startWorking(): Promise<void> {
      await queue.work<NieTransferJob>(JOB_NAMES.nieTransfer, (job) => service.runJob(job));
    },
  };
  return service;
}

export type NieTransfer = ReturnType<typeof createNieTransfer>;
