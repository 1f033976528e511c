import type { TConcept } from '@quincena/contracts/concepts';
import { NIE_REPORT_MESSAGES as M, NIE_DOCUMENT_KINDS } from '@quincena/contracts/electronic-payroll';
import type {
  TReportCell,
  TReportDefinition,
  TReportRequest,
  TReportResult,
} from '@quincena/contracts/reports';
import { toBogota } from '@quincena/dian';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { rowsOf } from '../../platform/sql/rows.ts';
import { requestedCalendarId, storedRunDefinition } from '../settlement/index.ts';
import type { EnablementService } from './enablement.service.ts';
import type { StoredNieRow } from './nie-document-row.ts';
import type { DianTargetName } from './nie-signing.ts';

const CALENDAR_TAG = 'calendario';

interface ReportRow extends StoredNieRow {
  kind: keyof typeof NIE_DOCUMENT_KINDS;
  status: string;
  issued_at: string;
  dian_messages: { rule: string; kind: string; message: string }[];
}

const TARGETS: Record<DianTargetName, string> = {
  simulador: 'Simulador DIAN local (pruebas)',
  habilitacion: 'DIAN, servicio de habilitación',
  produccion: 'DIAN, producción',
};

const bogotaDay = (instant: string | null) => (instant ? toBogota(new Date(instant)).date : null);

/**
 * 'Reporte nómina electrónica' (the documents of a NIE run with their totals and the DIAN's answers)
 * and 'Configuración NE' (where documents go, the numbering and each concept's DIAN element), as
 * workbooks through the shared report dialog (spec 03 §2.15, §7.10).
 */
export function createNieReports(deps: {
  db: Database;
  enablement: Pick<EnablementService, 'get'>;
  concepts: { list(companyId: number): Promise<TConcept[]> };
  target: DianTargetName;
}) {
  const { db } = deps;
  return {
    async definition(companyId: number): Promise<TReportDefinition> {
      return storedRunDefinition(db, companyId, {
        type: 'NIE',
        tag: CALENDAR_TAG,
        limit: 36,
        sheets: ['Documentos', 'Reglas DIAN'],
      });
    },

    async generate(companyId: number, request: TReportRequest): Promise<TReportResult> {
      const calendarId = requestedCalendarId(request, {
        tag: CALENDAR_TAG,
        required: M.calendarRequired,
        invalid: M.calendarInvalid,
      });
      const [calendar] = await rowsOf<{ process_id: number | null }>(
        db,
        sql`select result_process_id as process_id from pay_calendars
             where company_id = ${companyId} and id = ${calendarId} and type = 'NIE'`,
      );
      if (!calendar || calendar.process_id === null) throw notFound(M.calendarInvalid);
      const rows = await rowsOf<ReportRow>(
        db,
        sql`select d.id, d.contract_id, d.worker_document, d.worker_name, d.prefix, d.consecutive::text, d.kind,
                   d.status, d.issued_at::text, d.transferred_at::text, d.earnings::text, d.deductions::text,
                   d.net_pay::text, d.cune, d.dian_messages
              from nie_results r join nie_documents d on d.company_id = r.company_id and d.id = r.document_id
             where r.company_id = ${companyId} and r.process_id = ${calendar.process_id}
             order by d.worker_name, d.id`,
      );
      const documents: TReportCell[][] = rows.map((row) => [
        Number(row.contract_id),
        row.worker_document,
        row.worker_name,
        `${row.prefix}${row.consecutive}`,
        NIE_DOCUMENT_KINDS[row.kind],
        row.status,
        bogotaDay(row.issued_at),
        bogotaDay(row.transferred_at),
        Number(row.earnings),
        Number(row.deductions),
        Number(row.net_pay),
        row.cune,
      ]);
      const total = (pick: (row: ReportRow) => string) =>
        rows.reduce((sum, row) => sum + Number(pick(row)), 0);
      documents.push([
        'Total',
        null,
        `${rows.length} documentos`,
        null,
        null,
        null,
        null,
        null,
        total((row) => row.earnings),
        total((row) => row.deductions),
        total((row) => row.net_pay),
        null,
      ]);
      const rules: TReportCell[][] = rows.flatMap((row) =>
        (row.dian_messages ?? []).map((message) => [
          `${row.prefix}${row.consecutive}`,
          row.worker_name,
          message.rule,
          message.kind,
          message.message,
        ]),
      );
      return {
        sheets: [
          {
            name: 'Documentos',
            headers: [
              'Contrato',
              'Documento',
              'Nombre',
              'Nro documento DIAN',
              'Tipo',
              'Estado transferencia',
              'Fecha de generación',
              'Fecha transferencia',
              'Devengados',
              'Deducciones',
              'Total comprobante',
              'CUNE',
            ],
            rows: documents,
          },
          {
            name: 'Reglas DIAN',
            headers: ['Nro documento DIAN', 'Nombre', 'Regla', 'Tipo', 'Mensaje'],
            rows: rules,
          },
        ],
      };
    },

    /** Configuración NE: no parameters; the company's own state. */
    async configuration(companyId: number): Promise<TReportResult> {
      const enablement = await deps.enablement.get(companyId);
      const [counter] = await rowsOf<{ last: string }>(
        db,
        sql`select last_consecutive::text as last from nie_numbering where company_id = ${companyId}`,
      );
      const settings: TReportCell[][] = [
        ['Destino de los documentos', TARGETS[deps.target]],
        ['Estado de la habilitación', enablement.statusText ?? 'Sin enviar el set de pruebas'],
        ['Identificador del software', enablement.softwareIdHint ?? 'Sin configurar'],
        ['Certificado de firma', enablement.certificateFileName ?? 'Sin cargar'],
        ['Numeración: inicio', enablement.numberingStart ?? 1],
        ['Numeración: fin', enablement.numberingEnd ?? 'Sin límite'],
        ['Último consecutivo usado', counter ? Number(counter.last) : 'Ninguno'],
        ['Prefijos', 'NE nómina individual, NA notas de ajuste'],
      ];
      const concepts = (await deps.concepts.list(companyId))
        .filter((concept) => concept.nature === 'earning' || concept.nature === 'deduction')
        .map((concept): TReportCell[] => [
          concept.displayCode,
          concept.name,
          concept.nature === 'earning' ? 'Devengado' : 'Deducción',
          concept.dianElement ?? 'No se reporta',
          concept.dianAttribute ?? null,
          concept.origin === 'CATALOG' ? 'Catálogo' : 'Empresa',
        ]);
      return {
        sheets: [
          { name: 'Configuración', headers: ['Parámetro', 'Valor'], rows: settings },
          {
            name: 'Conceptos',
            headers: ['Código', 'Concepto', 'Naturaleza', 'Elemento DIAN', 'Atributo DIAN', 'Origen'],
            rows: concepts,
          },
        ],
      };
    },
  };
}

export type NieReports = ReturnType<typeof createNieReports>;
