import type { ApprenticePhase, IsoDate, SalaryType } from '../model/index.ts';
import { legalValueOn } from '../parameters/index.ts';

/** Which benefits a worker accrues. */
export interface BenefitEligibility {
  prima: boolean;
  cesantias: boolean;
  /** Interest follows cesantías (Ley 52/1975 art. 1). */
  cesantiasInterest: boolean;
  vacations: boolean;
}

const ALL: BenefitEligibility = { prima: true, cesantias: true, cesantiasInterest: true, vacations: true };
const NONE: BenefitEligibility = {
  prima: false,
  cesantias: false,
  cesantiasInterest: false,
  vacations: false,
};
const VACATIONS_ONLY: BenefitEligibility = {
  prima: false,
  cesantias: false,
  cesantiasInterest: false,
  vacations: true,
};

/**
 * Benefits by salary type on a date.
 *
 * - Integral salary (CST art. 132 num. 2): the factor prestacional pays prima, cesantías and their interest;
 *   vacations are still due, on the whole integral salary (Decreto 1174/1991 art. 1).
 * - Apprentices: before Ley 2466/2025 the apprenticeship was not a labour contract and caused no prestaciones
 *   (Ley 789/2002 art. 30); from its promulgation (25 Jun 2025) the práctica phase earns "todas las
 *   prestaciones" (art. 21, CST art. 81 lit. e) while the lectiva phase receives only the support and social
 *   security.
 */
export function benefitEligibility(
  salaryType: SalaryType,
  date: IsoDate,
  phase?: ApprenticePhase,
): BenefitEligibility {
  if (salaryType === 'integral') return VACATIONS_ONLY;
  if (salaryType === 'apprentice') {
    return phase === 'practica' && legalValueOn('apprenticeLabourContract', date) ? ALL : NONE;
  }
  return ALL;
}
