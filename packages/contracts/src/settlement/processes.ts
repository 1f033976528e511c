import { z } from 'zod';

/** Process actions of the settlement pattern (spec 02 "Shared behaviours", §9). */
export const PROCESS_ACTIONS = ['PRO', 'CLO', 'REV'] as const;
export const ZProcessAction = z.enum(PROCESS_ACTIONS);
export type TProcessAction = z.infer<typeof ZProcessAction>;

/** Button and toast names of each action. */
export const PROCESS_ACTION_NAMES: Record<TProcessAction, string> = {
  PRO: 'Procesar',
  CLO: 'Acumular',
  REV: 'Deshacer',
};

export const PROCESS_STATUSES = ['PENDIENTE', 'EN PROCESO', 'TERMINADO', 'ERROR'] as const;
export const ZProcessStatus = z.enum(PROCESS_STATUSES);
export type TProcessStatus = z.infer<typeof ZProcessStatus>;

export const ZExecuteProcessRequest = z.object({
  calendarId: z.number().int().positive().max(2_147_483_647),
  action: ZProcessAction,
  /**
   * The calendar's last finished step (its newest TERMINADO process) as the clerk saw it, null when it
   * had none: when another step ended meanwhile the action is refused (409) instead of acting twice.
   */
  expectedProcessId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
});
export type TExecuteProcessRequest = z.infer<typeof ZExecuteProcessRequest>;

/** A row of the process table (spec: ID, STATUS, PERCENTAGE, ACTION, TRHEAD, JOB, RECORD, START, END, PROCESSED, ERROR). */
export const ZProcess = z.object({
  id: z.number().int(),
  calendarId: z.number().int(),
  calendarDetail: z.string(),
  action: ZProcessAction,
  status: ZProcessStatus,
  percentage: z.number().int().min(0).max(100),
  /** Spec "Hilo". */
  thread: z.string().nullable(),
  /** Spec "Registro": the queue's job id. */
  job: z.string().nullable(),
  /** The unit last being settled. */
  record: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  total: z.number().int(),
  processed: z.number().int(),
  /** Employees whose settlement failed (their reasons: GET /processes/:id/errors). */
  failed: z.number().int(),
  /** Contracts in force in the period that the run left out with a reason (GET /processes/:id/exclusions). */
  excluded: z.number().int(),
  error: z.string().nullable(),
});
export type TProcess = z.infer<typeof ZProcess>;

export const ZProcessListQuery = z.object({
  calendarId: z.coerce.number().int().positive().optional(),
  action: ZProcessAction.optional(),
  /** NM, SS, CB, CES, CIR, NIE or LD-<id>: the processes of every calendar of that type. */
  type: z
    .string()
    .regex(/^(NM|SS|CB|CES|CIR|NIE|LD-\d{1,9})$/, 'Tipo de calendario no válido')
    .optional(),
});
export type TProcessListQuery = z.infer<typeof ZProcessListQuery>;
export const ZProcessList = z.array(ZProcess);

/** One employee whose settlement failed while the others settled. */
export const ZProcessError = z.object({
  contractId: z.number().int(),
  documentNumber: z.string(),
  name: z.string(),
  message: z.string(),
});
export type TProcessError = z.infer<typeof ZProcessError>;
export const ZProcessErrorList = z.array(ZProcessError);

/** Texts of the settlement pattern (spec 02 §4, §8), spelled correctly. */
export const PROCESS_MESSAGES = {
  processed: 'PROCESADO CON EXITO',
  accumulated: 'ACUMULADO CON EXITO',
  reversed: 'REVERSADO CON EXITO',
  noRecords: 'No hay registros para el proceso',
  /** GET /api/processes/:id (and its errors, exclusions) of an unknown id or another company's. */
  notFound: 'El proceso no existe en la empresa',
  accumulateQuestion: '¿Desea acumular el proceso?',
  /** Server refusals by state. */
  alreadyAccumulated: 'El período ya está acumulado: no se puede procesar de nuevo. Use Deshacer primero.',
  notProcessed: 'El período no ha sido procesado: use Procesar antes de Acumular.',
  needsReprocess:
    'Hubo cambios en novedades o salarios del período después de procesarlo: use Procesar de nuevo antes de Acumular.',
  nothingToUndo: 'No hay ningún proceso para deshacer en este período.',
  running: 'Ya hay un proceso en curso para este calendario; espere a que termine.',
  /** The calendar's last step is no longer the one the clerk saw (a double click, another user). */
  changedMeanwhile:
    'El período cambió mientras tanto (otro usuario lo procesó, acumuló o deshizo). Actualice y vuelva a intentarlo.',
  earlierOpen: 'Hay un período anterior sin acumular: acumule los períodos en orden.',
  laterAccumulated: 'Hay un período posterior acumulado: deshaga primero el período más reciente.',
  /** REV of an accumulated payroll period whose month's social security or accounting already read it. */
  monthSettlementsRead: (names: readonly string[]) =>
    names.length > 1
      ? `La ${names.join(' y la ')} del mes ya se liquidaron con esta nómina: deshágalas primero para que no queden con valores que la nómina ya no tiene.`
      : `La ${names[0]} del mes ya se liquidó con esta nómina: deshágala primero para que no quede con valores que la nómina ya no tiene.`,
  /** REV of an accumulated payroll period or severance run whose year's severance or income-and-withholding run read it. */
  yearSettlementsRead: (names: readonly string[]) =>
    `La liquidación de ${names.join(' y la de ')} del año ya leyó este resultado: deshágala primero para que no quede con valores que ya no son.`,
  /** A PRO or CLO of a period older than one already accumulated: its results would never reach the later history. */
  beforeAccumulated:
    'Hay un período posterior ya acumulado: no se puede procesar ni acumular un período anterior a él.',
} as const;
