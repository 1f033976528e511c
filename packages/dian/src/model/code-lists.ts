/**
 * Code lists of the Anexo Técnico de Nómina Electrónica v1.0 (Resolución DIAN 000013 de 2021, §5).
 * Page numbers refer to that annex.
 */

/** 5.1.1 Ambiente (p.120): 1 producción, 2 pruebas (habilitación). */
export type Environment = 1 | 2;
export const PRODUCTION: Environment = 1;
export const TESTING: Environment = 2;

/** 5.5.7 TipoXML (p.180). */
export const TIPO_XML = { individual: 102, adjustment: 103 } as const;

/** 5.5.8 TipoNota (p.180): 1 Reemplazar, 2 Eliminar. */
export const TIPO_NOTA = { replace: 1, delete: 2 } as const;

/** 5.1.2 EncripCUNE. */
export const CUNE_ALGORITHM = 'CUNE-SHA384';

/** InformacionGeneral/@Version literals (NIE022 / NIAE022). */
export const VERSION_INDIVIDUAL = 'V1.0: Documento Soporte de Pago de Nómina Electrónica';
export const VERSION_ADJUSTMENT = 'V1.0: Nota de Ajuste de Documento Soporte de Pago de Nómina Electrónica';

/** 5.2.1 Tipos de documento de identificación (p.120). */
export const DOCUMENT_TYPES = {
  11: 'Registro civil',
  12: 'Tarjeta de identidad',
  13: 'Cédula de ciudadanía',
  21: 'Tarjeta de extranjería',
  22: 'Cédula de extranjería',
  31: 'NIT',
  41: 'Pasaporte',
  42: 'Documento de identificación extranjero',
  47: 'PEP',
  50: 'NIT de otro país',
  91: 'NUIP',
} as const;
export type DocumentTypeCode = keyof typeof DOCUMENT_TYPES;

/** 5.5.1 Periodo de nómina (p.178–179). */
export const PAYROLL_PERIODS = {
  1: 'Semanal',
  2: 'Decenal',
  3: 'Catorcenal',
  4: 'Quincenal',
  5: 'Mensual',
  6: 'Otro',
} as const;
export type PayrollPeriodCode = keyof typeof PAYROLL_PERIODS;

/** 5.5.2 Tipo de contrato (p.179). */
export const CONTRACT_TYPES = {
  1: 'Término Fijo',
  2: 'Término Indefinido',
  3: 'Obra o Labor',
  4: 'Aprendizaje',
  5: 'Prácticas o Pasantías',
} as const;
export type ContractTypeCode = keyof typeof CONTRACT_TYPES;

/** 5.5.3 Tipo de trabajador (p.179), the PILA contributor types. */
export const WORKER_TYPES = {
  '01': 'Dependiente',
  '02': 'Servicio doméstico',
  '04': 'Madre comunitaria',
  '12': 'Aprendices del Sena en etapa lectiva',
  '18': 'Funcionarios públicos sin tope máximo de IBC',
  '19': 'Aprendices del SENA en etapa productiva',
  '21': 'Estudiantes de postgrado en salud',
  '22': 'Profesor de establecimiento particular',
  '23': 'Estudiantes aportes solo riesgos laborales',
  '30': 'Dependiente entidades o universidades públicas con régimen especial en salud',
  '31': 'Cooperados o pre cooperativas de trabajo asociado',
  '47': 'Trabajador dependiente de entidad beneficiaria del sistema general de participaciones - aportes patronales',
  '51': 'Trabajador de tiempo parcial',
  '54': 'Pre pensionado de entidad en liquidación',
  '56': 'Pre pensionado con aporte voluntario a salud',
  '58': 'Estudiantes de prácticas laborales en el sector público',
} as const;
export type WorkerTypeCode = keyof typeof WORKER_TYPES;

/** 5.5.4 Subtipo de trabajador (p.179). */
export const WORKER_SUBTYPES = {
  '00': 'No Aplica',
  '01': 'Dependiente pensionado por vejez activo',
} as const;
export type WorkerSubtypeCode = keyof typeof WORKER_SUBTYPES;

/** 5.3.3.1 Forma de pago (p.130): only 1 Contado is listed. */
export const PAYMENT_FORMS = { 1: 'Contado' } as const;
export type PaymentFormCode = keyof typeof PAYMENT_FORMS;

/**
 * 5.3.3.2 Medios de pago (p.130–131). The list is long; payroll uses a handful, but any code of
 * the table is accepted.
 */
export const PAYMENT_METHODS: ReadonlySet<string> = new Set([
  ...Array.from({ length: 53 }, (_, i) => String(i + 1)),
  ...['60', '61', '62', '63', '64', '65', '66', '67', '70', '71', '72', '74', '75', '76', '77', '78'],
  ...['91', '92', '93', '94', '95', '96', '97', '98', 'ZZZ'],
]);
/** The methods payroll actually uses, named for readability at call sites. */
export const PAYMENT_METHOD = {
  undefinedInstrument: '1',
  cash: '10',
  cheque: '20',
  creditTransfer: '30',
  debitTransfer: '31',
  bankDeposit: '42',
  bankCreditTransfer: '45',
  simplifiedSavingsAccount: '98',
} as const;

/** 5.5.6 Tipo de incapacidad (p.180). */
export const DISABILITY_TYPES = { 1: 'Común', 2: 'Profesional', 3: 'Laboral' } as const;
export type DisabilityTypeCode = keyof typeof DISABILITY_TYPES;

/**
 * 5.5.5 Horas extras y recargos (p.180): the percentage the Anexo expects in @Porcentaje.
 * Ley 2466 de 2025 raises the Sunday/holiday surcharge in steps; the Anexo was not updated as
 * far as we could confirm, so these stay the defaults and a different value only warns.
 */
export const OVERTIME_KINDS = {
  HED: { code: 1, name: 'Hora Extra Diurna', percentage: '25.00' },
  HEN: { code: 2, name: 'Hora Extra Nocturna', percentage: '75.00' },
  HRN: { code: 3, name: 'Hora Recargo Nocturno', percentage: '35.00' },
  HEDDF: { code: 4, name: 'Hora Extra Diurna Dominical y Festivos', percentage: '100.00' },
  HRDDF: { code: 5, name: 'Hora Recargo Diurno Dominical y Festivos', percentage: '75.00' },
  HENDF: { code: 6, name: 'Hora Extra Nocturna Dominical y Festivos', percentage: '150.00' },
  HRNDF: { code: 7, name: 'Hora Recargo Nocturno Dominical y Festivos', percentage: '110.00' },
} as const;
export type OvertimeKind = keyof typeof OVERTIME_KINDS;
/** Schema order of the overtime groups inside Devengados (XSD 1.0.6). */
export const OVERTIME_ORDER: readonly OvertimeKind[] = [
  'HED',
  'HEN',
  'HRN',
  'HEDDF',
  'HRDDF',
  'HENDF',
  'HRNDF',
];

/** 5.3.1 Idioma (ISO 639-1) and 5.3.2 moneda (ISO 4217). */
export const LANGUAGE_ES = 'es';
export const CURRENCY_COP = 'COP';
