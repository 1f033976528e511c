import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from './company.ts';

/**
 * People who sign in. Users are global, not tenant-owned: an ADMIN exists before their
 * company does; a CLIENT (employee self-service) user belongs to one company.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased; unique case-insensitively through the index below. */
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: varchar('password_hash', { length: 200 }).notNull(),
    role: varchar('role', { length: 10 }).notNull().$type<'ADMIN' | 'CLIENT'>(),
    /** Spec 01 §6: registration creates users with status A (active); I = inactive. */
    status: char('status', { length: 1 }).notNull().default('A').$type<'A' | 'I'>(),
    /** False for an administrator who has not verified the account (spec 01 §4). */
    enabled: boolean('enabled').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** The spec's INSTANCE flag S: sees the TI administration screen. */
    instanceAdmin: boolean('instance_admin').notNull().default(false),
    companyId: integer('company_id').references(() => companies.id),
    /** For a CLIENT: the identification number of the employee it serves. */
    employeeNumberId: varchar('employee_number_id', { length: 20 }),
    /** Seeded demo accounts: never adopted from, nor created by, a registration. */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Tokens issued before this second are refused: a password reset ends every open session. */
    sessionsValidFrom: timestamp('sessions_valid_from', { withTimezone: true }),
    /**
     * For a CLIENT: the id of the person it serves, fixed the first time the document number names
     * exactly one person of the company (decision 0160). Ownership is checked by this id, never by number.
     */
    personId: integer('person_id'),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    index('users_company_idx').on(table.companyId),
    check('users_role_check', sql`${table.role} in ('ADMIN', 'CLIENT')`),
    check('users_status_check', sql`${table.status} in ('A', 'I')`),
  ],
);

/**
 * Failed sign-ins per e-mail address (spec 01 §4, §9: three failures lock sign-in for five
 * minutes). Keyed by the address, whether or not an account has it, so the lock itself does not
 * reveal which addresses are registered.
 */
export const signInLockouts = pgTable('sign_in_lockouts', {
  email: varchar('email', { length: 254 }).primaryKey(),
  failures: smallint('failures').notNull().default(0),
  firstFailureAt: timestamp('first_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Password-recovery tokens and verification codes: random, stored as SHA-256, single use. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20 }).notNull().$type<'RECOVERY' | 'VERIFICATION'>(),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Wrong guesses against this code; it is burnt after a few. */
    failedAttempts: smallint('failed_attempts').notNull().default(0),
  },
  (table) => [
    index('one_time_codes_user_purpose_idx').on(table.userId, table.purpose, table.createdAt),
    check('one_time_codes_purpose_check', sql`${table.purpose} in ('RECOVERY', 'VERIFICATION')`),
  ],
);

/**
 * One signed-in session (a refresh-token family, decision 0161). Every access token names its
 * session (`sid`); revoking the row ends the access token and every refresh token of the family.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** SIGN_OUT, REUSED, PASSWORD, DEACTIVATED. */
    revokedReason: varchar('revoked_reason', { length: 20 }),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);

/** Refresh tokens, stored as SHA-256; each is used once, then replaced by the next of its family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: char('token_hash', { length: 64 }).primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token was exchanged: presenting it again is a reuse and ends the family. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

/**
 * What an administrator without a company typed on /CompleteRegister (spec 01 §2.5): kept on the server,
 * one row per user, until the company is created, so /CompanyInfo starts from it (decision 0297).
 */
export const companyDrafts = pgTable('company_drafts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The person who registers (spec: name). */
  contactName: varchar('contact_name', { length: 120 }).notNull(),
  companyName: varchar('company_name', { length: 200 }).notNull(),
  phone: varchar('phone', { length: 10 }).notNull(),
  /** `employee-count-ranges`. */
  employeeCountRange: varchar('employee_count_range', { length: 10 }).notNull(),
  /** `payment-periods`, one Quincena settles (4 fortnightly, 5 monthly). */
  paymentPeriod: varchar('payment_period', { length: 2 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
