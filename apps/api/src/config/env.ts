import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, so default folders do not depend on the directory the server starts from. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('../../../../', import.meta.url)));

const optionalUrl = z
  .string()
  .trim()
  .max(2000)
  .optional()
  .transform((value) => (value ? value : undefined));

/** Free text where an empty value means "not set". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/** A secret of at least 32 characters; an empty value means "generate one" (as when absent). */
const optionalSecret = z
  .string()
  .trim()
  .max(500)
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || value.length >= 32, 'must be at least 32 characters');

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

const fromRepoRoot = (fallback: string) =>
  z
    .string()
    .trim()
    .max(1000)
    .optional()
    .transform((value) => {
      const path = value ? value : fallback;
      return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
    });

/** Every setting of the API, described in apps/api/.env.example and the README. */
export const ZEnv = z.object({
  /** TCP port the one server listens on (API and web app). */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to bind; 0.0.0.0 serves the local network, 127.0.0.1 only this machine. */
  HOST: z.string().trim().max(200).default('0.0.0.0'),
  /** Folder for the embedded database (pg/), stored files (files/) and the mail outbox (outbox/). */
  DATA_DIR: fromRepoRoot('data'),
  /** A PostgreSQL server (postgres://…); when absent the embedded PGlite database in DATA_DIR/pg is used. */
  DATABASE_URL: optionalUrl,
  /** HS256 key for session tokens; when absent one is generated once and kept in the database. */
  JWT_SECRET: optionalSecret,
  /** HMAC key that signs the human-check challenges; generated once and kept in the database when absent. */
  ALTCHA_HMAC_KEY: optionalSecret,
  /**
   * Key that encrypts stored secrets (DIAN software PIN, certificate passwords). Set it in production and
   * keep it out of database backups; when absent one is generated once and kept in the database.
   */
  DATA_ENCRYPTION_SECRET: optionalSecret,
  /** Proof-of-work difficulty: the solver tries up to this many numbers (lower in tests). */
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
  /** smtp://user:pass@host:587 or smtps://…; when absent e-mail goes to the outbox table, the log and DATA_DIR/outbox. */
  SMTP_URL: optionalUrl,
  /** Sender of every e-mail. */
  MAIL_FROM: z.string().trim().max(300).default('Quincena <no-responder@quincena.local>'),
  /** Address that receives /Support requests. */
  SUPPORT_EMAIL: z.string().trim().email().max(254).optional(),
  /** A chat link the floating help button of /Home opens (e.g. https://wa.me/57…?text=…); /Support when absent. */
  HELP_CHAT_URL: optionalUrl,
  /** redis://host:6379; when set, rate-limit windows live in Redis instead of the database. */
  REDIS_URL: optionalUrl,
  /**
   * Multiplies every per-address rate limit (sign-in, registration, recovery, verification);
   * end-to-end runs that register many accounts from one address raise it.
   */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).max(10_000).default(1),
  /**
   * With DATABASE_URL: whether this API server also runs settlement jobs (pg-boss). Set false when
   * separate `npm run worker` processes do the work. The embedded database always runs them in-process.
   */
  WORKERS_IN_API: booleanFlag(true),
  /**
   * Seed the demo company with one administrator and one employee user (published passwords). On by
   * default for a trial install; off by default with NODE_ENV=production, where only an explicit
   * SEED_DEMO=true seeds it.
   */
  SEED_DEMO: booleanFlag(true),
  /**
   * The installation's operators (the /TI screen), as a comma-separated list of administrators'
   * e-mails, besides users flagged in the database. A seeded demo account never is one.
   */
  INSTANCE_ADMIN_EMAILS: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().email('must be a list of e-mail addresses')).max(50)),
  /**
   * Bearer token a Prometheus scraper presents at GET /api/metrics (32+ characters). Without it the
   * endpoint does not exist.
   */
  METRICS_TOKEN: optionalSecret,
  /** pino level: fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built web app served beside the API (npm run build -w apps/web). */
  WEB_DIST: fromRepoRoot('apps/web/dist'),
  /**
   * Trust X-Forwarded-For from a reverse proxy in front of the server. Off by default: without a
   * proxy, trusting it would let a client pick the address its rate limits are counted under.
   */
  TRUST_PROXY: booleanFlag(false),
  /** Address people use to reach the app, for links in e-mails; defaults to http://localhost:PORT. */
  PUBLIC_URL: optionalUrl,
  /**
   * Where electronic payroll is sent: `simulador` (the local DIAN simulator this server answers at
   * /dian-simulador; the default), `habilitacion` (the DIAN's test service) or `produccion`.
   */
  DIAN_ENVIRONMENT: z.enum(['simulador', 'habilitacion', 'produccion']).default('simulador'),
  /**
   * Whether this server answers as the DIAN simulator when DIAN_ENVIRONMENT=simulador. On by default
   * for a trial install; with NODE_ENV=production only an explicit DIAN_SIMULATOR=true mounts it.
   */
  DIAN_SIMULATOR: booleanFlag(true),
  /** The simulator's address for `npm run worker` processes when the API is not on 127.0.0.1:PORT. */
  DIAN_URL: optionalUrl,
  /** The DIAN toolkit's XSD folder: the simulator then checks each document's schema (rule ZB01). */
  DIAN_XSD_DIR: optionalUrl,
  /**
   * Who takes online payments of the service's invoices (decision 0335): `simulator` (the local
   * payment simulator at /simulador-pagos; the default outside production), `epayco`, `wompi`, or
   * `none`. With NODE_ENV=production the default is `none` and `simulator` also needs PAYMENTS_SIMULATOR=true.
   */
  PAYMENTS_PROVIDER: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.enum(['simulator', 'epayco', 'wompi', 'none']).optional(),
  ),
  /** Whether the payment simulator may run; off by default with NODE_ENV=production (decision 0327). */
  PAYMENTS_SIMULATOR: booleanFlag(true),
  /** Payment methods the checkout hides (comma separated, the provider's codes; spec METHOD_PAY_DISABLED). */
  PAYMENTS_DISABLED_METHODS: optionalText(500),
  /** ePayco: P_CUST_ID_CLIENTE, P_KEY (signs confirmations; secret) and PUBLIC_KEY of the checkout. */
  EPAYCO_CUSTOMER_ID: optionalText(100),
  EPAYCO_P_KEY: optionalText(500),
  EPAYCO_PUBLIC_KEY: optionalText(500),
  /** ePayco's test mode; always off with NODE_ENV=production. */
  EPAYCO_TEST: booleanFlag(false),
  /** Wompi: public key, integrity and events secrets, private key (reconciliation by reference). */
  WOMPI_PUBLIC_KEY: optionalText(500),
  WOMPI_INTEGRITY_SECRET: optionalText(500),
  WOMPI_EVENTS_SECRET: optionalText(500),
  WOMPI_PRIVATE_KEY: optionalText(500),
  /**
   * Where stored files (logos, signatures, certificates, attachments) live (decision 0330): `local`
   * (DATA_DIR/files; the default on the embedded database), `database` (PostgreSQL; the default with
   * DATABASE_URL, so every server and worker reads the same files) or `s3` (the S3_* settings).
   */
  FILE_STORAGE: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.enum(['local', 'database', 's3']).optional(),
  ),
  /** An S3-compatible service's address (MinIO, Ceph, R2…); AWS S3 itself when absent. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: optionalText(100).transform((value) => value ?? 'us-east-1'),
  S3_BUCKET: optionalText(100),
  S3_ACCESS_KEY_ID: optionalText(200),
  S3_SECRET_ACCESS_KEY: optionalText(500),
  /** Bucket in the path (http://host/bucket/object) instead of the host name; default true with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) => (value === undefined ? undefined : ['true', '1', 'yes'].includes(value))),
});
type TParsedEnv = z.infer<typeof ZEnv>;
/** The settings after loadEnv: FILE_STORAGE always chosen. */
export type TEnv = TParsedEnv & { FILE_STORAGE: 'local' | 'database' | 's3' };

