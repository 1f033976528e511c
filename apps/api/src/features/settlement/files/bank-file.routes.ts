import { BANK_FILE_ENDPOINT, ZBankFileQuery } from '@quincena/contracts/settlement';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../../platform/auth/guard.ts';
import { companyIdOf } from '../../../platform/auth/tenant.ts';
import { fileAnswer } from '../../../platform/http/openapi.ts';
import type { BankFileService } from './bank-file.ts';
import { FLAT_FILE_TEXT, sendFile } from './file-reply.ts';

/** Spec 02 §7 "Files": GetBank_flat_file by client, payment date and calendar. */
export function registerBankFileRoutes(app: FastifyInstance, service: BankFileService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    BANK_FILE_ENDPOINT,
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        response: fileAnswer(
          'Plano bancario',
          'text/plain',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        ),
        tags: ['settlement'],
        security: [{ bearerAuth: [] }],
        summary: 'Plano bancario de un periodo de nómina acumulado',
        description:
          'Responde el archivo (texto con CRLF, o xlsx para Davivienda) con el nombre en Content-Disposition.',
        querystring: ZBankFileQuery,
      },
    },
    async (request, reply) => {
      const file = await service.generate(companyIdOf(request), request.query);
      return sendFile(reply, file, file.mediaType === 'text/plain' ? FLAT_FILE_TEXT : file.mediaType);
    },
  );
}
