import { z } from 'zod';
import { ZConceptModule, ZPayrollConceptNature } from '../reference/index.ts';
import { findDianOption, NEVER_SALARY_CATEGORIES } from './dian-options.ts';

export const CONCEPT_LIMITS = { nameMax: 100, codeMax: 40 } as const;

export const CONCEPT_MESSAGES = {
  nameRequired: 'Ingrese el nombre del concepto',
  nameTooLong: `El nombre del concepto admite como máximo ${CONCEPT_LIMITS.nameMax} caracteres`,
  natureRequired: 'Seleccione la naturaleza del concepto',
  moduleRequired: 'Indique si el concepto es de novedades reportadas (OCA) o fijas (STA)',
  dianRequired: 'Seleccione el concepto de nómina electrónica (NE DIAN)',
  dianMismatch: 'El concepto de nómina electrónica no corresponde a la naturaleza elegida',
  salaryRequired: 'Seleccione el tipo de concepto (salarial o no salarial)',
  withholdingBaseRequired: 'Indique si el concepto es base de retención en la fuente',
  onlyEarnings: 'Solo los devengos llevan tipo de concepto y base de retención',
  neverSalary: 'Este concepto no constituye salario (CST art. 128): elija no salarial',
  groupUnknown: 'El grupo de ingresos y retenciones seleccionado no existe',
  groupMismatch: 'El grupo de ingresos y retenciones no corresponde a la naturaleza del concepto',
  nameTaken: 'Ya existe un concepto con ese nombre',
  notFound: 'El concepto no existe',
  created: 'Concepto agregado exitosamente',
} as const;

/**
 * The nature a company concept can have (spec 02 TYPE_CONCEPTS): earning or deduction. The spec's nature id
 * "367", the one that asks for concept type and withholding base, is the earning (decision 0093).
 */
export const ZCompanyConceptNature = z.enum(['earning', 'deduction'], {
  error: CONCEPT_MESSAGES.natureRequired,
});
export type TCompanyConceptNature = z.infer<typeof ZCompanyConceptNature>;

/** POST /api/concepts (spec 02 "post concept": NAME, TYPE_CONCEPTS, MODULE, TYPE_CONCEPT, TYPE_RETE, NE_DIAN, CYR). */
export const ZCreateConceptBody = z
  .object({
    name: z
      .string(CONCEPT_MESSAGES.nameRequired)
      .trim()
      .min(1, CONCEPT_MESSAGES.nameRequired)
      .max(CONCEPT_LIMITS.nameMax, CONCEPT_MESSAGES.nameTooLong),
    nature: ZCompanyConceptNature,
    module: z.enum(['OCA', 'STA'], { error: CONCEPT_MESSAGES.moduleRequired }),
    dianElement: z
      .string(CONCEPT_MESSAGES.dianRequired)
      .trim()
      .min(1, CONCEPT_MESSAGES.dianRequired)
      .max(CONCEPT_LIMITS.codeMax, CONCEPT_MESSAGES.dianRequired),
    /** TYPE_CONCEPT: constitutes salary (CST art. 127) or not (CST art. 128). Earnings only. */
    salary: z.boolean().nullable().optional(),
    /** TYPE_RETE: part of the withholding base (E.T. art. 387). Earnings only. */
    withholdingBase: z.boolean().nullable().optional(),
    /** CYR: the group of the income-and-withholding certificate (list `income-withholding-groups`). */
    incomeWithholdingGroup: z.string().trim().max(CONCEPT_LIMITS.codeMax).nullable().optional(),
  })
  .superRefine((body, context) => {
    const option = findDianOption(body.nature, body.dianElement);
    if (!option) {
      context.addIssue({ code: 'custom', path: ['dianElement'], message: CONCEPT_MESSAGES.dianMismatch });
    }
    if (body.nature === 'earning') {
      if (body.salary === null || body.salary === undefined) {
        context.addIssue({ code: 'custom', path: ['salary'], message: CONCEPT_MESSAGES.salaryRequired });
      } else if (body.salary && option && NEVER_SALARY_CATEGORIES.has(option.category)) {
        context.addIssue({ code: 'custom', path: ['salary'], message: CONCEPT_MESSAGES.neverSalary });
      }
      if (body.withholdingBase === null || body.withholdingBase === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['withholdingBase'],
          message: CONCEPT_MESSAGES.withholdingBaseRequired,
        });
      }
    } else if (
      (body.salary !== null && body.salary !== undefined) ||
      (body.withholdingBase !== null && body.withholdingBase !== undefined)
    ) {
      context.addIssue({ code: 'custom', path: ['salary'], message: CONCEPT_MESSAGES.onlyEarnings });
    }
  });
export type TCreateConceptBody = z.input<typeof ZCreateConceptBody>;

/** A concept as the catalogue lists it: the global ones the engine settles and the company's own. */
export const ZConcept = z.object({
  /** The identifier the API, the database and the engine use (BASIC, C0001 …); never shown. */
  code: z.string().max(CONCEPT_LIMITS.codeMax),
  /** The code a user sees (decision 0314): 001… for the catalogue, C0001… for company concepts. */
  displayCode: z.string().max(CONCEPT_LIMITS.codeMax),
  name: z.string().max(CONCEPT_LIMITS.nameMax),
  nature: ZPayrollConceptNature,
  module: ZConceptModule.nullable(),
  category: z.string().max(CONCEPT_LIMITS.codeMax).nullable(),
  dianElement: z.string().max(CONCEPT_LIMITS.codeMax).nullable(),
  dianAttribute: z.string().max(CONCEPT_LIMITS.codeMax).nullable(),
  salary: z.boolean().nullable(),
  withholdingBase: z.boolean().nullable(),
  incomeWithholdingGroup: z.string().max(CONCEPT_LIMITS.codeMax).nullable(),
  /** CATALOG = Quincena's global catalogue; COMPANY = created by this company. */
  origin: z.enum(['CATALOG', 'COMPANY']),
});
export type TConcept = z.infer<typeof ZConcept>;

/** GET /api/concepts?module=OCA&nature=earning. */
export const ZConceptsQuery = z.object({
  module: ZConceptModule.optional(),
  nature: ZPayrollConceptNature.optional(),
});
export type TConceptsQuery = z.infer<typeof ZConceptsQuery>;

export const ZConceptsResponse = z.object({ concepts: z.array(ZConcept) });
export type TConceptsResponse = z.infer<typeof ZConceptsResponse>;

/** GET /api/concepts/:code. */
export const ZConceptParams = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Indique el código del concepto')
    .max(CONCEPT_LIMITS.codeMax, 'El código del concepto no es válido'),
});
