import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companyHolidaySettings } from '../../db/schema/index.ts';

export async function selectHolidaySettings(db: Database, companyId: number) {
  const [row] = await db
    .select({
      vacationSystem: companyHolidaySettings.vacationSystem,
      updatedAt: companyHolidaySettings.updatedAt,
    })
    .from(companyHolidaySettings)
    .where(eq(companyHolidaySettings.companyId, companyId));
  return row ?? null;
}

export async function upsertHolidaySettings(
  db: Database,
  values: { companyId: number; vacationSystem: string; updatedByUserId: number; updatedAt: Date },
) {
  const [row] = await db
    .insert(companyHolidaySettings)
    .values(values)
    .onConflictDoUpdate({
      target: companyHolidaySettings.companyId,
      set: {
        vacationSystem: sql`excluded.vacation_system`,
        updatedByUserId: sql`excluded.updated_by_user_id`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning({
      vacationSystem: companyHolidaySettings.vacationSystem,
      updatedAt: companyHolidaySettings.updatedAt,
    });
  if (!row) throw new Error('holiday settings upsert returned no row');
  return row;
}
