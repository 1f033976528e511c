import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies } from './company.ts';

/**
 * The company's DIAN electronic payroll enablement (spec 03 §2.16, §3 DIAN configuration). Secrets (software
 * id, PIN, test set id, certificate and provider passwords) are stored AES-256-GCM encrypted (`*_enc`,
 * platform/crypto in the electronic-payroll feature); they never leave the server in clear.
 */
export const dianEnablements = pgTable('dian_enablements', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  enabledAnswer: varchar('enabled_answer', { length: 4 }).notNull(),
  providerAnswer: varchar('provider_answer', { length: 4 }),
  /** Set by the enablement process only: IN_PROCESS, ENABLED, REJECTED. */
  status: varchar('status', { length: 12 }),
  statusText: varchar('status_text', { length: 300 }),
  testSetIdEnc: text('test_set_id_enc'),
  softwareIdEnc: text('software_id_enc'),
  pinEnc: text('pin_enc'),
  certificateKey: varchar('certificate_key', { length: 300 }),
  certificateFileName: varchar('certificate_file_name', { length: 200 }),
  certificatePasswordEnc: text('certificate_password_enc'),
  providerUser: varchar('provider_user', { length: 100 }),
  providerPasswordEnc: text('provider_password_enc'),
  numberingStart: integer('numbering_start'),
  numberingEnd: integer('numbering_end'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