/** Parses the environment once at boot and fails fast with every problem listed. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): TEnv {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  assertProductionSecrets(source, parsed.data);
  return productionDefaults(source, withFileStorage(parsed.data));
}

/** The S3 settings FILE_STORAGE=s3 cannot start without. */
const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * Decision 0330: files live where every process of the installation can read them — in PostgreSQL
 * when there is one — unless FILE_STORAGE says otherwise; an s3 choice without its settings stops
 * the start instead of failing at the first upload.
 */
function withFileStorage(env: TParsedEnv): TEnv {
  const fileStorage = env.FILE_STORAGE ?? (env.DATABASE_URL ? 'database' : 'local');
  if (fileStorage === 's3') {
    const missing = S3_REQUIRED.filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new Error(
        `FILE_STORAGE=s3 necesita ${missing.join(', ')} (y S3_ENDPOINT para un servicio distinto de AWS). ` +
          `FILE_STORAGE=s3 needs ${missing.join(', ')} (and S3_ENDPOINT for a service other than AWS).`,
      );
    }
  }
  return { ...env, FILE_STORAGE: fileStorage };
}

/**
 * Decision 0327: in production what a trial install offers by default — the demo company with its
 * published passwords, the DIAN simulator that answers anyone — is off unless set explicitly.
 */
