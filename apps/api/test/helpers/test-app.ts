import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { Database, DatabaseHandle } from '../../src/db/client.ts';
import type { PaymentsConfig } from '../../src/features/billing/index.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../src/platform/rate-limit/rate-limit.ts';
import type { FileStorageSettings } from '../../src/platform/storage/open-storage.ts';
import { FakeClock } from '../fakes/fake-clock.ts';
import { createMailSpy, type MailSpy } from '../fakes/mail-spy.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  clock: FakeClock;
  mail: MailSpy;
  dataDir: string;
  close(): Promise<void>;
}

/** Limits high enough that only the rate-limit tests reach them. */
export const GENEROUS_LIMITS: RateLimits = {
  signIn: { max: 1000, windowMs: 60_000 },
  registration: { max: 1000, windowMs: 60_000 },
  recovery: { max: 1000, windowMs: 60_000 },
  verification: { max: 1000, windowMs: 60_000 },
  certificateValidation: { max: 1000, windowMs: 60_000 },
};

/** The app on a fresh database (one per test file), a fake clock and a temporary data folder. */
export async function createTestApp(
  options: {
    rateLimits?: RateLimits;
    webDist?: string;
    clock?: FakeClock;
    /** INSTANCE_ADMIN_EMAILS of the server. */
    instanceAdminEmails?: readonly string[];
    /** METRICS_TOKEN of the server. */
    metricsToken?: string;
    /** DIAN_SIMULATOR of the server. */
    dianSimulator?: boolean;
    /** FILE_STORAGE of the server; DATA_DIR/files when absent. */
    fileStorage?: FileStorageSettings;
    /** PAYMENTS_PROVIDER and keys of the server (decision 0335); the simulator when absent. */
    payments?: PaymentsConfig;
    /**
     * Another test app's database: a second server of the same installation (its own DATA_DIR).
     * Closing this app leaves the database to its owner.
     */
    sharedDatabase?: Database;
  } = {},
): Promise<TestContext> {
  const database: Pick<DatabaseHandle, 'db' | 'close'> = options.sharedDatabase
    ? { db: options.sharedDatabase, close: async () => undefined }
    : await createTestDatabase();
  const clock = options.clock ?? new FakeClock();
  const dataDir = mkdtempSync(join(tmpdir(), 'quincena-api-test-'));
  const app = await buildApp({
    db: database.db,
    clock,
    rateLimits: options.rateLimits ?? GENEROUS_LIMITS,
    config: {
      dataDir,
      webDist: options.webDist ?? join(dataDir, 'no-web-build'),
      publicUrl: 'http://localhost:3000',
      mailFrom: 'Quincena <no-responder@quincena.local>',
      // A tiny proof of work keeps the suite fast; the rules are the same.
      altchaMaxNumber: 20,
      ...(options.instanceAdminEmails ? { instanceAdminEmails: options.instanceAdminEmails } : {}),
      ...(options.metricsToken ? { metricsToken: options.metricsToken } : {}),
      ...(options.dianSimulator === undefined ? {} : { dianSimulator: options.dianSimulator }),
      ...(options.fileStorage ? { fileStorage: options.fileStorage } : {}),
      ...(options.payments ? { payments: options.payments } : {}),
    },
  });
  return {
    app,
    db: database.db,
    clock,
    mail: createMailSpy(database.db, join(dataDir, 'outbox')),
    dataDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { DEFAULT_RATE_LIMITS };
