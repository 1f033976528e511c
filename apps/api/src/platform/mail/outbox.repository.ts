import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export async function storeOutboxMail(db: Database, mail: typeof mailOutbox.$inferInsert): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

export async function markOutboxMail(
  db: Database,
  id: number,
  update: { status: 'SENT' | 'FAILED'; sentAt: Date | null; error: string | null },
): Promise<void> {
  await db.update(mailOutbox).set(update).where(eq(mailOutbox.id, id));
}
