import type { Database } from '../../db/client.ts';
import { linkUserToPerson } from '../../platform/auth/auth.repository.ts';
import { findPersonsByNumber } from './persons.repository.ts';

/** A self-service account as ownership needs it. */
export interface SelfServiceActor {
  userId: number;
  employeeNumberId: string | null;
  /** The person its account serves, once fixed (decision 0160). */
  personId?: number | null;
}

/**
 * The id of the person a CLIENT account serves (decision 0160): the one fixed on the account, or,
 * the first time, the only person of the company holding the account's document number, which
 * is then fixed. Two persons sharing the number under different document types: none.
 */
export async function ownPersonId(
  db: Database,
  companyId: number,
  actor: SelfServiceActor,
): Promise<number | null> {
  if (actor.personId != null) return actor.personId;
  if (!actor.employeeNumberId) return null;
  const matches = await findPersonsByNumber(db, companyId, actor.employeeNumberId, 2);
  if (matches.length !== 1 || !matches[0]) return null;
  await linkUserToPerson(db, actor.userId, matches[0].id);
  actor.personId = matches[0].id;
  return matches[0].id;
}
