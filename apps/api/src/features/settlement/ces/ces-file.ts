import { SEVERANCE_MESSAGES as M } from '@quincena/contracts/settlement';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { companies } from '../../../db/schema/index.ts';
import { requireStoredRun } from '../reports/stored-run-calendar.ts';
import { fundOf, severanceRows } from './ces-data.ts';

export const SEVERANCE_FILE_HEADER = [
  'Código fondo',
  'NIT fondo',
  'Fondo',
  'Tipo documento',
  'Documento',
  'Nombre',
  'Días',
  'Base',
  'Valor cesantías',
] as const;

/** A CSV field: a semicolon, quote or line break in a value would split the record, so it is quoted. */
const field = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * Reporte plano cesantías (spec 02 §2, §7 "Files"): the consignment of a CES run as CSV — semicolon,
 * CRLF, UTF-8 with a byte-order mark so Excel shows the accents — one line per employee with the fund's
 * code and NIT, the document, the name, the days, the CST art. 253 base and the value to consign.
 */
export async function severanceFile(db: Database, companyId: number, calendarId?: number) {
  const calendar = await requireStoredRun(db, companyId, 'CES', calendarId, M);
  const rows = await severanceRows(db, companyId, calendar.processId);
  const [company] = await db
    .select({ nit: companies.nit })
    .from(companies)
    .where(eq(companies.id, companyId));
  const lines = [SEVERANCE_FILE_HEADER.join(';')];
  for (const row of rows) {
    const fund = fundOf(row.fund_code);
    lines.push(
      [
        fund.code,
        fund.checkDigit ? `${fund.nit}-${fund.checkDigit}` : fund.nit,
        fund.name,
        row.document_type,
        row.document_number,
        row.employee_name,
        String(row.days),
        new Decimal(row.base).toFixed(0),
        new Decimal(row.cesantias).toFixed(0),
      ]
        .map(field)
        .join(';'),
    );
  }
  const text = `\uFEFF${lines.join('\r\n')}\r\n`;
  return {
    fileName: `PlanoCesantias_${company?.nit ?? companyId}_${calendar.year}.csv`,
    bytes: Buffer.from(text, 'utf8'),
    count: rows.length,
  };
}
