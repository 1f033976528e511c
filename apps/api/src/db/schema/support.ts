import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { companies } from './company.ts';

/**
 * Support requests sent from /Support (spec 03 §2.14): kept whatever the mail delivery did, so a
 * request is never lost; the attachment lives in the file storage under `attachmentKey`.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    replyTo: varchar('reply_to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    description: text('description').notNull(),
    attachmentName: varchar('attachment_name', { length: 200 }),
    attachmentKey: varchar('attachment_key', { length: 300 }),
    attachmentBytes: integer('attachment_bytes'),
    /** ENVIADA (handed to SMTP or the outbox) or FALLIDA (SMTP refused it; an operator can resend). */
    status: varchar('status', { length: 10 }).notNull().$type<'ENVIADA' | 'FALLIDA'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_requests_company_idx').on(table.companyId, table.createdAt)],
);
