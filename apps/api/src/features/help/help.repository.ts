import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { helpVideos, pageMessages } from '../../db/schema/index.ts';

type VideoRow = { detailId: string; screen: string; description: string; url: string };

const videoColumns = {
  detailId: helpVideos.detailId,
  screen: helpVideos.screen,
  description: helpVideos.description,
  url: helpVideos.url,
};

/** The videos a caller may see: public ones, plus those of its role when signed in. */
export async function listVideos(db: Database, role: 'ADMIN' | 'CLIENT' | null): Promise<VideoRow[]> {
  const visible = role
    ? or(eq(helpVideos.public, true), inArray(helpVideos.audience, [role, 'BOTH']))
    : eq(helpVideos.public, true);
  return db
    .select(videoColumns)
    .from(helpVideos)
    .where(visible)
    .orderBy(asc(helpVideos.position), asc(helpVideos.detailId));
}

export async function listPageMessages(db: Database, page: string) {
  return db
    .select({ id: pageMessages.id, message: pageMessages.message })
    .from(pageMessages)
    .where(sql`lower(${pageMessages.page}) = ${page.toLowerCase()}`)
    .orderBy(asc(pageMessages.position));
}

export async function upsertVideos(db: Database, rows: (typeof helpVideos.$inferInsert)[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(helpVideos)
    .values(rows)
    .onConflictDoUpdate({
      target: helpVideos.detailId,
      set: {
        screen: sql`excluded.screen`,
        description: sql`excluded.description`,
        public: sql`excluded.public`,
        audience: sql`excluded.audience`,
        position: sql`excluded.position`,
      },
    });
}

export async function upsertPageMessages(
  db: Database,
  rows: (typeof pageMessages.$inferInsert)[],
): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(pageMessages)
    .values(rows)
    .onConflictDoUpdate({
      target: [pageMessages.page, pageMessages.position],
      set: { message: sql`excluded.message` },
    });
}
