import { RETROACTIVE_GROUP } from '@quincena/contracts/retroactive';
import type { TReviewConcept, TReviewRow } from '@quincena/contracts/settlement';
import { formatMoney } from '../../../components/data-table/index.ts';

/** Texts of Revisar prenómina (issue 27). */
export const REVIEW_TEXTS = {
  button: 'Revisar prenómina',
  header: (detail: string) => `Prenómina: ${detail}`,
  search: 'Buscar por documento o nombre',
  largeChanges: 'Solo con cambios grandes',
  problems: 'Solo con errores',
  retroactive: 'Solo con retroactivo',
  retroactiveColumn: 'Retroactivo',
  /** The heading of a person's retroactive lines (decision 0346). */
  retroactiveGroup: RETROACTIVE_GROUP,
  retroactiveNet: 'Neto retroactivo',
  /** The group of the withholding on the retroactive payment, which belongs to no single period. */
  retroactiveWithholding: 'Sobre el pago del retroactivo',
  withRetroactive: (people: number, amount: number) => `${people} con retroactivo por ${formatMoney(amount)}`,
  export: 'Exportar a Excel',
  exported: 'Prenómina exportada exitosamente',
  empty: 'No hay empleados que coincidan con los filtros',
  previous: (detail: string | null, threshold: number) =>
    detail
      ? `Cambios frente a ${detail}; se marcan los mayores a ${formatPercent(threshold)}.`
      : 'No hay un período anterior de nómina con el cual comparar.',
  summary: (settled: number, withErrors: number, excluded: number) =>
    `${settled} liquidados, ${withErrors} con error, ${excluded} excluidos`,
  largeChange: 'Cambio grande',
  newEmployee: 'Nuevo en el período',
  newConcepts: 'Nuevos',
  missingConcepts: 'Faltan',
  totals: 'Totales',
  lines: (name: string) => `Líneas de ${name}`,
  noLines: 'El empleado no tiene líneas en este período',
} as const;

const percentFormat = new Intl.NumberFormat('es-CO', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

export function formatPercent(value: number): string {
  return `${percentFormat.format(value)} %`;
}

/** The change in net pay as the clerk reads it: "+ $ 276.000 (20 %)"; empty without a previous period. */
export function changeText(row: Pick<TReviewRow, 'change' | 'changePercent'>): string {
  if (row.change === null) return '';
  const sign = row.change > 0 ? '+' : row.change < 0 ? '−' : '';
  const amount = `${sign}${formatMoney(Math.abs(row.change))}`;
  return row.changePercent === null
    ? amount
    : `${amount} (${sign}${formatPercent(Math.abs(row.changePercent))})`;
}

export function conceptText(concept: TReviewConcept): string {
  return concept.code ? `${concept.code} ${concept.name}` : concept.name;
}

/** An amount cell: blank when the person has no result (failed or left out). */
export function moneyCell(value: number | null): string {
  return value === null ? '' : formatMoney(value);
}

/** A period label as the first words of a heading: "Primera quincena de enero de 2026". */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
