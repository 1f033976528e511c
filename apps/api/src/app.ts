import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { configureSpanishZod, ZHealthResponse } from '@quincena/contracts';
import type { DianTransport } from '@quincena/dian';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { followLegalValuesOf } from './config/legal-values.ts';
import type { Database } from './db/client.ts';
import type { AccessDeps } from './features/access/index.ts';
import {
  createAccessService,
  createCompanyDraftService,
  registerAccessRoutes,
  registerCompanyDraftRoutes,
} from './features/access/index.ts';
import { composeAccountingService, registerAccountingRoutes } from './features/accounting/index.ts';
import { createApiKeysService, registerApiKeysRoutes } from './features/api-keys/index.ts';
import { registerAuditRoutes } from './features/audit/index.ts';
import {
  choosePaymentProvider,
  createBillingService,
  createPaymentsService,
  type PaymentsConfig,
  registerBillingRoutes,
  registerPaymentRoutes,
  registerPaymentSimulator,
} from './features/billing/index.ts';
import { composeBulkLoadsService, registerBulkLoadsRoutes } from './features/bulk-loads/index.ts';
import {
  createCirConfigService,
  createConceptCatalog,
  registerCirConfigRoutes,
} from './features/cir-config/index.ts';
import { registerCompanyFeature } from './features/company/index.ts';
import { createConceptsService, registerConceptsRoutes } from './features/concepts/index.ts';
import {
  createCertificatesService,
  createIncomeCertificatesService,
  createPayslipMailingsService,
  createPayslipsService,
  registerCertificateRoutes,
  registerIncomeCertificateRoutes,
  registerPayslipMailingRoutes,
  registerPayslipRoutes,
  STALE_MAILING_MS,
} from './features/documents/index.ts';
import type { NieSigning } from './features/electronic-payroll/index.ts';
import {
  composeElectronicPayroll,
  DIAN_SIMULATOR_PATH,
  type DianTargetName,
  registerDianSimulator,
  registerNieRoutes,
  STALE_TRANSFER_MS,
} from './features/electronic-payroll/index.ts';
import {
  colombianDate,
  createContractTermService,
  createEmployeesService,
  registerContractTermRoutes,
  registerEmployeesRoutes,
  renewDueContractsOfAll,
} from './features/employees/index.ts';
import { registerHelpRoutes } from './features/help/index.ts';
import { createHolidaysService, registerHolidaysRoutes } from './features/holidays/index.ts';
import { createDashboardService, registerHomeRoutes } from './features/home/index.ts';
import {
  createInitialBalancesService,
  registerInitialBalancesRoutes,
} from './features/initial-balances/index.ts';
import { createInstanceAdminService, registerInstanceAdminRoutes } from './features/instance-admin/index.ts';
import { composeNoveltiesServices, registerNoveltiesRoutes } from './features/novelties/index.ts';
import { createPayrollConfigService, registerPayrollConfigRoutes } from './features/payroll-config/index.ts';
import {
  createAccountingQuery,
  createQueriesService,
  createSocialSecurityQuery,
  registerAccountingQueryRoutes,
  registerQueriesRoutes,
  registerSocialSecurityQueryRoutes,
} from './features/queries/index.ts';
import {
  createReferenceService,
  registerReferenceRoutes,
  seedReferenceData,
} from './features/reference/index.ts';
import {
  createLegalValuesService,
  createRetroactiveChangesService,
  createRetroactiveService,
  registerRetroactiveRoutes,
} from './features/retroactive/index.ts';
import {
  composeSettlement,
  createBankFileService,
  createPlanillaFileService,
  registerBankFileRoutes,
  registerCbRoutes,
  registerCesRoutes,
  registerCirRoutes,
  registerPlanillaFileRoutes,
  registerSettlementReportRoutes,
  registerSettlementRoutes,
  registerSsReportRoutes,
  STALE_PROCESS_MS,
} from './features/settlement/index.ts';
import { createSupportService, registerSupportRoutes } from './features/support/index.ts';
import { createUsersService, registerUsersRoutes } from './features/users/index.ts';
import { composeWebhooks, registerWebhooksRoutes } from './features/webhooks/index.ts';
import { registerApiKeyCallLog } from './platform/audit/index.ts';
import { createApiKeyAuthenticator } from './platform/auth/api-key-auth.ts';
import { createAuthenticator, enforceGuardedRoutes, publicAccess } from './platform/auth/guard.ts';
import { createTokenService } from './platform/auth/tokens.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { answerFrameworkError, registerErrorHandler } from './platform/errors/error-handler.ts';
import { SAFE_LOG_SERIALIZERS } from './platform/errors/safe-error.ts';
import { createEventBus } from './platform/events/index.ts';
import { registerCompression } from './platform/http/compression.ts';
import { registerIdempotency } from './platform/http/idempotency.ts';
import { registerOpenApi, registerOpenApiRoute } from './platform/http/openapi.ts';
import { registerReadiness } from './platform/http/readiness.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerTextGuard } from './platform/http/text-guard.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import { createHumanCheck } from './platform/human-check/human-check.ts';
import { createInProcessQueue, createPgBossQueue, type JobQueue } from './platform/jobs/index.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { registerMetrics } from './platform/metrics/index.ts';
import {
  DEFAULT_RATE_LIMITS,
  type RateLimits,
  registerApiKeyRateLimit,
  registerRateLimit,
} from './platform/rate-limit/rate-limit.ts';
import { createSecretBox } from './platform/secret-box.ts';
import { deploymentSecret } from './platform/secrets.ts';
import { type FileStorageSettings, openStorage } from './platform/storage/open-storage.ts';

