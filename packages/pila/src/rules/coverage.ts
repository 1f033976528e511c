/**
 * Which subsystems a cotizante pays, by tipo and subtipo (Anexo Técnico 2, Res. 2388/2016, code lists
 * of campos 5 and 6). Only the types this generator supports are listed; the validation refuses others.
 */
export type ContributorType = '01' | '12' | '19' | '51';
export type ContributorSubtype = '00' | '01' | '03' | '04' | '06';

export const SUPPORTED_CONTRIBUTOR_TYPES: readonly ContributorType[] = ['01', '12', '19', '51'];

/**
 * Apprentice codes changed with Ley 2466/2025 art. 21 from the July 2025 period (MinTrabajo Circular
 * 083/2025): lectiva 12 → 19, práctica 19 → 01. Res. 2064/2025 keeps tipo 12 only for periods before
 * August 2025.
 */
export const APPRENTICE_REFORM_PERIOD = '2025-07';
export const LAST_PERIOD_OF_TIPO_12 = '2025-07';
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
    case '12':
      // Apprentice in the lectiva stage before Ley 2466/2025: health only, on one SMMLV and wholly
      // paid by the sponsor (Decreto 933/2003 art. 5); no ARL until the productive stage.
      return { pension: false, health: true, risk: false, ccf: false, parafiscal: false };
    case '19':
      // Apprentice in the lectiva stage under Ley 2466/2025 art. 21 (CST art. 81): health and ARL,
      // paid wholly by the company; no pension, no CCF, no SENA/ICBF (MinTrabajo Circular 083/2025;
      // Res. 2064/2025 renamed tipo 19 "Aprendices etapa lectiva Ley 2466 de 2025"). Before the July
      // 2025 period tipo 19 was the productive stage, with the same subsystems: health and ARL.
      return { pension: false, health: true, risk: true, ccf: false, parafiscal: false };
    case '51':
      // Part-time worker by weekly minimums (Decreto 2616/2013, Decreto 1072/2015 art. 2.2.1.6.4.6):
      // pensions, risks and CCF only. Health is not paid here: the worker stays in the subsidised
      // regime or as a beneficiary of the contributory one (Res. 5094/2013). No SENA/ICBF either
      // (field 95 is not required for tipo 51, Anexo Técnico 2).
      return { pension, health: false, risk: true, ccf: true, parafiscal: false };
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
  return type === '12' || type === '19';
}

/** Tipo 51 contributes by weekly minimums (Decreto 2616/2013). */
export function isPartTimeWeekly(type: ContributorType): boolean {
  return type === '51';
}

/**
 * Field 41 (tipo de salario) is required for tipos 1, 2, 20, 22, 32 and 58 (Anexo Técnico 2 v29) and
 * left blank for apprentices (support, not salary) and for tipo 51, as PILA generators do.
 */
export function writesSalaryType(type: ContributorType): boolean {
  return !isApprentice(type) && !isPartTimeWeekly(type);
}
