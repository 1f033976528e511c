/**
 * Which subsystems a cotizante pays, by tipo and subtipo (Anexo Técnico 2, Res. 2388/2016, code lists
 * of campos 5 and 6). Only the types this generator supports are listed; the validation refuses others.
 */
export type ContributorType = '01' | '19';
export type ContributorSubtype = '00' | '01' | '03' | '04' | '06';

export const SUPPORTED_CONTRIBUTOR_TYPES: readonly ContributorType[] = ['01', '19'];
export const SUPPORTED_CONTRIBUTOR_SUBTYPES: readonly ContributorSubtype[] = ['00', '01', '03', '04', '06'];

export interface Coverage {
  pension: boolean;
  health: boolean;
  risk: boolean;
  ccf: boolean;
  /** SENA, ICBF and field 95 (IBC otros parafiscales). */
  parafiscal: boolean;
}

export function coverageOf(
  type: ContributorType,
  subtype: ContributorSubtype,
  foreignerNotObligedToPension = false,
): Coverage {
  // Subtipos 01 (pensionado activo), 03 (no obligado por edad), 04 (requisitos cumplidos) and 06
  // (régimen exceptuado) do not contribute to pensions (Ley 100/1993 art. 17; Anexo Técnico 2), nor
  // does a foreigner not obliged to (field 7, Ley 100/1993 art. 15 par. and international agreements).
  const pension = subtype === '00' && !foreignerNotObligedToPension;
  switch (type) {
    case '01':
      return { pension, health: true, risk: true, ccf: true, parafiscal: true };
    case '19':
      // Apprentice in the lectiva stage under Ley 2466/2025 art. 21 (CST art. 81): health and ARL,
      // paid wholly by the company; no pension, no CCF, no SENA/ICBF (MinTrabajo Circular 083/2025).
      // Tipo 12 (earlier lectiva regime) was replaced by 19 from the July 2025 period.
      return { pension: false, health: true, risk: true, ccf: false, parafiscal: false };
  }
}

/** Coverage of a worker of the planilla model. */
export function workerCoverage(worker: {
  contributorType: ContributorType;
  contributorSubtype: ContributorSubtype;
  foreignerNotObligedToPension?: boolean;
}): Coverage {
  return coverageOf(
    worker.contributorType,
    worker.contributorSubtype,
    worker.foreignerNotObligedToPension === true,
  );
}

/** Apprentices report the support payment, which is not a salary, so field 41 stays blank. */
export function isApprentice(type: ContributorType): boolean {
  return type === '19';
}
