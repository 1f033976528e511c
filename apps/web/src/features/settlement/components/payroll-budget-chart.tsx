import { PAYROLL_CHART_LABELS } from '@quincena/contracts/settlement';
import { Chart } from 'primereact/chart';
import { useMemo } from 'react';
import { formatMoney } from '../../../components/data-table/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePayrollChart } from '../api/settlement.queries.ts';

/** Pesos on the axis read short: $ 12 M rather than $ 12.000.000. */
const compact = new Intl.NumberFormat('es-CO', { notation: 'compact', maximumFractionDigits: 1 });

const OPTIONS = {
  maintainAspectRatio: false,
  plugins: {
    legend: { position: 'bottom' as const },
    tooltip: {
      callbacks: {
        label: (item: { dataset: { label?: string }; parsed: { y: number } }) =>
          `${item.dataset.label ?? ''}: ${formatMoney(item.parsed.y)}`,
      },
    },
  },
  scales: {
    y: {
      beginAtZero: true,
      ticks: { callback: (value: number | string) => `$ ${compact.format(Number(value))}` },
    },
  },
};

/** The payroll budget bar chart (spec 02 §2): accumulated payroll of the last twelve months. */
export function PayrollBudgetChart() {
  const chart = usePayrollChart();
  const data = useMemo(
    () => (chart.data ? { labels: chart.data.labels, datasets: chart.data.datasets } : null),
    [chart.data],
  );
  const title = chart.data?.name ?? PAYROLL_CHART_LABELS.name;
  const empty = chart.data?.datasets.every((dataset) => dataset.data.every((value) => value === 0)) ?? false;
  return (
    <section className="settlement-card" aria-label={title}>
      <h2 className="settlement-card__title">{title}</h2>
      {chart.isError && (
        <p className="m-0">{errorMessage(chart.error, 'No se pudo cargar el presupuesto de nómina.')}</p>
      )}
      {chart.isLoading && <p className="m-0">Cargando información...</p>}
      {empty && <p className="mt-0">Aún no hay nóminas acumuladas en los últimos doce meses.</p>}
      {data && (
        <div className="settlement-chart">
          <Chart type="bar" data={data} options={OPTIONS} style={{ height: '18rem' }} />
        </div>
      )}
    </section>
  );
}
