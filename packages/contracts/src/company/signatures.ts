import { z } from 'zod';
import { ZFileUpload } from './files.ts';

/** Spec 01 §5, §8 and §9: signature configuration checks and messages. */
export const SIGNATURE_MESSAGES = {
  employee: 'Seleccionar el empleado',
  averageMonths: 'Los meses a promediar deben ser 1 o más',
  footer: 'Máximo 500 caracteres en el pie de página',
  imageRequired: 'Adjuntar la imagen de la firma',
  created: 'Firma agregada exitosamente',
  updated: 'Firma actualizada exitosamente',
  deleted: 'Firma eliminada exitosamente',
  notFound: 'La firma no existe',
  employeeNotFound: 'El empleado elegido no tiene un contrato en esta empresa',
  employeeTaken: 'Ese empleado ya tiene una firma configurada',
  conceptsSaved: 'Conceptos de promedio actualizados exitosamente',
  unknownConcept: 'Uno de los conceptos elegidos no existe',
  noEmployees: 'No hay empleados disponibles',
} as const;

/** Months of variable pay averaged in the labour certificate: at least 1 (spec 01 §5); 12 covers a year. */
export const SIGNATURE_LIMITS = { minAverageMonths: 1, maxAverageMonths: 12, footer: 500 } as const;

const averageMonths = z.coerce
  .number(SIGNATURE_MESSAGES.averageMonths)
  .int(SIGNATURE_MESSAGES.averageMonths)
  .min(SIGNATURE_LIMITS.minAverageMonths, SIGNATURE_MESSAGES.averageMonths)
  .max(SIGNATURE_LIMITS.maxAverageMonths, `Máximo ${SIGNATURE_LIMITS.maxAverageMonths} meses`);

const footer = z.string().trim().max(SIGNATURE_LIMITS.footer, SIGNATURE_MESSAGES.footer).default('');

/** POST /api/signatures (spec 01 §3: CODE = the contract, AVG_PROM, SIGNATURE, FOOT_PAGE). */
export const ZCreateSignatureRequest = z.object({
  contractId: z.number(SIGNATURE_MESSAGES.employee).int().positive(SIGNATURE_MESSAGES.employee),
  averageMonths,
  footer,
  image: ZFileUpload,
});
export type TCreateSignatureRequest = z.input<typeof ZCreateSignatureRequest>;

/** PUT /api/signatures/:id: the employee stays; a new image is optional. */
export const ZUpdateSignatureRequest = z.object({ averageMonths, footer, image: ZFileUpload.optional() });
export type TUpdateSignatureRequest = z.input<typeof ZUpdateSignatureRequest>;

export const ZSignature = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  /** "number - name" of the employee, as the list shows it. */
  employee: z.string(),
  /** The job of the employee's contract, derived (spec 01 §5). */
  job: z.string(),
  averageMonths: z.number().int(),
  footer: z.string(),
  /** Address of the signature image (signed-in GET). */
  imageUrl: z.string(),
});
export type TSignature = z.infer<typeof ZSignature>;

export const ZSignatureList = z.object({ signatures: z.array(ZSignature) });
export type TSignatureList = z.infer<typeof ZSignatureList>;

export const ZSignatureSaveResponse = z.object({ signature: ZSignature, message: z.string() });
export type TSignatureSaveResponse = z.infer<typeof ZSignatureSaveResponse>;

/** An employee (contract) that can be given a signature, with the job the screen shows. */
export const ZSignatureEmployee = z.object({
  contractId: z.number().int(),
  label: z.string(),
  job: z.string(),
});
export type TSignatureEmployee = z.infer<typeof ZSignatureEmployee>;
export const ZSignatureEmployeeList = z.object({ employees: z.array(ZSignatureEmployee) });

export const ZSignatureIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The company's averaging concepts (spec 01 §2.9 dialog): the payroll concepts averaged as variable pay. */
export const ZAverageConcept = z.object({ code: z.string(), name: z.string(), selected: z.boolean() });
export const ZAverageConceptList = z.object({ concepts: z.array(ZAverageConcept) });
export type TAverageConceptList = z.infer<typeof ZAverageConceptList>;

export const ZAverageConceptsRequest = z.object({
  codes: z.array(z.string().trim().min(1).max(40)).max(300),
});
export type TAverageConceptsRequest = z.infer<typeof ZAverageConceptsRequest>;
