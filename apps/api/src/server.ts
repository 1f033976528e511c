import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadEnv, paymentsProvider, publicUrl } from './config/env.ts';
import { loadLegalValues } from './config/legal-values.ts';
import { openDatabase } from './db/client.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { recordLegalValueVersions } from './pay-period/legal-value-versions.ts';
import { scaledRateLimits } from './platform/rate-limit/rate-limit.ts';
import { fileStorageSettings } from './platform/storage/open-storage.ts';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAME } from './seed/access.demo-seed.ts';
import { seed } from './seed/seed.ts';

/** What the start-up banner says about FILE_STORAGE. */
const FILE_STORAGE_LABEL = {
  local: (dataDir: string) => `carpeta ${join(dataDir, 'files')}`,
  database: () => 'base de datos (FILE_STORAGE=database)',
  s3: () => 'S3 (FILE_STORAGE=s3)',
} as const;

/** Entry point: environment, database, migrations, seed, listen, graceful close. */
async function main(): Promise<void> {
  const started = Date.now();
  const env = loadEnv();
  // Decreed years the operator added as data files (decision 0132); an invalid file stops here.
  loadLegalValues(env.DATA_DIR);
  const releaseDataDir = env.DATABASE_URL ? () => undefined : lockDataDir(env.DATA_DIR);
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: join(env.DATA_DIR, 'pg') },
  );
  await database.migrate();
  // Which legal values each year has now: a change after periods were settled is shown to each company (decision 0354).
  await recordLegalValueVersions(database.db, new Date());

  const app = await buildApp({
    db: database.db,
    config: {
      dataDir: env.DATA_DIR,
      webDist: env.WEB_DIST,
      publicUrl: publicUrl(env),
      mailFrom: env.MAIL_FROM,
      altchaMaxNumber: env.ALTCHA_MAX_NUMBER,
      trustProxy: env.TRUST_PROXY,
      workersInApi: env.WORKERS_IN_API,
      instanceAdminEmails: env.INSTANCE_ADMIN_EMAILS,
      ...(env.METRICS_TOKEN ? { metricsToken: env.METRICS_TOKEN } : {}),
      dianEnvironment: env.DIAN_ENVIRONMENT,
      dianSimulator: env.DIAN_SIMULATOR,
      fileStorage: fileStorageSettings(env),
      payments: {
        provider: paymentsProvider(process.env, env),
        disabledMethods: (env.PAYMENTS_DISABLED_METHODS ?? '')
          .split(',')
          .map((method) => method.trim())
          .filter(Boolean),
        epayco: {
          customerId: env.EPAYCO_CUSTOMER_ID,
          pKey: env.EPAYCO_P_KEY,
          publicKey: env.EPAYCO_PUBLIC_KEY,
          test: env.EPAYCO_TEST,
        },
        wompi: {
          publicKey: env.WOMPI_PUBLIC_KEY,
          integritySecret: env.WOMPI_INTEGRITY_SECRET,
          eventsSecret: env.WOMPI_EVENTS_SECRET,
          privateKey: env.WOMPI_PRIVATE_KEY,
        },
      },
      ...(env.DIAN_URL ? { dianUrl: env.DIAN_URL } : {}),
      ...(env.DIAN_XSD_DIR ? { dianXsdDir: env.DIAN_XSD_DIR } : {}),
      ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
      ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
      ...(env.HELP_CHAT_URL ? { helpChatUrl: env.HELP_CHAT_URL } : {}),
      ...(env.SUPPORT_EMAIL ? { supportEmail: env.SUPPORT_EMAIL } : {}),
      ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
      ...(env.JWT_SECRET ? { jwtSecret: env.JWT_SECRET } : {}),
      ...(env.ALTCHA_HMAC_KEY ? { altchaHmacKey: env.ALTCHA_HMAC_KEY } : {}),
      ...(env.DATA_ENCRYPTION_SECRET ? { dataEncryptionSecret: env.DATA_ENCRYPTION_SECRET } : {}),
    },
    rateLimits: scaledRateLimits(env.RATE_LIMIT_MULTIPLIER),
    logger: { level: env.LOG_LEVEL },
  });
  await seed(database.db, { demo: env.SEED_DEMO, log: app.log });

  // PGlite writes its files from this process: close it before exiting, never mid-write.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      releaseDataDir();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const url = publicUrl(env);
  const lines = [
    '',
    '==================================================================',
    `  Quincena está listo en ${url}  (arranque en ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    `  Base de datos: ${database.kind === 'pglite' ? `PGlite en ${join(env.DATA_DIR, 'pg')}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Archivos: ${FILE_STORAGE_LABEL[env.FILE_STORAGE](env.DATA_DIR)}`,
    `  Correo: ${env.SMTP_URL ? 'SMTP (SMTP_URL)' : `bandeja local en ${join(env.DATA_DIR, 'outbox')} y este registro`}`,
  ];
  if (env.SEED_DEMO) {
    lines.push(
      `  Empresa demo: ${DEMO_COMPANY_NAME}`,
      `    Administrador: ${DEMO_ACCOUNTS.admin.email}  /  ${DEMO_ACCOUNTS.admin.password}`,
      `    Empleado:      ${DEMO_ACCOUNTS.employee.email}  /  ${DEMO_ACCOUNTS.employee.password}`,
    );
  }
  lines.push('==================================================================', '');
  // Printed as plain text so the credentials block reads well in any terminal.
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
