import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType, z } from 'zod';
import { requireRole } from '../../../platform/auth/guard.ts';
import { companyIdOf } from '../../../platform/auth/tenant.ts';
import { fileAnswer } from '../../../platform/http/openapi.ts';

/** A generated file, as the services hand it to the routes. */
export interface GeneratedFile {
  fileName: string;
  bytes: Uint8Array;
}

/** A generated file as the download answer: its type, its name in Content-Disposition, never cached. */
export function sendFile(reply: FastifyReply, file: GeneratedFile, contentType: string) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(file.bytes));
}

/** The flat files (the planillas, the banks' text files) are ISO-8859-1 text. */
export const FLAT_FILE_TEXT = 'text/plain; charset=iso-8859-1';

/** A planilla flat file's download route (ADMIN): what it answers, its summary and query, the file. */
export interface PlanillaFileRoute<Q extends ZodType> {
  endpoint: string;
  what: string;
  summary: string;
  querystring: Q;
  generate(companyId: number, query: z.infer<Q>): Promise<GeneratedFile>;
}

/**
 * Registers a planilla flat file's GET (PILA E, correction N). Fastify cannot resolve a request's
 * types from a generic schema, so the handler reads the already validated query as the schema's type.
 */
export function registerPlanillaFileRoute<Q extends ZodType>(
  app: FastifyInstance,
  route: PlanillaFileRoute<Q>,
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    route.endpoint,
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        response: fileAnswer(route.what, 'text/plain'),
        tags: ['settlement'],
        security: [{ bearerAuth: [] }],
        summary: route.summary,
        description: 'Responde el archivo (ISO-8859-1, CRLF) con el nombre en Content-Disposition.',
        querystring: route.querystring,
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await route.generate(companyIdOf(request), request.query as z.infer<Q>),
        FLAT_FILE_TEXT,
      ),
  );
}
