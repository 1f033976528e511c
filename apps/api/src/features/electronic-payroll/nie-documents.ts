import { ERROR_CODES, MONTH_NAMES } from '@quincena/contracts';
import {
  NIE_DOCUMENT_KINDS,
  NIE_MESSAGES,
  nieRetroactiveMonthsMessage,
  type TNieDocument,
  type TNieDocumentsQuery,
  type TNieRetroactiveMonths,
  ZNieDocumentsQuery,
} from '@quincena/contracts/electronic-payroll';
import { type PayrollDocument, qrPayload, zipDocumentRecord } from '@quincena/dian';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type NieDocumentKind, type NieDocumentStatus, nieDocuments } from '../../db/schema/index.ts';
import { joinCurrentCalendar } from '../../pay-period/settled-results.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { rowsOf } from '../../platform/sql/rows.ts';
import type { StoredNieRow } from './nie-document-row.ts';
import { retroactiveElectronicPayrollOf } from './nie-month.ts';
import { renderNiePdf } from './nie-pdf.ts';

interface ListRow extends StoredNieRow {
  kind: NieDocumentKind;
  created_at: string;
  status: NieDocumentStatus;
  month: number;
  year: number;
  dian_messages: TNieDocument['dianMessages'];
}

const COLUMNS = sql`d.id, d.contract_id, d.worker_document, d.worker_name, d.prefix, d.consecutive::text,
  d.kind, d.created_at::text, d.status, d.transferred_at::text, d.month, d.year, d.cune,
  d.earnings::text, d.deductions::text, d.net_pay::text, d.dian_messages`;

function toDocument(row: ListRow): TNieDocument {
  return {
    id: Number(row.id),
    contractId: Number(row.contract_id),
    documentNumber: row.worker_document,
    name: row.worker_name,
    dianNumber: `${row.prefix}${row.consecutive}`,
    consecutive: Number(row.consecutive),
    prefix: row.prefix,
    kind: row.kind,
    kindName: NIE_DOCUMENT_KINDS[row.kind],
    createdAt: new Date(row.created_at).toISOString(),
    status: row.status,
    transferredAt: row.transferred_at ? new Date(row.transferred_at).toISOString() : null,
    month: Number(row.month),
    year: Number(row.year),
    cune: row.cune,
    earnings: row.earnings,
    deductions: row.deductions,
    netPay: row.net_pay,
    dianMessages: row.dian_messages ?? [],
  };
}

/**
 * The main table of /ElectronicPayroll (a calendar: the documents its current run stands on) and of
 * /HistoricElectronicPayroll (a year or month: every document the DIAN received or refused, and the
 * ones current runs stand on). Only the company's own rows.
 */
