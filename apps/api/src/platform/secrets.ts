import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appSecrets } from '../db/schema/index.ts';

/**
 * A secret from the environment, or else the one this deployment generated the first time it
 * started, so every process of one deployment signs and verifies with the same key.
 */
export async function deploymentSecret(
  db: Database,
  name: string,
  fromEnv: string | undefined,
): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
