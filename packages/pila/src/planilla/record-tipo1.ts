import { documentNumber, freeText } from '../text/normalize.ts';
import type { FieldValue } from './fixed-width.ts';
import type { PlanillaInput } from './model.ts';
import { formatPeriod, nextPeriod, type Period } from './period.ts';

export interface HeaderTotals {
  /** Distinct cotizantes (by document type and number), header field 19. */
  contributors: number;
  /** Sum of field 45 (IBC CCF) over every registro tipo 2, header field 20. */
  payroll: number;
}

/** Field values of the registro tipo 1 (encabezado). */
export function tipo1Values(
  input: PlanillaInput,
  period: Period,
  totals: HeaderTotals,
): Record<number, FieldValue> {
  const branch = input.contributor.branch;
  return {
    1: '01',
    // 1 = electrónica: the file is uploaded by the contributor, not keyed by the operator (asistida).
    2: 1,
    3: input.sequence ?? 1,
    4: freeText(input.contributor.name),
    5: input.contributor.documentType,
    6: documentNumber(input.contributor.documentNumber),
    7: input.contributor.verificationDigit,
    8: input.planillaType,
    // Fields 9–10 (planilla asociada) apply only to planillas N, F, U, J, O: the planilla corrected.
    9: input.planillaType === 'N' ? input.associated?.number : undefined,
    10: input.planillaType === 'N' ? input.associated?.paymentDate : undefined,
    11: branch ? 'S' : 'U',
    12: branch?.code,
    13: branch ? freeText(branch.name) : undefined,
    14: input.contributor.arlCode,
    15: formatPeriod(period),
    16: formatPeriod(nextPeriod(period)),
    // Fields 17–18 are assigned by the operator and must be blank when presenting (operator error 132).
    17: undefined,
    18: undefined,
    19: totals.contributors,
    20: totals.payroll,
    21: input.contributor.contributorType,
    22: input.operator.code,
  };
}
