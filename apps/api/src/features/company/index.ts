import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { EnablementService, TestSetRun } from '../electronic-payroll/index.ts';
import { registerEnablementRoutes } from '../electronic-payroll/index.ts';
import { registerCompanyRoutes } from './company.routes.ts';
import { createCompanyService } from './company.service.ts';
import { registerCompanyLogoRoute } from './company-logo.routes.ts';
import { registerJobRoutes } from './jobs.routes.ts';
import { createJobsService } from './jobs.service.ts';
import { registerSignatureRoutes } from './signatures.routes.ts';
import { createSignaturesService } from './signatures.service.ts';

export interface CompanyFeatureDeps {
  db: Database;
  storage: Storage;
  clock: Clock;
  /** The DIAN enablement (Habilitación DIAN tab), composed with the electronic payroll area. */
  enablement: EnablementService;
  /** Enviar set de pruebas. */
  testSet?: Pick<TestSetRun, 'request'>;
}

/** Datos empresa, Cargos, Firma and the DIAN enablement: one call from the composition root. */
export async function registerCompanyFeature(app: FastifyInstance, deps: CompanyFeatureDeps): Promise<void> {
  const { db, storage, clock } = deps;
  registerCompanyLogoRoute(app, { db, storage });
  registerCompanyRoutes(app, createCompanyService({ db, storage, clock }));
  registerJobRoutes(app, createJobsService({ db }));
  registerSignatureRoutes(app, createSignaturesService({ db, storage }));
  registerEnablementRoutes(app, deps.enablement, deps.testSet);
}
