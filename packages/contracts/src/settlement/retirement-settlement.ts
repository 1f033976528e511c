/**
 * Spanish texts of a retirement's final settlement (LD-<retirement id> calendar; spec 02 §2
 * "Retiro", §4; issue 15). The runner answers them as 409 refusals.
 */
export const RETIREMENT_SETTLEMENT_MESSAGES = {
  retirementNotFound: 'El retiro no existe en la empresa',
  noPayrollPeriod: (date: string) =>
    `No hay un período de nómina que contenga la fecha de retiro ${date}: configure el periodo de pago en Datos empresa.`,
  payrollSettledIt: (detail: string) =>
    `La ${detail} ya liquidó este retiro con la nómina: deshágala, liquide el retiro y vuelva a procesarla.`,
  earlierPayrollOpen: (detail: string) =>
    `Acumule primero la ${detail}: la liquidación definitiva parte de ella.`,
  payrollWithoutIt: (detail: string) =>
    `La ${detail} ya se procesó sin este contrato porque su retiro estaba liquidado: deshágala primero.`,
  /** Editing or deleting a retirement whose settlement is processed. */
  retirementSettled:
    'La liquidación definitiva de este retiro ya está procesada: deshágala antes de cambiar o eliminar el retiro.',
  /** REV of an accumulated payroll period that a later final settlement read. */
  laterSettlementRead:
    'Una liquidación definitiva posterior ya se liquidó con esta nómina: deshágala primero.',
  detail: (name: string, date: string) => `Liquidación definitiva ${name} ${date}`.slice(0, 120),
} as const;