/** Where /Support requests go when SUPPORT_EMAIL is not set. */
export const DEFAULT_SUPPORT_EMAIL = 'soporte@quincena.local';

export interface AppConfig {
  dataDir: string;
  webDist: string;
  publicUrl: string;
  mailFrom: string;
  smtpUrl?: string;
  redisUrl?: string;
  jwtSecret?: string;
  altchaHmacKey?: string;
  dataEncryptionSecret?: string;
  altchaMaxNumber: number;
  /** Count rate limits by the X-Forwarded-For address (only behind a trusted reverse proxy). */
  trustProxy?: boolean;
  /** PostgreSQL: jobs go through pg-boss on this database (decision 0180). */
  databaseUrl?: string;
  /** SUPPORT_EMAIL: where /Support requests are mailed. */
  supportEmail?: string;
  /** HELP_CHAT_URL: the chat link of the dashboard's help button. */
  helpChatUrl?: string;
  /** WORKERS_IN_API=false: this server only queues jobs; `npm run worker` processes run them. */
  workersInApi?: boolean;
  /** INSTANCE_ADMIN_EMAILS: administrators who operate this installation (/TI). */
  instanceAdminEmails?: readonly string[];
  /** METRICS_TOKEN: the bearer token of GET /api/metrics; without it there is no such endpoint. */
  metricsToken?: string;
  /** DIAN_ENVIRONMENT: where electronic payroll goes (the simulator on this server by default). */
  dianEnvironment?: DianTargetName;
  /** DIAN_SIMULATOR=false: this server does not answer as the simulator (production's default). */
  dianSimulator?: boolean;
  /** DIAN_URL: the simulator's address when it is not this server's own. */
  dianUrl?: string;
  /** DIAN_XSD_DIR: the DIAN toolkit's XSD folder; the simulator checks the schema when given. */
  dianXsdDir?: string;
  /** NODE_ENV=production: webhooks only to public https addresses (decision 0338). */
  production?: boolean;
  /** FILE_STORAGE: where stored files live (decision 0330); DATA_DIR/files when absent. */
  fileStorage?: FileStorageSettings;
  /** PAYMENTS_PROVIDER and its keys (decision 0335); the local simulator when absent. */
  payments?: PaymentsConfig;
}

export interface AppDeps {
  db: Database;
  config: AppConfig;
  clock?: Clock;
  rateLimits?: RateLimits;
  logger?: FastifyServerOptions['logger'];
  /** The job queue; by default pg-boss with `config.databaseUrl`, else in-process. */
  jobs?: JobQueue;
  /** Replaces the DIAN SOAP client (tests). */
  dianTransport?: (signing: NieSigning) => DianTransport;
}

/** The simulator mounted on this server, at the address it listens on. */
function localSimulatorUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('El servidor no está escuchando');
  return `http://127.0.0.1:${address.port}${DIAN_SIMULATOR_PATH}`;
}

/** Never log secrets or personal data (STYLE.md habit 9). */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
];