function productionDefaults(source: NodeJS.ProcessEnv, env: TEnv): TEnv {
  if (source.NODE_ENV !== 'production') return env;
  const simulator = source.DIAN_SIMULATOR !== undefined && env.DIAN_SIMULATOR;
  if (source.DIAN_ENVIRONMENT === 'simulador' && !simulator && !env.DIAN_URL) {
    throw new Error(
      'DIAN_ENVIRONMENT=simulador in production needs DIAN_SIMULATOR=true or the DIAN_URL of a simulator; ' +
        'set DIAN_ENVIRONMENT=habilitacion or produccion to send to the DIAN.',
    );
  }
  return {
    ...env,
    SEED_DEMO: source.SEED_DEMO !== undefined && env.SEED_DEMO,
    DIAN_SIMULATOR: simulator,
    // No payment simulator unless asked for (decision 0335): it approves payments nobody made.
    PAYMENTS_SIMULATOR: source.PAYMENTS_SIMULATOR !== undefined && env.PAYMENTS_SIMULATOR,
    EPAYCO_TEST: false,
    // Without a simulator, documents go to the DIAN's test service until the company is enabled.
    DIAN_ENVIRONMENT:
      source.DIAN_ENVIRONMENT === undefined && !simulator ? 'habilitacion' : env.DIAN_ENVIRONMENT,
  };
}

/** The keys a production server must be given: generated ones would sit in the database they protect. */
export const PRODUCTION_SECRETS = ['JWT_SECRET', 'ALTCHA_HMAC_KEY', 'DATA_ENCRYPTION_SECRET'] as const;

/**
 * Decision 0164: with NODE_ENV=production the server refuses to start without its own secrets,
 * instead of generating them into the database (where a backup would carry them).
 */
function assertProductionSecrets(source: NodeJS.ProcessEnv, env: TParsedEnv): void {
  if (source.NODE_ENV !== 'production') return;
  const missing = PRODUCTION_SECRETS.filter((name) => env[name] === undefined);
  if (missing.length === 0) return;
  throw new Error(
    `Refusing to start in production (NODE_ENV=production) without ${missing.join(', ')}. ` +
      'Set each to a random value of at least 32 characters (for example: openssl rand -base64 48) ' +
      'and keep them out of database backups.',
  );
}

/**
 * The payment provider this server uses (decision 0335): the simulator outside production unless
 * another is named; in production only a named one, and the simulator only with PAYMENTS_SIMULATOR=true.
 */
export function paymentsProvider(
  source: NodeJS.ProcessEnv,
  env: Pick<TEnv, 'PAYMENTS_PROVIDER' | 'PAYMENTS_SIMULATOR'>,
): 'simulator' | 'epayco' | 'wompi' | null {
  const production = source.NODE_ENV === 'production';
  const named = env.PAYMENTS_PROVIDER ?? (production ? 'none' : 'simulator');
  if (named === 'none') return null;
  if (named === 'simulator' && !env.PAYMENTS_SIMULATOR) return null;
  return named;
}

export function publicUrl(env: Pick<TEnv, 'PUBLIC_URL' | 'PORT'>): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}
