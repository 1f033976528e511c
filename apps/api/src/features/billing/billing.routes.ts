import {
  ZBillingPlanAnswer,
  ZBillingPlanInput,
  ZCreditNoteRequest,
  ZCreditNoteResult,
  ZInstanceInvoice,
  ZInstanceInvoiceParams,
  ZInvoice,
  ZInvoiceIdParams,
  ZIssueRequest,
  ZIssueResult,
} from '@quincena/contracts/billing';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import { fileAnswer } from '../../platform/http/openapi.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import type { BillingService } from './billing.service.ts';

/** The plan, the issue and credit notes belong to the operator of the installation (/TI). */
const operatorOnly = requireRole('ADMIN', { instanceAdmin: true });

/** An invoice PDF as a download the browser never caches. */
function sendPdf(reply: FastifyReply, { pdf, fileName }: { pdf: Buffer; fileName: string }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}

/** The company's invoices (its administrators) and the operator's billing settings and actions. */
export function registerBillingRoutes(app: FastifyInstance, service: BillingService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = requireRole('ADMIN');
  const adminRoute = routeOptions('billing', admin);
  const operatorOnlyRoute = routeOptions('billing', operatorOnly);

  api.get(
    '/api/billing/invoices',
    adminRoute('Facturas del servicio de la empresa', { response: { 200: z.array(ZInvoice) } }),
    async (request) => service.invoices(companyIdOf(request)),
  );

  api.get(
    '/api/billing/invoices/:id/pdf',
    adminRoute('Factura del servicio en PDF', {
      response: fileAnswer('Factura en PDF', 'application/pdf'),
      params: ZInvoiceIdParams,
    }),
    async (request, reply) => {
      return sendPdf(reply, await service.invoicePdf(companyIdOf(request), request.params.id));
    },
  );

  api.get(
    '/api/billing/plan',
    operatorOnlyRoute('Plan de precios de la instancia', { response: { 200: ZBillingPlanAnswer } }),
    async () => service.plan(),
  );

  api.put(
    '/api/billing/plan',
    operatorOnlyRoute('Guardar el plan de precios de la instancia', {
      body: ZBillingPlanInput,
      response: { 200: ZBillingPlanAnswer },
    }),
    async (request) => service.savePlan({ userId: authOf(request).userId }, request.body),
  );

  api.post(
    '/api/billing/issue',
    operatorOnlyRoute('Emitir las facturas de un mes (las ya emitidas no se repiten)', {
      body: ZIssueRequest,
      response: { 200: ZIssueResult },
    }),
    async (request) => service.issueMonth(request.body.year, request.body.month),
  );

  api.get(
    '/api/billing/all-invoices',
    operatorOnlyRoute('Facturas de todas las empresas de la instancia', {
      response: { 200: z.array(ZInstanceInvoice) },
    }),
    async () => service.allInvoices(),
  );

  api.get(
    '/api/billing/all-invoices/:companyId/:id/pdf',
    operatorOnlyRoute('Factura del servicio de una empresa en PDF (operador)', {
      params: ZInstanceInvoiceParams,
    }),
    async (request, reply) => {
      return sendPdf(reply, await service.invoicePdf(request.params.companyId, request.params.id));
    },
  );

  api.post(
    '/api/billing/credit-notes',
    operatorOnlyRoute('Anular una factura pendiente con nota crédito', {
      body: ZCreditNoteRequest,
      response: { 201: ZCreditNoteResult },
    }),
    async (request, reply) =>
      reply.code(201).send(await service.creditNote({ userId: authOf(request).userId }, request.body)),
  );
}