/** The composition root: platform plugins first, then the features, then the web app. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const { config, db } = deps;
  configureSpanishZod();

  const app = Fastify({
    logger:
      deps.logger && typeof deps.logger === 'object'
        ? {
            ...deps.logger,
            redact: REDACT,
            serializers: { ...deps.logger.serializers, ...SAFE_LOG_SERIALIZERS },
          }
        : (deps.logger ?? false),
    genReqId: () => randomUUID(),
    bodyLimit: 1_048_576,
    // Rate limits and logs need the browser's address behind a reverse proxy (decision 0018).
    trustProxy: config.trustProxy ?? false,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  enforceGuardedRoutes(app);
  registerTextGuard(app);

  await registerSecurityHeaders(app, {
    // ePayco's checkout opens from its own script (https://checkout.epayco.co/checkout.js).
    checkoutOrigins: config.payments?.provider === 'epayco' ? ['https://*.epayco.co'] : [],
  });
  registerMetrics(app, {
    db,
    // Created further down; asked only when scraped.
    jobs: () => jobs,
    token: config.metricsToken,
  });
  await registerCompression(app);
  await registerRateLimit(app, { db, clock, ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}) });
  await registerOpenApi(app);

  const tokens = createTokenService({
    secret: await deploymentSecret(db, 'JWT_SECRET', config.jwtSecret),
    clock,
  });
  const operators = config.instanceAdminEmails ?? [];
  app.decorate(
    'authenticator',
    createAuthenticator({ db, tokens, operators, apiKeys: createApiKeyAuthenticator(db, clock) }),
  );
  registerApiKeyRateLimit(app, (deps.rateLimits ?? DEFAULT_RATE_LIMITS).apiKey);
  registerIdempotency(app, { db, clock });
  registerApiKeyCallLog(app, db);
  const humanCheck = createHumanCheck({
    db,
    clock,
    hmacKey: await deploymentSecret(db, 'ALTCHA_HMAC_KEY', config.altchaHmacKey),
    maxNumber: config.altchaMaxNumber,
  });
  const mail = createMailer({
    db,
    clock,
    log: app.log,
    from: config.mailFrom,
    outboxDir: join(config.dataDir, 'outbox'),
    ...(config.smtpUrl ? { smtpUrl: config.smtpUrl } : {}),
  });
  const storage = await openStorage(config.fileStorage ?? { kind: 'local' }, { db, dataDir: config.dataDir });
  const accessDeps: AccessDeps = {
    db,
    mail,
    clock,
    tokens,
    humanCheck,
    log: app.log,
    publicUrl: config.publicUrl,
    operators,
  };

  app.get(
    '/api/health',
    { preHandler: publicAccess(), schema: { tags: ['platform'], response: { 200: ZHealthResponse } } },
    async () => ({ status: 'ok' as const }),
  );
  registerAccessRoutes(app, createAccessService(accessDeps), deps.rateLimits ?? DEFAULT_RATE_LIMITS);
  registerCompanyDraftRoutes(app, createCompanyDraftService({ db, clock }));
  registerHelpRoutes(app, { db });
  // Reference lists are seeded here, not in seed/seed.ts, so every app (tests included) can validate codes.
  await seedReferenceData(db);
  const reference = createReferenceService({ db });
  registerReferenceRoutes(app, reference);
  registerHolidaysRoutes(app, createHolidaysService({ db, clock, reference }));
  registerRetroactiveRoutes(
    app,
    createRetroactiveService({ db }),
    createRetroactiveChangesService({ db }),
    createLegalValuesService({ db }),
  );
  registerConceptsRoutes(app, createConceptsService({ db, clock, reference }));
  const jobs =
    deps.jobs ??
    (config.databaseUrl
      ? createPgBossQueue({
          connectionString: config.databaseUrl,
          onError: (error) => app.log.error({ err: error }, 'job queue error'),
        })
      : createInProcessQueue({
          onError: (error, name) => app.log.error({ err: error, job: name }, 'job failed'),
        }));
  registerReadiness(app, { db, jobs });
  // Company events → webhooks (decision 0338): features publish, the bus only queues deliveries.
  const events = createEventBus({
    clock,
    onError: (error, event) => app.log.error({ err: error, event: event.type }, 'webhooks: event not queued'),
  });
  const webhooks = composeWebhooks({
    db,
    clock,
    queue: jobs,
    secrets: createSecretBox(
      await deploymentSecret(db, 'DATA_ENCRYPTION_SECRET', config.dataEncryptionSecret),
      'webhooks',
    ),
    production: config.production ?? process.env.NODE_ENV === 'production',
    onError: (error) => app.log.error({ err: error }, 'webhooks: delivery attempt failed'),
  });
  webhooks.listen(events);
  registerWebhooksRoutes(app, webhooks.service);
  const electronicPayroll = await composeElectronicPayroll({
    db,
    clock,
    concepts: createConceptsService({ db, clock, reference }),
    storage,
    queue: jobs,
    dataEncryptionSecret: config.dataEncryptionSecret,
    target: config.dianEnvironment ?? 'simulador',
    events,
    simulatorUrl: () => config.dianUrl ?? localSimulatorUrl(app),
    ...(deps.dianTransport ? { transportFor: deps.dianTransport } : {}),
  });
  await registerCompanyFeature(app, {
    db,
    storage,
    clock,
    enablement: electronicPayroll.enablement,
    testSet: electronicPayroll.testSet,
  });
  if (electronicPayroll.target === 'simulador' && config.dianSimulator !== false)
    registerDianSimulator(app, electronicPayroll.enablement, { xsdDirectory: config.dianXsdDir ?? null });
  registerNieRoutes(app, electronicPayroll);
  registerEmployeesRoutes(app, createEmployeesService({ db, storage, clock, events }));
  registerContractTermRoutes(app, createContractTermService({ db, clock }));
  const payslips = createPayslipsService({ db, clock, storage, mail });
  registerPayslipRoutes(app, payslips);
  registerIncomeCertificateRoutes(app, createIncomeCertificatesService({ db, clock, mail }));
  registerCertificateRoutes(
    app,
    createCertificatesService({ db, clock, storage, mail, publicUrl: config.publicUrl }),
    deps.rateLimits ?? DEFAULT_RATE_LIMITS,
  );
  registerAccountingRoutes(app, composeAccountingService({ db }));
  registerPayrollConfigRoutes(app, createPayrollConfigService({ db, clock }));
  registerCirConfigRoutes(
    app,
    createCirConfigService({
      db,
      catalog: createConceptCatalog({ concepts: createConceptsService({ db, clock, reference }) }),
    }),
  );
  registerUsersRoutes(app, createUsersService({ db, clock }));
  registerApiKeysRoutes(app, createApiKeysService({ db, clock }));
  registerInitialBalancesRoutes(app, createInitialBalancesService({ db, clock }));
  registerAuditRoutes(app, { db });
  registerSupportRoutes(
    app,
    createSupportService({ db, mail, storage, supportAddress: config.supportEmail ?? DEFAULT_SUPPORT_EMAIL }),
  );
  const billing = createBillingService({ db, clock, mail, log: app.log, events });
  registerBillingRoutes(app, billing);
  // Online payment of the invoices (decision 0335): the simulator unless settings name a provider.
  const simulatorSecret = await deploymentSecret(db, 'PAYMENT_SIMULATOR_SECRET', undefined);
  const chosen = choosePaymentProvider(config.payments ?? { provider: 'simulator' }, { db, simulatorSecret });
  if (chosen.problem) app.log.warn(chosen.problem);
  const payments = createPaymentsService({
    db,
    clock,
    log: app.log,
    publicUrl: config.publicUrl,
    provider: chosen.provider,
    events,
  });
  registerPaymentRoutes(app, payments);
  if (chosen.provider?.name === 'simulator')
    registerPaymentSimulator(app, { db, clock, payments, secret: simulatorSecret });
  registerHomeRoutes(
    app,
    createDashboardService({
      db,
      clock,
      helpChatUrl: config.helpChatUrl ?? null,
      pendingInvoices: billing.pending,
    }),
  );
  registerBulkLoadsRoutes(app, composeBulkLoadsService({ db, clock, storage, events }));
  registerNoveltiesRoutes(
    app,
    composeNoveltiesServices({ db, clock, concepts: createConceptsService({ db, clock, reference }) }),
  );
  // On PostgreSQL a PRO is split in two slices any worker may take (decision 0180).
  const settlement = composeSettlement({
    db,
    clock,
    queue: jobs,
    slices: jobs.kind === 'pg-boss' ? 2 : 1,
    nie: electronicPayroll.nieKind,
    events,
    beforeJob: () => followLegalValuesOf(db, config.dataDir, app.log),
  });
  registerSettlementRoutes(app, settlement);
  const mailings = createPayslipMailingsService({ db, clock, queue: jobs, mail, payslips });
  registerPayslipMailingRoutes(app, mailings);
  registerQueriesRoutes(app, createQueriesService({ db, clock }));
  registerSocialSecurityQueryRoutes(app, createSocialSecurityQuery({ db }));
  registerAccountingQueryRoutes(app, createAccountingQuery({ db }));
  registerBankFileRoutes(app, createBankFileService({ db, clock }));
  registerPlanillaFileRoutes(app, createPlanillaFileService({ db }));
  registerSettlementReportRoutes(app, { db, clock });
  registerSsReportRoutes(app, { db, clock });
  registerCbRoutes(app, { db });
  registerCesRoutes(app, { db });
  registerCirRoutes(app, { db, clock });
  registerInstanceAdminRoutes(
    app,
    createInstanceAdminService({
      db,
      clock,
      log: app.log,
      dataDir: config.dataDir,
      publicUrl: config.publicUrl,
      databaseKind: config.databaseUrl ? 'postgres' : 'pglite',
      queueKind: jobs.kind,
      staleAfterMs: STALE_PROCESS_MS,
      recoverStuck: (staleAfterMs) => settlement.runner.recover({ staleAfterMs, pending: false }),
    }),
  );
  let sweep: NodeJS.Timeout | undefined;
  let webhookSweep: NodeJS.Timeout | undefined;
  // The month's invoices from the plan's billing day on (decision 0334): checked at start-up and
  // every hour; issuing is idempotent, so several servers checking at once issue each invoice once.
  // It runs beside the server (a first issue renders and mails every company's invoice); closing waits for it.
  let invoicingRun: Promise<unknown> = Promise.resolve();
  const issueInvoices = () => {
    invoicingRun = invoicingRun.then(() =>
      billing
        .issueDue()
        .catch((error: unknown) => app.log.error({ err: error }, 'billing: monthly issue failed')),
    );
  };
  const invoicing = setInterval(issueInvoices, 3_600_000);
  invoicing.unref();
  // Payments still unsettled after 30 minutes are asked about every five minutes (decision 0335);
  // each server claims different attempts, so any number may run it.
  let reconciling: Promise<unknown> = Promise.resolve();
  const reconcilePayments = () => {
    reconciling = reconciling.then(() =>
      payments
        .reconcile()
        .catch((error: unknown) => app.log.error({ err: error }, 'billing: payment reconciliation failed')),
    );
  };
  const reconciliation = setInterval(reconcilePayments, 300_000);
  reconciliation.unref();
  // Fixed-term contracts the law renewed since the last look (CST art. 46; decision 0311): at start-up and
  // every ten minutes, so pickers and novelty checks agree with the list and the runs within minutes.
  const renewContracts = () => renewDueContractsOfAll(db, colombianDate(clock.now())).catch(() => undefined);
  const renewals = setInterval(() => void renewContracts(), 600_000);
  renewals.unref();
  app.addHook('onClose', async () => {
    clearInterval(renewals);
    clearInterval(invoicing);
    clearInterval(reconciliation);
    clearInterval(sweep);
    clearInterval(webhookSweep);
    await invoicingRun;
    await reconciling;
    await events.settled();
    // A slice being settled is given back (PENDIENTE) before the queue stops (decision 0310).
    settlement.runner.stopTaking();
    await jobs.stop();
    // Attempts handed to the side lane finish before the database closes.
    await webhooks.drained();
  });
  registerOpenApiRoute(app);
  await registerWebApp(app, config.webDist);

  await app.ready();
  await renewContracts();
  await jobs.start();
  if (config.workersInApi !== false) {
    // In-process jobs die with their server: anything left running or queued is recovered now.
    const recovery =
      jobs.kind === 'in-process'
        ? { staleAfterMs: 0, pending: true }
        : { staleAfterMs: STALE_PROCESS_MS, pending: false };
    await settlement.runner.recover(recovery);
    await settlement.runner.startWorking();
    // A payslip mailing cut off resumes after the last recipient it recorded (decision 0300).
    const staleMailing = jobs.kind === 'in-process' ? 0 : STALE_MAILING_MS;
    await mailings.recover(staleMailing);
    await mailings.startWorking();
    issueInvoices();
    // A transfer cut off gives its documents back; their next attempt asks the DIAN first.
    const staleTransfer = jobs.kind === 'in-process' ? 0 : STALE_TRANSFER_MS;
    await electronicPayroll.transfer.recover(staleTransfer);
    await electronicPayroll.startWorking();
    // Retries wait in the delivery rows (next_attempt_at), so they survive restarts; the sweep
    // queues the due ones, and a queued job lost with a restart is queued again the same way.
    await webhooks.startWorking();
    const sweepWebhooks = () =>
      void webhooks.delivery
        .sweep()
        .catch((error: unknown) => app.log.error({ err: error }, 'webhooks: sweep failed'));
    sweepWebhooks();
    webhookSweep = setInterval(sweepWebhooks, 30_000);
    webhookSweep.unref();
    if (jobs.kind === 'pg-boss') {
      sweep = setInterval(() => {
        void settlement.runner.recover(recovery).catch(() => undefined);
        void mailings.recover(staleMailing).catch(() => undefined);
        void electronicPayroll.transfer.recover(staleTransfer).catch(() => undefined);
      }, 60_000);
      sweep.unref();
      // A slice whose worker died is taken over by another worker within a minute (decision 0310).
      settlement.runner.watchSlices();
    }
  }
  return app;
}
