import {
  PAYROLL_CHART_LABELS,
  SOCIAL_SECURITY_CHART_LABELS,
  type TPayrollChart,
} from '@quincena/contracts/settlement';
import type { UseQueryResult } from '@tanstack/react-query';
import { Chart } from 'primereact/chart';
import { useMemo } from 'react';
import { MONEY_BARS } from '../../../components/money-bars.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePayrollChart, useSocialSecurityChart } from '../api/settlement.queries.ts';

/** A chart's own words: its title until the server names it, and what it says on failure or when empty. */
interface ChartTexts {
  fallbackTitle: string;
  loadError: string;
  emptyText: string;
}

/** A settlement screen's bar chart of the last twelve months, in the server's Chart.js shape. */
function SettlementChart({
  chart,
  texts: { fallbackTitle, loadError, emptyText },
}: {
  chart: UseQueryResult<TPayrollChart>;
  texts: ChartTexts;
}) {
  const data = useMemo(
    () => (chart.data ? { labels: chart.data.labels, datasets: chart.data.datasets } : null),
    [chart.data],
  );
  const title = chart.data?.name ?? fallbackTitle;
  const empty = chart.data?.datasets.every((dataset) => dataset.data.every((value) => value === 0)) ?? false;
  return (
    <section className="settlement-card" aria-label={title}>
      <h2 className="settlement-card__title">{title}</h2>
      {chart.isError && <p className="m-0">{errorMessage(chart.error, loadError)}</p>}
      {chart.isLoading && <p className="m-0">Cargando información...</p>}
      {empty && <p className="mt-0">{emptyText}</p>}
      {data && (
        <div className="settlement-chart">
          <Chart type="bar" data={data} options={MONEY_BARS} style={{ height: '18rem' }} />
        </div>
      )}
    </section>
  );
}

const PAYROLL_TEXTS: ChartTexts = {
  fallbackTitle: PAYROLL_CHART_LABELS.name,
  loadError: 'No se pudo cargar el presupuesto de nómina.',
  emptyText: 'Aún no hay nóminas acumuladas en los últimos doce meses.',
};

/** The payroll budget bar chart (spec 02 §2): accumulated payroll of the last twelve months. */
export function PayrollBudgetChart() {
  return <SettlementChart chart={usePayrollChart()} texts={PAYROLL_TEXTS} />;
}

const SOCIAL_SECURITY_TEXTS: ChartTexts = {
  fallbackTitle: SOCIAL_SECURITY_CHART_LABELS.name,
  loadError: 'No se pudieron cargar los aportes a seguridad social.',
  emptyText: 'Aún no hay seguridad social liquidada en los últimos doce meses.',
};

/** The social-security bar chart (spec 02 §2): contributions of the last twelve months by subsystem. */
export function SocialSecurityChart() {
  return <SettlementChart chart={useSocialSecurityChart()} texts={SOCIAL_SECURITY_TEXTS} />;
}
