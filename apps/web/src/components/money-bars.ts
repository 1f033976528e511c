import { formatMoney } from './data-table/index.ts';

/** Pesos on the axis read short: $ 12 M rather than $ 12.000.000. */
const compact = new Intl.NumberFormat('es-CO', { notation: 'compact', maximumFractionDigits: 1 });

/** Chart.js options of a bar chart in pesos: legend below, full pesos in the tooltip, short on the axis. */
export const MONEY_BARS = {
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
