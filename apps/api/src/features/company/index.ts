import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { deploymentSecret } from '../../platform/secrets.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { registerEnablementRoutes } from '../electronic-payroll/enablement.routes.ts';
import { createEnablementService } from '../electronic-payroll/enablement.service.ts';
import { createSecretBox } from '../electronic-payroll/secret-box.ts';
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
  /** The deployment's data-encryption secret from the environment; generated and kept in the database otherwise. */
  dataEncryptionSecret?: string | undefined;
}

/** Datos empresa, Cargos, Firma and the DIAN enablement: one call from the composition root. */
export async function registerCompanyFeature(app: FastifyInstance, deps: CompanyFeatureDeps): Promise<void> {
  const { db, storage, clock } = deps;
  registerCompanyLogoRoute(app, { db, storage });
  registerCompanyRoutes(app, createCompanyService({ db, storage, clock }));
  registerJobRoutes(app, createJobsService({ db }));
  registerSignatureRoutes(app, createSignaturesService({ db, storage }));
  const secret = await deploymentSecret(db, 'DATA_ENCRYPTION_SECRET', deps.dataEncryptionSecret);
  const secrets = createSecretBox(secret, 'dian-enablement');
  registerEnablementRoutes(app, createEnablementService({ db, storage, clock, secrets }));
}
