import { z } from 'zod';

const CODE_PATTERN = /^[A-Z0-9_]+$/;
const codeOf = (empty: string, invalid: string) =>
  z.string(empty).trim().min(1, empty).max(40, 'Máximo 40 caracteres').regex(CODE_PATTERN, invalid);

/** A group code of the income-and-withholding certificate (Formulario 220 line). */
export const ZCirGroupCode = codeOf('Seleccione el grupo', 'El código del grupo no es válido');
/** A payroll concept code. */
export const ZCirConceptCode = codeOf('Seleccione el concepto', 'El código del concepto no es válido');

export const ZCirConceptNature = z.enum(['earning', 'deduction', 'employer_contribution', 'provision']);
export type TCirConceptNature = z.infer<typeof ZCirConceptNature>;

/** Spanish words for the concept natures (spec 02: devengo, deducción, aporte, provisión). */
export const CIR_CONCEPT_NATURE_LABELS: Record<TCirConceptNature, string> = {
  earning: 'Devengo',
  deduction: 'Deducción',
  employer_contribution: 'Aporte del empleador',
  provision: 'Provisión',
};

export const ZCirGroupSection = z.enum(['income', 'contribution', 'withholding']);
export type TCirGroupSection = z.infer<typeof ZCirGroupSection>;

export const CIR_GROUP_SECTION_LABELS: Record<TCirGroupSection, string> = {
  income: 'Ingresos',
  contribution: 'Aportes',
  withholding: 'Retención',
};

export const ZCirConcept = z.object({
  code: z.string().max(40),
  name: z.string().max(200),
  nature: ZCirConceptNature,
});
export type TCirConcept = z.infer<typeof ZCirConcept>;

export const ZCirGroup = z.object({
  /** Quincena's identifier of the group; never shown (the box is). */
  code: z.string().max(40),
  name: z.string().max(200),
  /** The box (casilla) of Formulario 220 the group fills: what the screen shows as the group's code. */
  box: z.number().int().min(1).max(999),
  section: ZCirGroupSection,
  concepts: z.array(ZCirConcept).max(1000),
});
export type TCirGroup = z.infer<typeof ZCirGroup>;

/** GET /api/cir-config: every group of the certificate with the company's concepts in it. */
export const ZCirConfigResponse = z.object({ groups: z.array(ZCirGroup).max(100) });
export type TCirConfigResponse = z.infer<typeof ZCirConfigResponse>;

/** GET /api/cir-config/available-concepts: the company's concepts not yet in any group. */
export const ZCirAvailableConceptsResponse = z.array(ZCirConcept).max(1000);
export type TCirAvailableConceptsResponse = z.infer<typeof ZCirAvailableConceptsResponse>;

export const ZCirGroupParams = z.object({ groupCode: ZCirGroupCode });
export type TCirGroupParams = z.infer<typeof ZCirGroupParams>;

export const ZCirGroupConceptParams = z.object({ groupCode: ZCirGroupCode, conceptCode: ZCirConceptCode });
export type TCirGroupConceptParams = z.infer<typeof ZCirGroupConceptParams>;

/** POST /api/cir-config/groups/:groupCode/concepts. */
export const ZAddCirConceptRequest = z.strictObject({ conceptCode: ZCirConceptCode });
export type TAddCirConceptRequest = z.infer<typeof ZAddCirConceptRequest>;

export const ZAddCirConceptResponse = z.object({ groupCode: z.string().max(40), concept: ZCirConcept });
export type TAddCirConceptResponse = z.infer<typeof ZAddCirConceptResponse>;

export const CIR_CONFIG_MESSAGES = {
  added: 'Concepto agregado exitosamente',
  deleted: 'Concepto eliminado exitosamente',
  reportGenerated: 'Reporte de configuración generado exitosamente',
  groupNotFound: 'El grupo de ingresos y retenciones no existe',
  conceptNotFound: 'El concepto no existe en la empresa',
  conceptNotInGroup: 'El concepto no pertenece a este grupo',
  conceptAlreadyGrouped: (groupName: string) => `El concepto ya pertenece al grupo «${groupName}»`,
  deleteConfirm: '¿Desea eliminar el concepto del grupo?',
  noConcepts: 'No hay conceptos disponibles',
} as const;

/** The export's file name before '_yyyy-mm-dd.xlsx' (spec 01 §7). */
export const CIR_REPORT_FILE_BASE_NAME = 'reporteConfiguracionIngresos';
