import {
  FINAL_SETTLEMENT_ENDPOINTS,
  FINAL_SETTLEMENT_FILE_NAME,
  ZFinalSettlementParams,
} from '@quincena/contracts/documents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../platform/auth/guard.ts';
import { fileAnswer } from '../../platform/http/openapi.ts';
import type { PayslipsService } from './payslips.service.ts';
import { sendPdf } from './pdf-reply.ts';

/** Liquidación de contrato of a retirement, previewed by its company's ADMIN once processed (decision 0313). */
export function registerFinalSettlementRoutes(app: FastifyInstance, service: PayslipsService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    FINAL_SETTLEMENT_ENDPOINTS.preview,
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags: ['documents'],
        security: [{ bearerAuth: [] }],
        summary: 'Liquidación de contrato de trabajo en PDF',
        response: fileAnswer('Liquidación definitiva en PDF', 'application/pdf'),
        params: ZFinalSettlementParams,
      },
    },
    async (request, reply) => {
      const pdf = await service.finalSettlementPreview(authOf(request), request.params.id);
      return sendPdf(reply, FINAL_SETTLEMENT_FILE_NAME, pdf);
    },
  );
}
