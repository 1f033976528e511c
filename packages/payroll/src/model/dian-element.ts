/**
 * Elements of the DIAN electronic payroll document (Resolución 000013/2021, Anexo técnico V1.0,
 * XSD 1.0.6; reference dian-electronic-payroll.md §2.3) under Devengados and Deducciones.
 * Employer contributions and provisions are not reported to DIAN: their lines carry `null`.
 */
export type DianEarningElement =
  | 'Basico'
  | 'Transporte'
  | 'HEDs'
  | 'HENs'
  | 'HRNs'
  | 'HEDDFs'
  | 'HRDDFs'
  | 'HENDFs'
  | 'HRNDFs'
  | 'VacacionesComunes'
  | 'VacacionesCompensadas'
  | 'Primas'
  | 'Cesantias'
  | 'Incapacidades'
  | 'LicenciaMP'
  | 'LicenciaR'
  | 'LicenciaNR'
  | 'Bonificaciones'
  | 'Auxilios'
  | 'HuelgasLegales'
  | 'OtrosConceptos'
  | 'Compensaciones'
  | 'BonoEPCTVs'
  | 'Comisiones'
  | 'PagosTerceros'
  | 'Anticipos'
  | 'Dotacion'
  | 'ApoyoSost'
  | 'Teletrabajo'
  | 'BonifRetiro'
  | 'Indemnizacion'
  | 'Reintegro';

export type DianDeductionElement =
  | 'Salud'
  | 'FondoPension'
  | 'FondoSP'
  | 'Sindicatos'
  | 'Sanciones'
  | 'Libranzas'
  | 'PagosTerceros'
  | 'Anticipos'
  | 'OtrasDeducciones'
  | 'PensionVoluntaria'
  | 'RetencionFuente'
  | 'AFC'
  | 'Cooperativa'
  | 'EmbargoFiscal'
  | 'PlanComplementarios'
  | 'Educacion'
  | 'Reintegro'
  | 'Deuda';

export type DianElement = DianEarningElement | DianDeductionElement;

/**
 * Attribute of the element that receives the value when the element has several
 * (e.g. Transporte/@AuxilioTransporte, Cesantias/@PagoIntereses, Bonificacion/@BonificacionNS,
 * FondoSP/@DeduccionSub).
 */
export type DianAttribute =
  | 'AuxilioTransporte'
  | 'ViaticoManuAlojS'
  | 'ViaticoManuAlojNS'
  | 'Pago'
  | 'PagoNS'
  | 'PagoIntereses'
  | 'BonificacionS'
  | 'BonificacionNS'
  | 'AuxilioS'
  | 'AuxilioNS'
  | 'ConceptoS'
  | 'ConceptoNS'
  | 'PagoS'
  | 'DeduccionSP'
  | 'DeduccionSub'
  | 'SancionPublic'
  | 'SancionPriv'
  | 'Deduccion'
  | 'SueldoTrabajado';

/** Incapacidad/@Tipo, Anexo table 5.5.6: 1 común, 2 profesional, 3 laboral. */
export type DianIncapacityType = 1 | 2 | 3;
