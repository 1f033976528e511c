import {
  ACCOUNTING_FILE_ENDPOINT,
  ACCOUNTING_FILE_TYPES_ENDPOINT,
  ACCOUNTING_SUMMARY_ENDPOINT,
  ZAccountingFileQuery,
  ZAccountingFileTypes,
  ZAccountingSummary,
  ZAccountingSummaryQuery,
} from '@quincena/contracts/settlement';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { requireRole } from '../../../platform/auth/guard.ts';
import { companyIdOf } from '../../../platform/auth/tenant.ts';
import { fileAnswer } from '../../../platform/http/openapi.ts';
import { routeOptions } from '../../../platform/http/route-options.ts';
import { registerReportRoutes } from '../../../platform/reports/report-routes.ts';
import { createAccountingFileService } from '../files/accounting/accounting-file.ts';
import { CB_REPORT, createCbReport } from './cb-report.ts';
import { accountingSummary } from './cb-summary.ts';

/** /Accounting: the summary table and Plano Contable (spec 02 §2 "Accounting settlement"; decision 0302). */
export function registerCbRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = requireRole('ADMIN');
  const adminRoute = routeOptions('settlement', admin);
  const files = createAccountingFileService({ db });
  const report = createCbReport({ db });
  registerReportRoutes(
    app,
    adminRoute,
    {
      ...CB_REPORT,
      summaries: [
        'Parámetros del reporte detallado de contabilidad',
        'Generar el reporte detallado de contabilidad',
      ],
    },
    report,
  );
  api.get(
    ACCOUNTING_SUMMARY_ENDPOINT,
    adminRoute('Conciliación de la liquidación contable (COL1 a COL4)', {
      querystring: ZAccountingSummaryQuery,
      response: { 200: ZAccountingSummary },
    }),
    async (request) => accountingSummary(db, companyIdOf(request), request.query),
  );
  api.get(
    ACCOUNTING_FILE_TYPES_ENDPOINT,
    adminRoute('Tipos de plano contable y sus parámetros', { response: { 200: ZAccountingFileTypes } }),
    async () => files.types(),
  );
  api.get(
    ACCOUNTING_FILE_ENDPOINT,
    adminRoute('Plano contable de una liquidación contable', {
      response: fileAnswer(
        'Plano contable',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'text/plain',
        'text/csv',
      ),
      description: 'Responde el archivo (xlsx, txt o csv) con el nombre en Content-Disposition.',
      querystring: ZAccountingFileQuery,
    }),
    async (request, reply) => {
      const file = await files.generate(companyIdOf(request), request.query);
      // Streamed from the file written a page at a time (decision 0323).
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('content-length', String(file.size))
        .header('cache-control', 'no-store')
        .send(file.stream());
    },
  );
}
