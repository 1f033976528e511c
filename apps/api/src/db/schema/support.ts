import * as pg from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { momentNow } from './columns.ts';
import { companies } from './company.ts';

/**
 * Support requests sent from /Support (spec 03 §2.14): kept whatever the mail delivery did, so a
 * request is never lost; the attachment lives in the file storage under `attachmentKey`.
 */
export const supportRequests = pg.pgTable(
  'support_requests',
  {
    id: pg.integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: pg.integer('company_id').references(() => companies.id),
    userId: pg
      .integer('user_id')
      .notNull()
      .references(() => users.id),
    replyTo: pg.varchar('reply_to', { length: 254 }).notNull(),
    subject: pg.varchar('subject', { length: 200 }).notNull(),
    description: pg.text('description').notNull(),
    attachmentName: pg.varchar('attachment_name', { length: 200 }),
    attachmentKey: pg.varchar('attachment_key', { length: 300 }),
    attachmentBytes: pg.integer('attachment_bytes'),
    /** ENVIADA (handed to SMTP or the outbox) or FALLIDA (SMTP refused it; an operator can resend). */
    status: pg.varchar('status', { length: 10 }).notNull().$type<'ENVIADA' | 'FALLIDA'>(),
    createdAt: momentNow('created_at'),
  },
  (table) => [pg.index('support_requests_company_idx').on(table.companyId, table.createdAt)],
);
