import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { humanCheckRedemptions } from '../../db/schema/index.ts';

/** Records a solved challenge; false when it was already used (a replay). */
export async function redeemChallenge(db: Database, challengeId: string, now: Date): Promise<boolean> {
  // Challenges expire after minutes; a day of history is plenty to refuse replays.
  await db
    .delete(humanCheckRedemptions)
    .where(lt(humanCheckRedemptions.redeemedAt, new Date(now.getTime() - 86_400_000)));
  const inserted = await db
    .insert(humanCheckRedemptions)
    .values({ challengeId: challengeId.slice(0, 200), redeemedAt: now })
    .onConflictDoNothing()
    .returning({ challengeId: humanCheckRedemptions.challengeId });
  return inserted.length === 1;
}
