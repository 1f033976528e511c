import type { TConcept } from '@quincena/contracts/concepts';
import { createSoapTransport, DIAN_ENDPOINTS, type DianTransport } from '@quincena/dian';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventPublisher } from '../../platform/events/index.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import { deploymentSecret } from '../../platform/secrets.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { createEnablementService } from './enablement.service.ts';
import { createNieDocuments } from './nie-documents.ts';
import { createNieKind } from './nie-kind.ts';
import { createNieReports } from './nie-report.ts';
import { createNieSigning, type DianTargetName, type NieSigning } from './nie-signing.ts';
import { createNieTransfer } from './nie-transfer.ts';
import { createTestSetRun } from './test-set.ts';

export { DIAN_SIMULATOR_PATH, registerDianSimulator } from './dian-simulator.routes.ts';
export { registerEnablementRoutes } from './enablement.routes.ts';
export { registerNieRoutes } from './nie.routes.ts';
export type { DianTargetName } from './nie-signing.ts';
export { STALE_TRANSFER_MS } from './nie-transfer.ts';

export interface ElectronicPayrollDeps {
  /** The concepts and their DIAN element, for 'Configuración NE'. */
  concepts: { list(companyId: number): Promise<TConcept[]> };
  db: Database;
  clock: Clock;
  storage: Storage;
  queue: JobQueue;
  dataEncryptionSecret?: string | undefined;
  /** simulador (default), habilitacion or produccion (DIAN_ENVIRONMENT). */
  target?: DianTargetName;
  /** The simulator's address when target is simulador: read when a transfer runs (the server listens by then). */
  simulatorUrl?: () => string;
  /** Replaces the SOAP client (tests). */
  transportFor?: (signing: NieSigning) => DianTransport;
  /** Company events (webhooks): documents accepted or rejected by the DIAN. */
  events?: EventPublisher;
}

/**
 * The electronic payroll area wired: the enablement (/ProcessDIAN), the NIE settlement kind the runner
 * plugs in, the documents' list and their transfer to the DIAN (or to the simulator).
 */
export async function composeElectronicPayroll(deps: ElectronicPayrollDeps) {
  const { db, clock, storage, queue } = deps;
  const target = deps.target ?? 'simulador';
  const secret = await deploymentSecret(db, 'DATA_ENCRYPTION_SECRET', deps.dataEncryptionSecret);
  const enablement = createEnablementService({
    db,
    storage,
    clock,
    secrets: createSecretBox(secret, 'dian-enablement'),
  });
  const signing = createNieSigning({ db, enablement, target });
  /** Documents go to the target; test sets always to habilitación (or the simulator). */
  const endpoint = (purpose: 'documents' | 'test-set') => {
    if (target === 'simulador') {
      if (!deps.simulatorUrl) throw new Error('El simulador DIAN no tiene dirección configurada');
      return deps.simulatorUrl();
    }
    return purpose === 'test-set' ? DIAN_ENDPOINTS.habilitacion : DIAN_ENDPOINTS[target];
  };
  const transportTo = (purpose: 'documents' | 'test-set') =>
    deps.transportFor ??
    ((material: NieSigning) =>
      createSoapTransport({
        endpoint: endpoint(purpose),
        credentials: material.credentials,
        // The DIAN asks for three attempts 20 s apart (Anexo §4.2); the local simulator needs none.
        ...(target === 'simulador' ? { retryDelaysMs: [] } : {}),
      }));
  const transfer = createNieTransfer({
    db,
    clock,
    queue,
    signing,
    transportFor: transportTo('documents'),
    target,
    ...(deps.events ? { events: deps.events } : {}),
  });
  const testSet = createTestSetRun({
    db,
    clock,
    queue,
    enablement,
    signing,
    transportFor: transportTo('test-set'),
    ...(target === 'simulador' ? { pollDelayMs: 200 } : {}),
  });
  return {
    target,
    enablement,
    signing,
    nieKind: createNieKind({ clock, signing, enablement }),
    documents: createNieDocuments({ db }),
    reports: createNieReports({ db, enablement, concepts: deps.concepts, target }),
    transfer,
    testSet,
    /** Every background job of the area, on the queue of this process. */
    async startWorking() {
      await transfer.startWorking();
      await testSet.startWorking();
    },
  };
}

export type ElectronicPayroll = Awaited<ReturnType<typeof composeElectronicPayroll>>;
export type { EnablementService } from './enablement.service.ts';
export type { NieSigning } from './nie-signing.ts';
export type { TestSetRun } from './test-set.ts';
