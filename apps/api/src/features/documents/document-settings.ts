import type { TDocumentSettings } from '@quincena/contracts/documents';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { documentSettings } from '../../db/schema/index.ts';
import { withAuditActor } from '../../platform/audit/index.ts';
import type { Clock } from '../../platform/clock.ts';

/** What a company gets until it saves its own: no password, no employer contributions. */
export const DEFAULT_DOCUMENT_SETTINGS: TDocumentSettings = {
  protectPayslips: false,
  showEmployerContributions: false,
};

export async function readDocumentSettings(db: Database, companyId: number): Promise<TDocumentSettings> {
  const [row] = await db.select().from(documentSettings).where(eq(documentSettings.companyId, companyId));
  return row
    ? { protectPayslips: row.protectPayslips, showEmployerContributions: row.showEmployerContributions }
    : DEFAULT_DOCUMENT_SETTINGS;
}

/** Saves the settings; the audit trigger records the change as made by `userId` (decision 0210). */
export async function saveDocumentSettings(
  db: Database,
  clock: Clock,
  companyId: number,
  userId: number,
  settings: TDocumentSettings,
): Promise<TDocumentSettings> {
  const values = { ...settings, updatedAt: clock.now(), updatedBy: userId };
  await withAuditActor(db, userId, (tx) =>
    tx
      .insert(documentSettings)
      .values({ companyId, ...values })
      .onConflictDoUpdate({ target: documentSettings.companyId, set: values }),
  );
  return settings;
}
