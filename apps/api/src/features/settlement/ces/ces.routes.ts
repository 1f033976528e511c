import { SEVERANCE_FILE_ENDPOINT, ZSeveranceFileQuery } from '@quincena/contracts/settlement';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { requireRole } from '../../../platform/auth/guard.ts';
import { companyIdOf } from '../../../platform/auth/tenant.ts';
import { fileAnswer } from '../../../platform/http/openapi.ts';
import { routeOptions } from '../../../platform/http/route-options.ts';
import { registerReportRoutes } from '../../../platform/reports/report-routes.ts';
import { severanceFile } from './ces-file.ts';
import { createSeveranceReport, SEVERANCE_REPORT } from './ces-report.ts';

/** /Severance: Reporte detallado cesantías and Reporte plano cesantías (spec 02 §2; decision 0304). */
export function registerCesRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = requireRole('ADMIN');
  const adminRoute = routeOptions('settlement', admin);
  const report = createSeveranceReport({ db });
  registerReportRoutes(
    app,
    adminRoute,
    {
      ...SEVERANCE_REPORT,
      summaries: [
        'Parámetros del reporte detallado de cesantías',
        'Generar el reporte detallado de cesantías',
      ],
    },
    report,
  );
  api.get(
    SEVERANCE_FILE_ENDPOINT,
    adminRoute('Reporte plano de cesantías (CSV)', {
      response: fileAnswer('Plano de cesantías', 'text/csv'),
      description: 'Responde el archivo CSV (punto y coma, CRLF) con el nombre en Content-Disposition.',
      querystring: ZSeveranceFileQuery,
    }),
    async (request, reply) => {
      const file = await severanceFile(db, companyIdOf(request), request.query.calendarId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  );
}
