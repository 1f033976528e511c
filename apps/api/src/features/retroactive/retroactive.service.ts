import type { TRetroactiveImpact, TRetroactiveImpactQuery } from '@quincena/contracts/retroactive';
import type { Database } from '../../db/client.ts';
import { retroactiveImpact } from '../../pay-period/retroactive-impact.ts';
import { contractsOf } from '../../pay-period/settled-results.ts';
import { notFound } from '../../platform/errors/app-error.ts';

/** Which accumulated periods a change from a date reaches (issue 32, decision 0342). Reads only. */
export function createRetroactiveService(deps: { db: Database }) {
  const { db } = deps;
  return {
    async impact(companyId: number, query: TRetroactiveImpactQuery): Promise<TRetroactiveImpact> {
      const contractId = query.contractId === undefined ? undefined : Number(query.contractId);
      // Another company's contract answers as one that does not exist.
      if (contractId !== undefined && (await contractsOf(db, companyId, contractId)).length === 0) {
        throw notFound('No encontramos ese contrato');
      }
      return retroactiveImpact(db, {
        companyId,
        contractIds: contractId === undefined ? undefined : [contractId],
        from: query.from,
      });
    },
  };
}

export type RetroactiveService = ReturnType<typeof createRetroactiveService>;
