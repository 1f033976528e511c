import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companyHolidaySettings } from '../../db/schema/index.ts';

/** What the settings answer: the vacation system and when it was saved. */
const settingsColumns = {
  vacationSystem: companyHolidaySettings.vacationSystem,
  updatedAt: companyHolidaySettings.updatedAt,
};

export async function selectHolidaySettings(db: Database, companyId: number) {
  const [row] = await db
    .select(settingsColumns)
    .from(companyHolidaySettings)
    .where(eq(companyHolidaySettings.companyId, companyId));
  return row ?? null;
}

export async function upsertHolidaySettings(
  db: Database,
  values: { companyId: number; vacationSystem: string; updatedByUserId: number; updatedAt: Date },
) {
  // One row a company: a second save writes the same values over the first.
  const { companyId: _company, ...changes } = values;
  const [row] = await db
    .insert(companyHolidaySettings)
    .values(values)
    .onConflictDoUpdate({ target: companyHolidaySettings.companyId, set: changes })
    .returning(settingsColumns);
  if (!row) throw new Error('holiday settings upsert returned no row');
  return row;
}
