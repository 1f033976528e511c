import { performance } from 'node:perf_hooks';
import type { TBulkTemplate, TBulkUploadResult } from '@quincena/contracts/bulk-loads';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { companies, jobs, users } from '../src/db/schema/index.ts';
import { openSession } from '../src/platform/auth/sessions.ts';
import { createTokenService } from '../src/platform/auth/tokens.ts';
import { systemClock } from '../src/platform/clock.ts';
import { deploymentSecret } from '../src/platform/secrets.ts';

export interface SeededCompany {
  headers: { authorization: string };
  /** Wall time of POST /api/bulk-loads/employees. */
  loadMs: number;
  payloadBytes: number;
}

/**
 * A company, its administrator (a signed session, no password) and `rowCount` employees with
 * contracts loaded through POST /api/bulk-loads/employees, as a customer's file would arrive.
 * Shared by the bulk-load and API benchmarks.
 */
export async function seedCompanyWithEmployees(
  app: FastifyInstance,
  db: Database,
  rowCount: number,
): Promise<SeededCompany> {
  const [company] = await db
    .insert(companies)
    .values({ name: 'Empresa de prueba de carga S.A.S.' })
    .returning();
  if (!company) throw new Error('company insert failed');
  const [job] = await db
    .insert(jobs)
    .values({ companyId: company.id, name: 'Operario', area: 'Producción' })
    .returning({ id: jobs.id });
  const [admin] = await db
    .insert(users)
    .values({
      email: `bench-${company.id}@quincena.test`,
      // Never used to sign in: the benchmark signs its own token.
      passwordHash: 'not-a-password-hash',
      role: 'ADMIN',
      enabled: true,
      termsAcceptedAt: new Date(),
      companyId: company.id,
    })
    .returning();
  if (!job || !admin) throw new Error('seed insert failed');
  const tokens = createTokenService({
    secret: await deploymentSecret(db, 'JWT_SECRET', undefined),
    clock: systemClock,
  });
  const { token } = await openSession(db, systemClock, tokens, {
    userId: admin.id,
    role: 'ADMIN',
    companyId: company.id,
  });
  const headers = { authorization: `Bearer ${token}` };

  const template = (
    await app.inject({ method: 'GET', url: '/api/bulk-loads/employees/template', headers })
  ).json() as TBulkTemplate;
  const base = template.columns.map((column) => (column.example === '' ? '*' : column.example));
  const numberIndex = template.columns.findIndex((column) => column.key === 'person.documentNumber');
  const emailIndex = template.columns.findIndex((column) => column.key === 'person.email');
  const rows = Array.from({ length: rowCount }, (_, index) => {
    const cells = [...base];
    cells[numberIndex] = String(10_000_000 + index);
    cells[emailIndex] = `empleado${index}@empresa.com.co`;
    return { position: index + 2, cells };
  });
  const payload = JSON.stringify({ fileName: 'empleados.xlsx', rows });

  const loadStart = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/bulk-loads/employees',
    headers: { ...headers, 'content-type': 'application/json' },
    payload,
  });
  const loadMs = performance.now() - loadStart;
  const result = response.json() as TBulkUploadResult;
  if (result.outcome !== 'LOADED') {
    throw new Error(`the load was refused: ${JSON.stringify(result).slice(0, 500)}`);
  }
  return { headers, loadMs, payloadBytes: payload.length };
}
