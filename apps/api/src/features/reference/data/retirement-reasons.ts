import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Reasons a labour contract ends, each with the article of the Código Sustantivo del Trabajo that provides it.
 * The reason decides the settlement: only dismissal without just cause by the employer owes the indemnity of
 * CST art. 64, and termination by the worker for the employer's just cause (CST art. 62, literal B) is treated
 * the same way. Codes are Quincena's own; no authority codes these reasons.
 */
export const RETIREMENT_REASONS_SOURCE =
  'Código Sustantivo del Trabajo, arts. 61, 62, 64 y 80 (causas de terminación)';

export interface RetirementReason extends ReferenceItem {
  readonly legalBasis: string;
  /** True when the employer owes the indemnity of CST art. 64. */
  readonly owesIndemnity: boolean;
}

export const retirementReasons = defineReferenceList<RetirementReason>({
  key: 'retirement-reasons',
  description: 'Motivos de retiro',
  source: RETIREMENT_REASONS_SOURCE,
  items: [
    {
      code: 'RENUNCIA',
      name: 'Renuncia voluntaria',
      legalBasis: 'CST art. 61, literal h',
      owesIndemnity: false,
    },
    {
      code: 'MUTUO_ACUERDO',
      name: 'Mutuo acuerdo',
      legalBasis: 'CST art. 61, literal b',
      owesIndemnity: false,
    },
    {
      code: 'VENCIMIENTO_PLAZO',
      name: 'Expiración del plazo pactado',
      legalBasis: 'CST art. 61, literal c',
      owesIndemnity: false,
    },
    {
      code: 'OBRA_TERMINADA',
      name: 'Terminación de la obra o labor contratada',
      legalBasis: 'CST art. 61, literal d',
      owesIndemnity: false,
    },
    {
      code: 'MUERTE',
      name: 'Muerte del trabajador',
      legalBasis: 'CST art. 61, literal a',
      owesIndemnity: false,
    },
    {
      code: 'LIQUIDACION_EMPRESA',
      name: 'Liquidación o clausura definitiva de la empresa',
      legalBasis: 'CST art. 61, literal e',
      owesIndemnity: false,
    },
    {
      code: 'JUSTA_CAUSA_EMPLEADOR',
      name: 'Despido con justa causa',
      legalBasis: 'CST art. 62, literal A',
      owesIndemnity: false,
    },
    {
      code: 'JUSTA_CAUSA_TRABAJADOR',
      name: 'Terminación por el trabajador con justa causa',
      legalBasis: 'CST art. 62, literal B',
      owesIndemnity: true,
    },
    {
      code: 'SIN_JUSTA_CAUSA',
      name: 'Despido sin justa causa',
      legalBasis: 'CST art. 64',
      owesIndemnity: true,
    },
    {
      code: 'PERIODO_PRUEBA',
      name: 'Terminación durante el periodo de prueba',
      legalBasis: 'CST art. 80',
      owesIndemnity: false,
    },
    {
      code: 'PENSION',
      name: 'Reconocimiento de la pensión',
      legalBasis: 'CST art. 62, literal A, numeral 14',
      owesIndemnity: false,
    },
  ],
});
