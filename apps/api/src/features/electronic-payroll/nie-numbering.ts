import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../platform/sql/rows.ts';

/** The company's numbering: Inicio–Fin of /ProcessDIAN ('Numeración disponible'), or from 1 without end. */
export interface NumberingRange {
  start: number;
  end: number | null;
}

/**
 * Takes up to `count` consecutive numbers for new documents in a short transaction of its own: the
 * counter row is raised under its row lock, so two workers settling the same company never receive the same number,
 * and a number taken is never given again, even if its batch fails (a gap is allowed; a repeat is
 * rule 90 "Documento procesado anteriormente"). Returns fewer than asked when the range runs out.
 */
export async function takeConsecutives(
  db: Database,
  companyId: number,
  count: number,
  range: NumberingRange,
): Promise<number[]> {
  if (count <= 0) return [];
  const floor = range.start - 1;
  const ceiling = range.end ?? Number.MAX_SAFE_INTEGER;
  const { before, after } = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    await tx.execute(
      sql`insert into nie_numbering (company_id, last_consecutive) values (${companyId}, ${floor})
          on conflict (company_id) do nothing`,
    );
    const [current] = await rowsOf<{ last: string }>(
      tx,
      sql`select last_consecutive::text as last from nie_numbering where company_id = ${companyId} for update`,
    );
    const from = Math.max(Number(current?.last ?? floor), floor);
    const to = Math.min(from + count, ceiling);
    if (to > from) {
      await tx.execute(
        sql`update nie_numbering set last_consecutive = ${to} where company_id = ${companyId}`,
      );
    }
    return { before: from, after: Math.max(to, from) };
  });
  const numbers: number[] = [];
  for (let n = before + 1; n <= after; n += 1) numbers.push(n);
  return numbers;
}
