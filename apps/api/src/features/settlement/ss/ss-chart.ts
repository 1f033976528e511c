import { SOCIAL_SECURITY_CHART_LABELS as L, type TPayrollChart } from '@quincena/contracts/settlement';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { joinCurrentCalendar } from '../../../pay-period/settled-results.ts';
import type { Clock } from '../../../platform/clock.ts';
import { rowsOf } from '../../../platform/sql/rows.ts';
import { chartAxis, lastTwelveMonths } from '../reports/payroll-chart.ts';

interface MonthRow {
  year: number;
  month: number;
  health: string;
  pension: string;
  risk: string;
  ccf: string;
  parafiscal: string;
}

/** The social-security chart (spec 02 §2): the stored SS runs' totals of the last twelve months. */
export async function socialSecurityChart(
  db: Database,
  clock: Clock,
  companyId: number,
): Promise<TPayrollChart> {
  const months = lastTwelveMonths(clock.now());
  const first = months[0] as { year: number; month: number };
  const rows = await rowsOf<MonthRow>(
    db,
    sql`select c.year, c.month, sum(r.health)::text as health, sum(r.pension + r.solidarity_fund)::text as pension,
          sum(r.risk)::text as risk, sum(r.ccf)::text as ccf, sum(r.sena + r.icbf)::text as parafiscal
        from pila_results r
        ${joinCurrentCalendar('r')}
        where r.company_id = ${companyId} and c.type = 'SS' and c.state in ('PROCESSED', 'ACCUMULATED')
          and c.year * 100 + c.month >= ${first.year * 100 + first.month}
        group by c.year, c.month`,
  );
  const byMonth = new Map(rows.map((row) => [`${Number(row.year)}-${Number(row.month)}`, row]));
  const series = (pick: (row: MonthRow) => string) =>
    months.map(({ year, month }) => {
      const row = byMonth.get(`${year}-${month}`);
      return row ? Number(pick(row)) : 0;
    });
  return {
    name: L.name,
    ...chartAxis(months),
    datasets: [
      { label: L.health, data: series((row) => row.health), backgroundColor: '#42A5F5' },
      { label: L.pension, data: series((row) => row.pension), backgroundColor: '#66BB6A' },
      { label: L.risk, data: series((row) => row.risk), backgroundColor: '#FFA726' },
      { label: L.ccf, data: series((row) => row.ccf), backgroundColor: '#AB47BC' },
      { label: L.parafiscal, data: series((row) => row.parafiscal), backgroundColor: '#78909C' },
    ],
  };
}
