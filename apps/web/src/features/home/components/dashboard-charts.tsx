import { DASHBOARD_LABELS as L, type TDashboard } from '@quincena/contracts/home';
import { Chart } from 'primereact/chart';
import type { ReactNode } from 'react';
import { formatMoney, formatNumber } from '../../../components/data-table/index.ts';
import { MONEY_BARS } from '../../../components/money-bars.ts';

const PALETTE = ['#42A5F5', '#66BB6A', '#FFA726', '#AB47BC', '#26C6DA', '#EF5350', '#8D6E63', '#78909C'];

const countAxis = {
  maintainAspectRatio: false,
  plugins: { legend: { display: false } },
  scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
};
const CHART_SIZE = { height: '16rem' };
const doughnut = { maintainAspectRatio: false, plugins: { legend: { position: 'bottom' as const } } };

function ChartCard({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <section className="home-chart" aria-label={title}>
      <h2 className="home-card__title">{title}</h2>
      {empty ? (
        <p className="home-card__note">{empty}</p>
      ) : (
        <div className="home-chart__body">{children}</div>
      )}
    </section>
  );
}

const allZero = (values: readonly number[]) => values.every((value) => value === 0);

/** A chart's data with a single series over the labels (bars, a line, a doughnut's slices). */
const oneSeries = <Series extends object>(labels: string[], series: Series) => ({
  labels,
  datasets: [series],
});

/** A doughnut's data: one slice per label, each with its value and colour. */
const doughnutData = (labels: string[], data: number[], backgroundColor: (string | undefined)[]) =>
  oneSeries(labels, { data, backgroundColor });

/**
 * A count of one series over a dashboard item's labels (employees per month, absence days), titled by
 * the item and saying `whenZero` while every value is zero. `series` is the line's or bars' look.
 */
function CountChart({
  item,
  type,
  whenZero,
  series,
}: {
  item: { name: string; labels: string[]; data: number[] };
  type: 'bar' | 'line';
  whenZero: string;
  series: { label: string } & Record<string, unknown>;
}) {
  return (
    <ChartCard title={item.name} empty={allZero(item.data) ? whenZero : null}>
      <Chart
        type={type}
        data={oneSeries(item.labels, { ...series, data: item.data })}
        options={countAxis}
        style={CHART_SIZE}
      />
    </ChartCard>
  );
}

/** The five charts of /Home (spec 03 §2.18), each with an honest empty state. */
export function DashboardCharts({ dashboard }: { dashboard: TDashboard }) {
  const { payrollBudget, employeeBudget, passiveLabour, absenceTypes, absenceDays } = dashboard;
  const noPayroll = dashboard.lastPayroll === null ? L.noPayroll : null;
  const passiveItems = passiveLabour.items.filter((item) => item.value !== 0);
  return (
    <div className="home-charts">
      <ChartCard
        title={payrollBudget.name}
        empty={payrollBudget.datasets.every((set) => allZero(set.data)) ? (noPayroll ?? L.noPayroll) : null}
      >
        <Chart
          type="bar"
          data={{ labels: payrollBudget.labels, datasets: payrollBudget.datasets }}
          options={MONEY_BARS}
          style={CHART_SIZE}
        />
      </ChartCard>
      <CountChart
        item={employeeBudget}
        type="bar"
        whenZero={L.noPayroll}
        series={{ label: L.employees, backgroundColor: '#5C6BC0' }}
      />
      <ChartCard title={L.passiveLabour} empty={passiveLabour.cutDate === null ? L.noPayroll : null}>
        <Chart
          type="doughnut"
          data={doughnutData(
            passiveItems.map((item) => item.name),
            passiveItems.map((item) => item.value),
            PALETTE.slice(0, passiveItems.length),
          )}
          options={doughnut}
          style={CHART_SIZE}
        />
        <p className="home-chart__total" data-testid="passive-total">
          {L.passiveTotal}: <strong>{formatMoney(passiveLabour.total)}</strong>
        </p>
      </ChartCard>
      <ChartCard title={absenceTypes.name} empty={absenceTypes.items.length === 0 ? L.noAbsences : null}>
        <Chart
          type="doughnut"
          data={doughnutData(
            absenceTypes.items.map((item) => `${item.name} (${formatNumber(item.days)} días)`),
            absenceTypes.items.map((item) => item.days),
            absenceTypes.items.map((_, index) => PALETTE[index % PALETTE.length]),
          )}
          options={doughnut}
          style={CHART_SIZE}
        />
      </ChartCard>
      <CountChart
        item={absenceDays}
        type="line"
        whenZero={L.noAbsences}
        series={{ label: L.days, borderColor: '#EF5350', backgroundColor: '#EF5350', tension: 0.3 }}
      />
    </div>
  );
}
