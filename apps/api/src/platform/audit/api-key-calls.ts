import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/**
 * Every call made with a company API key is a row of the company's audit log (decision 0337), under
 * the key's principal, so the log shows "Clave API: <name>" beside each method, route and status —
 * reads included. Changes the call made are logged besides by the tables' own triggers.
 */
export function registerApiKeyCallLog(app: FastifyInstance, db: Database): void {
  app.addHook('onResponse', async (request, reply) => {
    const auth = request.auth;
    if (!auth?.apiKey || auth.companyId === null) return;
    try {
      await db.insert(auditLog).values({
        companyId: auth.companyId,
        userId: auth.userId,
        entity: 'api_requests',
        entityId: `${request.method} ${request.url}`.slice(0, 120),
        action: 'CALL',
        after: { status: reply.statusCode, requestId: request.id },
      });
    } catch (error) {
      request.log.error({ err: error }, 'api key call not logged');
    }
  });
}
