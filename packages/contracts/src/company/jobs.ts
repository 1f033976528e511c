import { z } from 'zod';

/** Spec 01 §5 and §8: the checks of the job form and the screen's messages. */
export const JOB_MESSAGES = {
  name: 'Agregar nombre del cargo',
  area: 'Agregar Area',
  created: 'Cargo agregado exitosamente',
  updated: 'Registro actualizado exitosamente',
  deleted: 'Cargo eliminado',
  notFound: 'El cargo no existe',
  inUse: 'No se puede eliminar el cargo: está asignado a uno o más contratos',
} as const;

export const JOB_LIMITS = { name: 100, area: 100, code: 20 } as const;

/** POST /api/jobs and PUT /api/jobs/:id (spec 01 §3 JOBS: NAME, AREA, CODE). The code is optional. */
export const ZJobRequest = z.object({
  name: z.string(JOB_MESSAGES.name).trim().min(1, JOB_MESSAGES.name).max(JOB_LIMITS.name),
  area: z.string(JOB_MESSAGES.area).trim().min(1, JOB_MESSAGES.area).max(JOB_LIMITS.area),
  code: z
    .string()
    .trim()
    .max(JOB_LIMITS.code, `Máximo ${JOB_LIMITS.code} caracteres`)
    .optional()
    .transform((value) => value || undefined),
});
export type TJobRequest = z.input<typeof ZJobRequest>;

export const ZJob = z.object({
  id: z.number().int(),
  name: z.string(),
  area: z.string(),
  code: z.string().nullable(),
});
export type TJob = z.infer<typeof ZJob>;

export const ZJobList = z.object({ jobs: z.array(ZJob) });
export type TJobList = z.infer<typeof ZJobList>;

export const ZJobIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const ZJobSaveResponse = z.object({ job: ZJob, message: z.string() });
export type TJobSaveResponse = z.infer<typeof ZJobSaveResponse>;

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;
