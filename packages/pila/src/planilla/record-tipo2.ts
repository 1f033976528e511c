import { ceilToPeso } from '../money/rounding.ts';
import { writesSalaryType } from '../rules/coverage.ts';
import { documentNumber, personName } from '../text/normalize.ts';
import type { FieldValue } from './fixed-width.ts';
import type { LiquidatedLine } from './liquidate.ts';
import type { LineKind, SalaryType, WorkerInput } from './model.ts';

const SALARY_TYPE_CODE: Readonly<Record<SalaryType, string>> = { integral: 'X', fixed: 'F', variable: 'V' };

/** Novelty flag (fields 24–27) and the pair of date fields (83–94) of each kind. */
const NOVELTY_FIELDS: Readonly<
  Record<Exclude<LineKind, 'worked'>, { flag?: { field: number; value: string }; start: number; end: number }>
> = {
  SLN: { flag: { field: 24, value: 'X' }, start: 83, end: 84 },
  IGE: { flag: { field: 25, value: 'X' }, start: 85, end: 86 },
  LMA: { flag: { field: 26, value: 'X' }, start: 87, end: 88 },
  VAC: { flag: { field: 27, value: 'X' }, start: 89, end: 90 },
  // Licencia remunerada shares field 27 with vacations and is marked L (Anexo Técnico 2, campo 27).
  LR: { flag: { field: 27, value: 'L' }, start: 89, end: 90 },
  // IRL has no flag column: field 30 carries its days.
  IRL: { start: 93, end: 94 },
};

export interface Tipo2Context {
  sequence: number;
  contributorArlCode: string;
  /** Planilla N: every line is a corrected registro (field 22 = C; decision 0347). */
  correction?: boolean;
}

/** Field values of one registro tipo 2, indexed by field number. */
export function tipo2Values(
  worker: WorkerInput,
  liquidated: LiquidatedLine,
  context: Tipo2Context,
): Record<number, FieldValue> {
  const { line, days, ibc, rates, contributions } = liquidated;
  const paysPension = days.pension > 0;
  const paysHealth = days.health > 0;
  const paysRisk = days.risk > 0;
  const paysCcf = days.ccf > 0;
  const values: Record<number, FieldValue> = {
    1: '02',
    2: context.sequence,
    3: worker.documentType,
    4: documentNumber(worker.documentNumber),
    5: worker.contributorType,
    6: worker.contributorSubtype,
    7: worker.foreignerNotObligedToPension ? 'X' : undefined,
    8: undefined,
    9: worker.department,
    10: worker.municipality,
    11: personName(worker.firstSurname),
    12: personName(worker.secondSurname ?? ''),
    13: personName(worker.firstName),
    14: personName(worker.secondName ?? ''),
    15: line.entryDate ? 'X' : undefined,
    16: line.retirementDate ? 'X' : undefined,
    21: line.permanentVariationDate ? 'X' : undefined,
    22: context.correction ? 'C' : undefined,
    23: line.transientVariation ? 'X' : undefined,
    28: contributions.voluntaryAffiliate + contributions.voluntaryEmployer === 0 ? undefined : 'X',
    30: 0,
    31: paysPension ? worker.pensionFundCode : undefined,
    33: paysHealth ? worker.healthProviderCode : undefined,
    35: paysCcf ? worker.ccfCode : undefined,
    36: days.pension,
    37: days.health,
    38: days.risk,
    39: days.ccf,
    40: ceilToPeso(worker.salary),
    41: writesSalaryType(worker.contributorType) ? SALARY_TYPE_CODE[worker.salaryType] : undefined,
    42: ibc.pension,
    43: ibc.health,
    44: ibc.risk,
    45: ibc.ccf,
    46: rates.pension,
    47: contributions.pension,
    48: contributions.voluntaryAffiliate,
    49: contributions.voluntaryEmployer,
    50: contributions.pensionTotal,
    51: contributions.solidarity,
    52: contributions.subsistence,
    53: 0,
    54: rates.health,
    55: contributions.health,
    56: 0,
    57: undefined,
    58: 0,
    59: undefined,
    60: 0,
    61: rates.risk,
    62: worker.workCenter ?? 0,
    63: contributions.risk,
    64: rates.ccf,
    65: contributions.ccf,
    66: rates.sena,
    67: contributions.sena,
    68: rates.icbf,
    69: contributions.icbf,
    70: 0,
    71: 0,
    72: 0,
    73: 0,
    76: worker.exonerated ? 'S' : 'N',
    77: paysRisk ? (worker.arlCode ?? context.contributorArlCode) : undefined,
    78: paysRisk && worker.riskClass ? String(worker.riskClass) : undefined,
    80: line.entryDate,
    81: line.retirementDate,
    82: line.permanentVariationDate,
    95: liquidated.otherParafiscalIbc,
    96: liquidated.hours,
    98: paysRisk ? worker.arlActivityCode : 0,
  };
  if (line.kind !== 'worked') {
    const novelty = NOVELTY_FIELDS[line.kind];
    if (novelty.flag) values[novelty.flag.field] = novelty.flag.value;
    if (line.kind === 'IRL') values[30] = line.days;
    values[novelty.start] = line.start;
    values[novelty.end] = line.end;
  }
  return values;
}
