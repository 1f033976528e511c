import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A company (the spec's CLIENT). Deliberately small: the company-configuration issue extends it
 * with new migrations. Tenant-owned tables reference `companies.id` as their leading `company_id`.
 */
export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 200 }).notNull(),
  /** NIT without the check digit (spec 01 §5: document number at most 12 characters). */
  nit: varchar('nit', { length: 12 }),
  /** Storage key of the logo image, served through the storage interface. */
  logoKey: varchar('logo_key', { length: 300 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