export function createNieDocuments(deps: { db: Database }) {
  const { db } = deps;
  return {
    /** Consultar PDF: only a document the DIAN accepted has a graphic representation. */
    async pdf(companyId: number, id: number): Promise<{ fileName: string; bytes: Buffer }> {
      const [row] = await db
        .select()
        .from(nieDocuments)
        .where(and(eq(nieDocuments.companyId, companyId), eq(nieDocuments.id, id)));
      if (!row) throw notFound('Registro no encontrado');
      if (row.status !== 'ENVIADO') throw conflict(ERROR_CODES.conflict, NIE_MESSAGES.notSent);
      const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(row.xml)?.[1] ?? '';
      const content = row.content as PayrollDocument;
      const number = `${row.prefix}${row.consecutive}`;
      const environment = attribute('Ambiente');
      const facts = {
        number,
        cune: row.cune,
        issueDate: attribute('FechaGen'),
        issueTime: attribute('HoraGen'),
        environment,
        earnings: row.earnings,
        deductions: row.deductions,
        netPay: row.netPay,
        transferredAt: row.transferredAt,
        answeredBy: row.answeredBy,
        content,
        qrText: qrPayload({
          number,
          issueDate: attribute('FechaGen'),
          issueTime: attribute('HoraGen'),
          ...(row.kind === 'individual' ? {} : { noteType: row.kind === 'replace' ? 1 : 2 }),
          employerNit: content.employer.nit,
          workerDocument: row.kind === 'delete' ? '0' : row.workerDocument,
          earningsTotal: row.earnings,
          deductionsTotal: row.deductions,
          netTotal: row.netPay,
          cune: row.cune,
          environment: environment === '1' ? 1 : 2,
        }),
      };
      return { fileName: `NominaElectronica_${number}.pdf`, bytes: await renderNiePdf(facts) };
    },

    /**
     * Descargar XML: the signed document as the DIAN received it (or will), and the DIAN's answer
     * (ApplicationResponse) once there is one, zipped under the document's number.
     */
    async xmlZip(companyId: number, id: number): Promise<{ fileName: string; bytes: Buffer }> {
      const [row] = await db
        .select()
        .from(nieDocuments)
        .where(and(eq(nieDocuments.companyId, companyId), eq(nieDocuments.id, id)));
      if (!row) throw notFound('Registro no encontrado');
      const number = `${row.prefix}${row.consecutive}`;
      const zip = zipDocumentRecord(
        {
          signed: { name: row.xmlFileName, xml: row.xml },
          answer: row.dianResponseXml
            ? { name: `RespuestaDIAN_${number}.xml`, xml: row.dianResponseXml }
            : undefined,
        },
        row.transferredAt ?? row.createdAt,
      );
      return { fileName: `NominaElectronica_${number}.zip`, bytes: Buffer.from(zip) };
    },

    /**
     * Setting REEMPLAZAR (decision 0352): the other months whose retroactive differences the calendar's
     * month paid (its accumulated payroll), oldest first, and the Spanish notice of what to do.
     */
    async retroactiveMonths(companyId: number, calendarId: number): Promise<TNieRetroactiveMonths> {
      const [calendar] = await rowsOf<{ year: number; month: number }>(
        db,
        sql`select year, month from pay_calendars
             where company_id = ${companyId} and id = ${calendarId} and type = 'NIE'`,
      );
      if (!calendar) throw notFound('Calendario no encontrado');
      if ((await retroactiveElectronicPayrollOf(db, companyId)) !== 'REEMPLAZAR')
        return { months: [], message: null };
      const year = Number(calendar.year);
      const month = Number(calendar.month);
      const rows = await rowsOf<{ year: number; month: number }>(
        db,
        sql`select distinct o.year, o.month from settlement_lines l
              ${joinCurrentCalendar('l', 'c')}
              join pay_calendars o on o.company_id = l.company_id and o.id = l.origin_calendar_id
             where l.company_id = ${companyId} and c.state = 'ACCUMULATED'
               and c.year = ${year} and c.month = ${month}
               and not (o.year = ${year} and o.month = ${month})
               and l.dian_element is not null and l.kind in ('earning', 'deduction')
             order by o.year, o.month`,
      );
      const months = rows.map((row) => ({ year: Number(row.year), month: Number(row.month) }));
      if (months.length === 0) return { months, message: null };
      const name = (m: { year: number; month: number }) => `${MONTH_NAMES[m.month - 1]} de ${m.year}`;
      return { months, message: nieRetroactiveMonthsMessage(months.map(name), name({ year, month })) };
    },

    async list(companyId: number, input: TNieDocumentsQuery): Promise<TNieDocument[]> {
      const query = ZNieDocumentsQuery.parse(input);
      if (query.calendarId !== undefined) {
        const [calendar] = await rowsOf<{ process_id: number | null }>(
          db,
          sql`select result_process_id as process_id from pay_calendars
               where company_id = ${companyId} and id = ${query.calendarId} and type = 'NIE'`,
        );
        if (!calendar) throw notFound('Calendario no encontrado');
        if (calendar.process_id === null) return [];
        const rows = await rowsOf<ListRow>(
          db,
          sql`select ${COLUMNS} from nie_results r
                join nie_documents d on d.company_id = r.company_id and d.id = r.document_id
               where r.company_id = ${companyId} and r.process_id = ${calendar.process_id}
               order by d.worker_name, d.id`,
        );
        return rows.map(toDocument);
      }
      const month = query.month ? sql`and d.month = ${query.month}` : sql``;
      const rows = await rowsOf<ListRow>(
        db,
        sql`select ${COLUMNS} from nie_documents d
             where d.company_id = ${companyId} and d.year = ${query.year} ${month}
               and (d.status in ('ENVIADO', 'RECHAZADO', 'EN TRANSFERENCIA')
                    or exists (select 1 from nie_results r join pay_calendars c
                                 on c.company_id = r.company_id and c.result_process_id = r.process_id
                                where r.company_id = d.company_id and r.document_id = d.id))
             order by d.month, d.worker_name, d.id`,
      );
      return rows.map(toDocument);
    },
  };
}

export type NieDocuments = ReturnType<typeof createNieDocuments>;
