/**
 * Every message of the accounting set-up screens (spec 03 §5, §8), with the spec's misspellings fixed
 * (Seleccionar gets its second c, con éxito its accent; ARCHITECTURE.md §6).
 */
export const COST_CENTRE_MESSAGES = {
  expenseTypeEmpty: 'Seleccionar tipo de gasto',
  nameEmpty: 'Agregar nombre del centro de costos',
  codeEmpty: 'Agregar código del centro de costos',
  codeFormat: 'El código del centro de costos solo admite letras, números, punto, guion y guion bajo',
  codeTaken: 'Ya existe un centro de costos con ese código',
  siigoCentreFormat: 'El centro de costo Siigo debe tener 4 dígitos',
  siigoSubcentreFormat: 'El subcentro Siigo debe tener 3 dígitos',
  siigoPairIncomplete:
    'Agregue el centro de costo Siigo y el subcentro Siigo juntos: Siigo Pyme necesita los dos',
  created: 'Centro de costos agregado exitosamente',
  updated: 'Registro actualizado exitosamente',
  deleted: 'Centro de costo eliminado',
  deleteConfirm: '¿Desea eliminar el Centro de Costo?',
  notFound: 'El centro de costos no existe',
  usedByContract: (contracts: number) =>
    `No se puede eliminar el centro de costos: lo ${contracts === 1 ? 'usa 1 contrato' : `usan ${contracts} contratos`}. ` +
    'Asigne otro centro de costos a esos contratos primero.',
  lastOfExpenseType: (rows: number) =>
    `No se puede eliminar el centro de costos: es el único de su tipo de gasto y ${rows === 1 ? '1 cuenta' : `${rows} cuentas`} ` +
    'del plan de cuentas con ese tipo de gasto maneja centro de costo.',
  lastOfExpenseTypeChange: (rows: number) =>
    'No se puede cambiar el tipo de gasto: es el único centro de costos de ese tipo y ' +
    `${rows === 1 ? '1 cuenta' : `${rows} cuentas`} del plan de cuentas con ese tipo de gasto maneja centro de costo.`,
} as const;

export const THIRD_PARTY_MESSAGES = {
  documentTypeEmpty: 'Seleccionar tipo de documento',
  nitEmpty: 'Agregar NIT de la empresa',
  nameEmpty: 'Agregar nombre de la empresa',
  nitDigits: 'El número de documento solo admite dígitos',
  nitAlphanumeric: 'El número de documento solo admite letras y números',
  checkDigitFormat: 'El dígito de verificación es un solo dígito',
  checkDigitRequired: 'Agregar dígito de verificación',
  checkDigitWrong: (expected: number) =>
    `El dígito de verificación no corresponde al NIT (debe ser ${expected})`,
  checkDigitNotApplicable: 'Este tipo de documento no lleva dígito de verificación',
  nitTaken: 'Ya existe un tercero con ese número de documento',
  created: 'Tercero creado con éxito',
  updated: 'Registro actualizado exitosamente',
  deleted: 'Registro eliminado con éxito',
  deleteConfirm: '¿Desea eliminar el tercero?',
  notFound: 'El tercero no existe',
  unknownNit: 'El NIT no está registrado como tercero. Agréguelo con el botón +',
  usedByAccountPlan: (rows: number) =>
    `No se puede eliminar el tercero: lo ${rows === 1 ? 'usa 1 cuenta' : `usan ${rows} cuentas`} del plan de cuentas.`,
} as const;

export const ACCOUNT_PLAN_MESSAGES = {
  account1Empty: 'Agregar cuenta 1',
  natureEmpty: 'Seleccionar naturaleza',
  voucherTypeEmpty: 'Seleccionar tipo de comprobante',
  thirdPartyTypeEmpty: 'Seleccionar tipo tercero',
  conceptEmpty: 'Seleccionar concepto',
  managesCostCentreEmpty: 'Seleccionar si tiene centro de costo',
  thirdPartyNitEmpty: 'Agregar NIT del tercero',
  entityTypeEmpty: 'Seleccionar tipo de entidad',
  thirdPartyNitNotAllowed: 'Este tipo de tercero no lleva NIT',
  entityTypeNotAllowed: 'Este tipo de tercero no lleva tipo de entidad',
  accountFormat: (label: string) =>
    `${label}: una cuenta del PUC tiene solo dígitos (de 4 a 12) y empieza por la clase (1 a 9); ` +
    'use * al final para completar después',
  unknownCode: (label: string) => `${label}: el código no existe`,
  duplicate:
    'Ya existe una cuenta para este concepto con la misma naturaleza, tipo de comprobante y tipo de gasto',
  created: 'Plan de cuenta agregado exitosamente',
  deleted: 'Plan de cuentas eliminado',
  deleteConfirm: '¿Desea eliminar el plan de cuentas?',
  notFound: 'La cuenta del plan de cuentas no existe',
  exported: 'Exportado con éxito',
  defaultsLoaded: (count: number) =>
    count === 0
      ? 'El plan de cuentas ya tenía todas las cuentas sugeridas'
      : `Se agregaron ${count} cuentas sugeridas al plan de cuentas`,
  defaultsConfirm:
    '¿Desea agregar las cuentas sugeridas del PUC a los conceptos que no las tienen? Las cuentas existentes no cambian.',
} as const;
