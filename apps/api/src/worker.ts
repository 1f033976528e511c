import { join } from 'node:path';
import Fastify from 'fastify';
import { loadEnv } from './config/env.ts';
import { followLegalValuesOf, loadLegalValues } from './config/legal-values.ts';
import { openDatabase } from './db/client.ts';
import { createConceptsService } from './features/concepts/index.ts';
import {
  createPayslipMailingsService,
  createPayslipsService,
  type PayslipMailingJob,
  STALE_MAILING_MS,
} from './features/documents/index.ts';
import {
  composeElectronicPayroll,
  DIAN_SIMULATOR_PATH,
  STALE_TRANSFER_MS,
} from './features/electronic-payroll/index.ts';
import { createReferenceService } from './features/reference/index.ts';
import type { SettlementJob } from './features/settlement/index.ts';
import { composeSettlement, STALE_PROCESS_MS } from './features/settlement/index.ts';
import { composeWebhooks } from './features/webhooks/index.ts';
import { systemClock } from './platform/clock.ts';
import { createEventBus } from './platform/events/index.ts';
import { createPgBossQueue, JOB_NAMES } from './platform/jobs/index.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { createSecretBox } from './platform/secret-box.ts';
import { deploymentSecret } from './platform/secrets.ts';
import { fileStorageSettings, openStorage } from './platform/storage/open-storage.ts';

/** See RunnerOptions.heapCeilingBytes: a worker's heap may grow further before a forced collection. */
const WORKER_HEAP_CEILING_BYTES = 256 * 1024 * 1024;

/**
 * `npm run worker`: a process that only runs jobs from the PostgreSQL queue (pg-boss): settlement
 * runs and payslip mailings.
 * Start as many as the month-end peak needs; they share DATABASE_URL with the API servers, which
 * apply the migrations. Each job is taken by exactly one worker; a PRO is split into slices any
 * worker may take (decision 0180).
 */
async function main(): Promise<void> {
  const env = loadEnv();
  // Decreed years the operator added as data files (decision 0132); an invalid file stops here.
  loadLegalValues(env.DATA_DIR);
  if (!env.DATABASE_URL) {
    console.error(
      'npm run worker necesita DATABASE_URL (PostgreSQL); con la base embebida el servidor ejecuta los trabajos.',
    );
    process.exit(1);
  }
  const database = await openDatabase({ kind: 'postgres', url: env.DATABASE_URL });
  const queue = createPgBossQueue({
    connectionString: env.DATABASE_URL,
    onError: (error) => console.error('job queue error', error),
  });
  const slices = Number(process.env.SETTLEMENT_SLICES ?? 2);
  // The same store as the API servers (decision 0330): logos, signatures and the DIAN certificate.
  const storage = await openStorage(fileStorageSettings(env), { db: database.db, dataDir: env.DATA_DIR });
  // Runs that end here raise company events; their webhook deliveries are queued from here too.
  const events = createEventBus({
    clock: systemClock,
    onError: (error, event) => console.error(`webhooks: event ${event.type} not queued`, error),
  });
  const webhooks = composeWebhooks({
    db: database.db,
    clock: systemClock,
    queue,
    secrets: createSecretBox(
      await deploymentSecret(database.db, 'DATA_ENCRYPTION_SECRET', env.DATA_ENCRYPTION_SECRET),
      'webhooks',
    ),
    production: process.env.NODE_ENV === 'production',
  });
  webhooks.listen(events);
  // Signing the month's documents needs the company's certificate (in the file store) and secrets.
  const electronicPayroll = await composeElectronicPayroll({
    db: database.db,
    clock: systemClock,
    concepts: createConceptsService({
      db: database.db,
      clock: systemClock,
      reference: createReferenceService({ db: database.db }),
    }),
    storage,
    queue,
    dataEncryptionSecret: env.DATA_ENCRYPTION_SECRET,
    target: env.DIAN_ENVIRONMENT,
    events,
    simulatorUrl: () => env.DIAN_URL ?? `http://127.0.0.1:${env.PORT}${DIAN_SIMULATOR_PATH}`,
  });
  const settlement = composeSettlement({
    db: database.db,
    clock: systemClock,
    queue,
    slices,
    // No embedded database shares this process: collect between batches only past 256 MB of heap.
    heapCeilingBytes: WORKER_HEAP_CEILING_BYTES,
    nie: electronicPayroll.nieKind,
    events,
    beforeJob: () => followLegalValuesOf(database.db, env.DATA_DIR, console),
  });
  await queue.start();
  await webhooks.startWorking();
  const recovery = { staleAfterMs: STALE_PROCESS_MS, pending: false };
  await settlement.runner.recover(recovery);
  let jobsRun = 0;
  await queue.work<SettlementJob>(JOB_NAMES.settlement, async (job, meta) => {
    jobsRun += 1;
    await settlement.runner.runJob(job, meta);
  });
  // Payslip mailings (decision 0300) need the mailer and the company files (logos, signatures).
  const log = Fastify({ logger: { level: 'info' } }).log;
  const mail = createMailer({
    db: database.db,
    clock: systemClock,
    log,
    from: env.MAIL_FROM,
    outboxDir: join(env.DATA_DIR, 'outbox'),
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
  });
  const payslips = createPayslipsService({ db: database.db, clock: systemClock, storage, mail });
  const mailings = createPayslipMailingsService({
    db: database.db,
    clock: systemClock,
    queue,
    mail,
    payslips,
  });
  await electronicPayroll.transfer.recover(STALE_TRANSFER_MS);
  await electronicPayroll.startWorking();
  await mailings.recover(STALE_MAILING_MS);
  await queue.work<PayslipMailingJob>(JOB_NAMES.payslipMailing, async (job) => {
    jobsRun += 1;
    await mailings.runJob(job);
  });
  const sweep = setInterval(() => {
    void settlement.runner.recover(recovery).catch(() => undefined);
    void mailings.recover(STALE_MAILING_MS).catch(() => undefined);
    void electronicPayroll.transfer.recover(STALE_TRANSFER_MS).catch(() => undefined);
    void webhooks.delivery.sweep().catch(() => undefined);
  }, 60_000);
  sweep.unref();
  // A slice whose worker died is taken over here within a minute (decision 0310).
  settlement.runner.watchSlices();
  console.log(
    `Quincena worker ${process.pid} listo: trabajos de liquidación y envíos de comprobantes desde PostgreSQL`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`worker ${process.pid}: ${signal}, terminando el trabajo en curso`);
    clearInterval(sweep);
    await events.settled();
    // No new batch starts; the slice in hand goes back (PENDIENTE, queued again) for another worker.
    settlement.runner.stopTaking();
    const force = setTimeout(() => process.exit(1), 35_000);
    force.unref();
    await queue.stop();
    await database.close();
    // The benchmark reads the peak memory of each worker from this line.
    const cpu = process.cpuUsage();
    console.log(
      `worker ${process.pid} detenido jobs=${jobsRun} cpuMs=${Math.round((cpu.user + cpu.system) / 1000)} maxRSS=${process.resourceUsage().maxRSS}`,
    );
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
