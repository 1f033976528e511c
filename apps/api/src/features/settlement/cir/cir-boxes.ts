import Decimal from 'decimal.js';
import { incomeWithholdingGroups } from '../../reference/index.ts';

/**
 * The boxes of Formulario 220 for años gravables 2023 y siguientes (Resolución DIAN 000022 de 2024;
 * docs/reference/year-end-and-deadlines.md §1.3) that a payroll fills, and how they add up.
 */
export const INCOME_BOXES = [36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51] as const;
export const CONTRIBUTION_BOXES = [53, 54, 55, 56, 57, 58] as const;
/** 49: cesantías consignadas al fondo (from the severance run, not a payroll line). */
export const CONSIGNED_BOX = 49;
export const GROSS_BOX = 52;
/** 59: ingreso laboral promedio de los últimos seis meses (E.T. art. 206 num. 4). */
export const AVERAGE_BOX = 59;
export const WITHHOLDING_BOX = 60;
export const ALL_BOXES = [...INCOME_BOXES, GROSS_BOX, ...CONTRIBUTION_BOXES, AVERAGE_BOX, WITHHOLDING_BOX];
/** The cesantías boxes: a year with any of them reports box 59. */
const CESANTIAS_BOXES = [47, 48, 49];

const BOX_OF_GROUP = new Map(incomeWithholdingGroups.items.map((group) => [group.code, group.box]));

const COMPUTED_BOX_LABELS: Record<number, string> = {
  49: 'Auxilio de cesantías consignadas al fondo de cesantías',
  52: 'Total de ingresos brutos (Sume 36 a 51)',
  59: 'Ingreso laboral promedio de los últimos seis meses anteriores (numeral 4 art. 206 E.T.)',
};

/** The caption Formulario 220 prints next to a box. */
export function boxLabel(number: number): string {
  return (
    incomeWithholdingGroups.items.find((group) => group.box === number)?.name ??
    COMPUTED_BOX_LABELS[number] ??
    ''
  );
}

/** The box a certificate group fills, or null for an unknown group. */
export const boxOfGroup = (groupCode: string | null | undefined): number | null =>
  (groupCode && BOX_OF_GROUP.get(groupCode)) || null;

/** Only what the worker earned or had withheld is certified (E.T. art. 378): never the employer's cost. */
const CERTIFIED_KINDS = new Set(['earning', 'deduction']);

export interface ConceptTotal {
  code: string;
  name: string;
  kind: string;
  value: Decimal;
}

export interface CertifiedConcept {
  code: string;
  name: string;
  box: number | null;
  value: number;
}

export interface CertificateFigures {
  /** Box number (as text) → whole pesos, every box of ALL_BOXES. */
  boxes: Record<string, number>;
  concepts: CertifiedConcept[];
}

const peso = (value: Decimal) => value.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();

/**
 * A worker's boxes from the year's concept totals, placed by the company's CIR configuration
 * (concept → group → box), the cesantías consigned in the year and the six-month average income.
 * Box 52 adds boxes 36 to 51, as the form says; each box is rounded to the peso before adding, so
 * the printed total is the sum of the printed boxes.
 */
export function certificateFigures(
  totals: readonly ConceptTotal[],
  groupOf: ReadonlyMap<string, string>,
  consigned: Decimal,
  averageIncome: Decimal,
): CertificateFigures {
  const sums = new Map<number, Decimal>(ALL_BOXES.map((box) => [box, new Decimal(0)]));
  const concepts: CertifiedConcept[] = [];
  for (const total of totals) {
    if (!CERTIFIED_KINDS.has(total.kind) || total.value.isZero()) continue;
    const box = boxOfGroup(groupOf.get(total.code));
    concepts.push({ code: total.code, name: total.name, box, value: peso(total.value) });
    if (box !== null) sums.set(box, (sums.get(box) as Decimal).plus(total.value));
  }
  sums.set(CONSIGNED_BOX, (sums.get(CONSIGNED_BOX) as Decimal).plus(consigned));
  const boxes: Record<string, number> = {};
  for (const [box, value] of sums) boxes[String(box)] = peso(value);
  boxes[String(GROSS_BOX)] = INCOME_BOXES.reduce((sum, box) => sum + (boxes[String(box)] ?? 0), 0);
  const hasCesantias = CESANTIAS_BOXES.some((box) => (boxes[String(box)] ?? 0) !== 0);
  boxes[String(AVERAGE_BOX)] = hasCesantias ? peso(averageIncome) : 0;
  concepts.sort((a, b) => (a.box ?? 999) - (b.box ?? 999) || a.code.localeCompare(b.code));
  return { boxes, concepts };
}

/** The labour income of a month for box 59: what the income boxes hold, cesantías and pensions aside. */
export const LABOUR_INCOME_BOXES: ReadonlySet<number> = new Set([36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46]);
