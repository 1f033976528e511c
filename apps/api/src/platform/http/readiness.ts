import { type TReadyResponse, ZReadyResponse } from '@quincena/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { publicAccess } from '../auth/guard.ts';
import type { JobQueue } from '../jobs/index.ts';

/** A check that has not answered by then counts as failed: a load balancer must not wait on it. */
const CHECK_TIMEOUT_MS = 2_000;

async function answers(check: () => Promise<unknown>): Promise<'ok' | 'error'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'error';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/ready, beside the liveness probe /api/health: 200 when the database answers and the job
 * queue can take work, 503 otherwise, so a load balancer stops sending requests to a server that
 * lost its database instead of restarting it. The in-process queue lives in the server itself; the
 * pg-boss queue lives in its own schema of the same PostgreSQL, so reading its version table proves
 * both the connection and the queue's tables.
 */
export function registerReadiness(
  app: FastifyInstance,
  deps: { db: Database; jobs: Pick<JobQueue, 'kind'> },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/ready',
    {
      preHandler: publicAccess(),
      schema: { tags: ['platform'], response: { 200: ZReadyResponse, 503: ZReadyResponse } },
    },
    async (_request, reply) => {
      const database = await answers(() => deps.db.execute(sql`select 1`));
      const queue =
        deps.jobs.kind === 'pg-boss'
          ? await answers(() => deps.db.execute(sql`select version from pgboss.version`))
          : database;
      const body: TReadyResponse = {
        status: database === 'ok' && queue === 'ok' ? 'ready' : 'unavailable',
        database,
        queue,
      };
      return reply.code(body.status === 'ready' ? 200 : 503).send(body);
    },
  );
}
