import { ERROR_CODES } from '@quincena/contracts';
import { ACCOUNTING_FILE_MESSAGES as M } from '@quincena/contracts/settlement';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import { AppError } from '../../../../platform/errors/app-error.ts';
import { rowsOf } from '../../../../platform/sql/rows.ts';

export type SiigoCostCentre = { centre: string; subcentre: string };

/**
 * Siigo Pyme's own centre and sub-centre for each cost-centre code of the file (decision 0315). Siigo
 * rejects the company's codes (ADM …), so a code without a mapping refuses the whole file, naming every
 * such code, rather than writing a line Siigo would post to the wrong centre or refuse.
 */
export async function siigoCostCentres(
  db: Database,
  companyId: number,
  codes: readonly string[],
): Promise<Map<string, SiigoCostCentre>> {
  const wanted = [...new Set(codes.filter((code) => code !== ''))];
  if (wanted.length === 0) return new Map();
  const rows = await rowsOf<{ code: string; centre: string | null; subcentre: string | null }>(
    db,
    sql`select code, siigo_centre as centre, siigo_subcentre as subcentre
        from cost_centres where company_id = ${companyId}`,
  );
  // Codes are unique per company without regard to case, as the postings keep them.
  const byCode = new Map(rows.map((row) => [row.code.toLowerCase(), row]));
  const mapped = new Map<string, SiigoCostCentre>();
  const missing: string[] = [];
  for (const code of wanted) {
    const row = byCode.get(code.toLowerCase());
    if (row?.centre && row.subcentre) mapped.set(code, { centre: row.centre, subcentre: row.subcentre });
    else missing.push(code);
  }
  if (missing.length > 0) throw new AppError(400, ERROR_CODES.validation, M.siigoUnmapped(missing.sort()));
  return mapped;
}
