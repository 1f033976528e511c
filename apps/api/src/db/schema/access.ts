import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { moment, momentNow } from './columns.ts';
import { companies } from './company.ts';

/**
 * People who sign in. Users are global, not tenant-owned: an ADMIN exists before their
 * company does; a CLIENT (employee self-service) user belongs to one company.
 */
export const users = pg.pgTable(
  'users',
  {
    id: pg.integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased; unique case-insensitively through the index below. */
    email: pg.varchar('email', { length: 254 }).notNull(),
    passwordHash: pg.varchar('password_hash', { length: 200 }).notNull(),
    role: pg.varchar('role', { length: 10 }).notNull().$type<'ADMIN' | 'CLIENT'>(),
    /** Spec 01 §6: registration creates users with status A (active); I = inactive. */
    status: pg.char('status', { length: 1 }).notNull().default('A').$type<'A' | 'I'>(),
    /** False for an administrator who has not verified the account (spec 01 §4). */
    enabled: pg.boolean('enabled').notNull().default(false),
    termsAcceptedAt: moment('terms_accepted_at'),
    /** The spec's INSTANCE flag S: sees the TI administration screen. */
    instanceAdmin: pg.boolean('instance_admin').notNull().default(false),
    companyId: pg.integer('company_id').references(() => companies.id),
    /** For a CLIENT: the identification number of the employee it serves. */
    employeeNumberId: pg.varchar('employee_number_id', { length: 20 }),
    /** Seeded demo accounts: never adopted from, nor created by, a registration. */
    demo: pg.boolean('demo').notNull().default(false),
    createdAt: momentNow('created_at'),
    passwordChangedAt: momentNow('password_changed_at'),
    /** Tokens issued before this second are refused: a password reset ends every open session. */
    sessionsValidFrom: moment('sessions_valid_from'),
    /**
     * For a CLIENT: the id of the person it serves, fixed the first time the document number names
     * exactly one person of the company (decision 0160). Ownership is checked by this id, never by number.
     */
    personId: pg.integer('person_id'),
  },
  (table) => [
    pg.uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    pg.index('users_company_idx').on(table.companyId),
    pg.check('users_role_check', sql`${table.role} in ('ADMIN', 'CLIENT')`),
    pg.check('users_status_check', sql`${table.status} in ('A', 'I')`),
  ],
);

/**
 * Failed sign-ins per e-mail address (spec 01 §4, §9: three failures lock sign-in for five
 * minutes). Keyed by the address, whether or not an account has it, so the lock itself does not
 * reveal which addresses are registered.
 */
export const signInLockouts = pg.pgTable('sign_in_lockouts', {
  email: pg.varchar('email', { length: 254 }).primaryKey(),
  failures: pg.smallint('failures').notNull().default(0),
  firstFailureAt: moment('first_failure_at').notNull(),
  lockedUntil: moment('locked_until'),
});

/** Password-recovery tokens and verification codes: random, stored as SHA-256, single use. */
export const oneTimeCodes = pg.pgTable(
  'one_time_codes',
  {
    id: pg.integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: pg
      .integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: pg.varchar('purpose', { length: 20 }).notNull().$type<'RECOVERY' | 'VERIFICATION'>(),
    codeHash: pg.char('code_hash', { length: 64 }).notNull(),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    /** Wrong guesses against this code; it is burnt after a few. */
    failedAttempts: pg.smallint('failed_attempts').notNull().default(0),
  },
  (table) => [
    pg.index('one_time_codes_user_purpose_idx').on(table.userId, table.purpose, table.createdAt),
    pg.check('one_time_codes_purpose_check', sql`${table.purpose} in ('RECOVERY', 'VERIFICATION')`),
  ],
);

/**
 * One signed-in session (a refresh-token family, decision 0161). Every access token names its
 * session (`sid`); revoking the row ends the access token and every refresh token of the family.
 */
export const authSessions = pg.pgTable(
  'auth_sessions',
  {
    id: pg.uuid('id').primaryKey(),
    userId: pg
      .integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: moment('created_at').notNull(),
    revokedAt: moment('revoked_at'),
    /** SIGN_OUT, REUSED, PASSWORD, DEACTIVATED. */
    revokedReason: pg.varchar('revoked_reason', { length: 20 }),
  },
  (table) => [pg.index('auth_sessions_user_idx').on(table.userId)],
);

/** Refresh tokens, stored as SHA-256; each is used once, then replaced by the next of its family. */
export const refreshTokens = pg.pgTable(
  'refresh_tokens',
  {
    tokenHash: pg.char('token_hash', { length: 64 }).primaryKey(),
    sessionId: pg
      .uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    issuedAt: moment('issued_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    /** Set when the token was exchanged: presenting it again is a reuse and ends the family. */
    rotatedAt: moment('rotated_at'),
  },
  (table) => [pg.index('refresh_tokens_session_idx').on(table.sessionId)],
);

/**
 * What an administrator without a company typed on /CompleteRegister (spec 01 §2.5): kept on the server,
 * one row per user, until the company is created, so /CompanyInfo starts from it (decision 0297).
 */
export const companyDrafts = pg.pgTable('company_drafts', {
  userId: pg
    .integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The person who registers (spec: name). */
  contactName: pg.varchar('contact_name', { length: 120 }).notNull(),
  companyName: pg.varchar('company_name', { length: 200 }).notNull(),
  phone: pg.varchar('phone', { length: 10 }).notNull(),
  /** `employee-count-ranges`. */
  employeeCountRange: pg.varchar('employee_count_range', { length: 10 }).notNull(),
  /** `payment-periods`, one Quincena settles (4 fortnightly, 5 monthly). */
  paymentPeriod: pg.varchar('payment_period', { length: 2 }).notNull(),
  updatedAt: momentNow('updated_at'),
});
