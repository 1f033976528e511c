import {
  EXOGENA_XML_ENDPOINT,
  INCOME_WITHHOLDING_MESSAGES as M,
  ZExogenaXmlQuery,
} from '@quincena/contracts/settlement';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { requireRole } from '../../../platform/auth/guard.ts';
import { companyIdOf } from '../../../platform/auth/tenant.ts';
import type { Clock } from '../../../platform/clock.ts';
import { fileAnswer } from '../../../platform/http/openapi.ts';
import { routeOptions } from '../../../platform/http/route-options.ts';
import { registerReportRoutes } from '../../../platform/reports/report-routes.ts';
import { requireStoredRun } from '../reports/stored-run-calendar.ts';
import { cirRows } from './cir-data.ts';
import { CIR_REPORTS, type CirReportKind, createCirReports } from './cir-report.ts';
import { format1009Records, format2276Records } from './exogena.ts';
import { exogenaDownload, exogenaFiles } from './exogena-xml.ts';

const SUMMARIES: Record<CirReportKind, string> = {
  detail: 'reporte detallado de ingresos y retenciones',
  format2276: 'formato 2276 (rentas de trabajo y de pensiones)',
  format1009: 'formato 1009 (saldos de cuentas por pagar)',
};

/** Colombian local time (UTC-5, no daylight saving) as the exógena's FecEnvio writes it. */
const bogotaDateTime = (now: Date) => new Date(now.getTime() - 5 * 3_600_000).toISOString().slice(0, 19);

/** /CIR_Payroll: Reporte detallado, Formato 2276 and Formato 1009 (workbooks) and their XML (decision 0305). */
export function registerCirRoutes(app: FastifyInstance, { db, clock }: { db: Database; clock: Clock }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = requireRole('ADMIN');
  const adminRoute = routeOptions('settlement', admin);
  const reports = createCirReports({ db });
  for (const kind of Object.keys(CIR_REPORTS) as CirReportKind[]) {
    const routes = {
      definitionPath: `${CIR_REPORTS[kind]}/definition`,
      path: CIR_REPORTS[kind],
      summaries: [`Parámetros del ${SUMMARIES[kind]}`, `Generar el ${SUMMARIES[kind]}`],
    } as const;
    registerReportRoutes(app, adminRoute, routes, {
      definition: (companyId) => reports.definition(kind, companyId),
      generate: (companyId, request) => reports.generate(kind, companyId, request),
    });
  }
  api.get(
    EXOGENA_XML_ENDPOINT,
    adminRoute('XML del formato 2276 o 1009 para el prevalidador de la DIAN', {
      response: fileAnswer('Archivo XML de exógena', 'application/xml'),
      description:
        'ISO-8859-1, nombre Dmuisca_ccmmmmmvvaaaacccccccc.xml; más de 5.000 registros van en varios archivos dentro de un ZIP.',
      querystring: ZExogenaXmlQuery,
    }),
    async (request, reply) => {
      const companyId = companyIdOf(request);
      const { format, calendarId, sendNumber, replacement } = request.query;
      const calendar = await requireStoredRun(db, companyId, 'CIR', calendarId, M);
      const rows = await cirRows(db, companyId, calendar.processId);
      const records = format === '2276' ? format2276Records(rows) : format1009Records(rows);
      const sentAt = bogotaDateTime(clock.now());
      const envelope = {
        format,
        taxYear: calendar.year,
        sendYear: Number(sentAt.slice(0, 4)),
        sendNumber,
        replacement,
        sentAt,
      };
      const download = exogenaDownload(exogenaFiles(envelope, records), envelope);
      return reply
        .header('content-type', download.contentType)
        .header('content-disposition', `attachment; filename="${download.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(download.bytes));
    },
  );
}
