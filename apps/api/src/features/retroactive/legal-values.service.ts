import { ERROR_CODES } from '@quincena/contracts';
import {
  legalValueDifferences,
  legalValueTitle,
  LEGAL_VALUE_MESSAGES as M,
  type TLegalValueChange,
  type TLegalValueChangeList,
  type TLegalValueDismiss,
  type TRetroactiveMessage,
} from '@quincena/contracts/retroactive';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { legalValueReviews } from '../../db/schema/index.ts';
import {
  changedLegalValueYears,
  type LegalValueChangeOfYear,
} from '../../pay-period/legal-value-versions.ts';
import { retroactiveImpact } from '../../pay-period/retroactive-impact.ts';
import { withAuditActor } from '../../platform/audit/actor.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { camelRowsOf } from '../../platform/sql/rows.ts';

/** The versions this company already registered or dismissed. */
async function reviewedVersions(db: Database, companyId: number): Promise<Set<number>> {
  const rows = await camelRowsOf<{ versionId: number }>(
    db,
    sql`select version_id from legal_value_reviews where company_id = ${companyId}`,
  );
  return new Set(rows.map((row) => Number(row.versionId)));
}

/** A year's change as this company sees it: what changed and what it settled with the old values. */
async function changeFor(
  db: Database,
  companyId: number,
  change: LegalValueChangeOfYear,
): Promise<TLegalValueChange | null> {
  const { current, previous, year } = change;
  const impact = await retroactiveImpact(db, {
    companyId,
    from: current.values.from,
    through: `${year}-12-31`,
    settledBefore: current.loadedAt,
  });
  if (impact.periods.length === 0) return null;
  const differences = legalValueDifferences(previous.values, current.values);
  return {
    versionId: current.id,
    year,
    from: current.values.from,
    loadedAt: current.loadedAt.toISOString(),
    differences,
    title: legalValueTitle(year, differences),
    impact,
  };
}

/**
 * Legal values loaded late (issue 32, decision 0354): per company, a year whose values changed after
 * some of its payroll periods of that year were accumulated, until its admin registers the
 * differences or dismisses the notice with a reason. Every query is scoped to one company.
 */
export function createLegalValuesService(deps: { db: Database }) {
  const { db } = deps;

  async function pending(companyId: number): Promise<TLegalValueChange[]> {
    const reviewed = await reviewedVersions(db, companyId);
    const changes: TLegalValueChange[] = [];
    for (const change of await changedLegalValueYears(db)) {
      if (reviewed.has(change.current.id)) continue;
      const seen = await changeFor(db, companyId, change);
      if (seen) changes.push(seen);
    }
    return changes;
  }

  return {
    async list(companyId: number): Promise<TLegalValueChangeList> {
      return { changes: await pending(companyId) };
    },

    async dismiss(
      companyId: number,
      userId: number | null,
      versionId: number,
      body: TLegalValueDismiss,
    ): Promise<TRetroactiveMessage> {
      const change = (await changedLegalValueYears(db)).find((entry) => entry.current.id === versionId);
      if (!change) throw notFound(M.notFound);
      if ((await reviewedVersions(db, companyId)).has(versionId))
        throw conflict(ERROR_CODES.conflict, M.alreadyReviewed);
      await withAuditActor(db, userId, (tx) =>
        tx.insert(legalValueReviews).values({
          companyId,
          versionId,
          decision: 'DISMISSED',
          reason: body.reason.trim(),
          createdBy: userId,
        }),
      );
      return { message: M.dismissed };
    },
  };
}

/**
 * Marks as REGISTERED the company's pending legal-value change of the year a LEGAL_VALUE retroactive
 * change holds from, inside the transaction that stores the change.
 */
export async function registerLegalValueReview(
  tx: Database,
  companyId: number,
  userId: number | null,
  from: string,
): Promise<void> {
  const year = Number(from.slice(0, 4));
  const change = (await changedLegalValueYears(tx)).find((entry) => entry.year === year);
  if (!change) return;
  await tx
    .insert(legalValueReviews)
    .values({ companyId, versionId: change.current.id, decision: 'REGISTERED', createdBy: userId })
    .onConflictDoNothing();
}

export type LegalValuesService = ReturnType<typeof createLegalValuesService>;
