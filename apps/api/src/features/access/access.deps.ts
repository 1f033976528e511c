import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import type { Clock } from '../../platform/clock.ts';
import type { HumanCheck } from '../../platform/human-check/human-check.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';

/** What the access operations need, passed explicitly (STYLE.md habit 5). */
export interface AccessDeps {
  db: Database;
  mail: Mailer;
  clock: Clock;
  tokens: TokenService;
  humanCheck: HumanCheck;
  log: FastifyBaseLogger;
  /** Address of the web app, for links in e-mails. */
  publicUrl: string;
  /** INSTANCE_ADMIN_EMAILS: the installation's operators besides those flagged in the database. */
  operators?: readonly string[];
}

/** E-mail addresses of the seeded demo accounts live here; nobody can register one. */
export const DEMO_EMAIL_DOMAIN = 'demo.quincena.test';
