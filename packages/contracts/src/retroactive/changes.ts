import { z } from 'zod';
import { ZContractDate } from '../employees/primitives.ts';
import { ZRetroactivePeriod } from './impact.ts';

/**
 * Retroactive changes to pay (issue 32): a change that holds from a date inside accumulated payroll
 * periods is registered for some contracts with the open payroll period that will carry its
 * differences. Procesar of that period recomputes each reached accumulated period with today's facts
 * and stores the differences as retroactive lines; Deshacer removes them; the change stays until the
 * carrying period is accumulated.
 */
export const RETROACTIVE_MESSAGES = {
  contractsRequired: 'Indique al menos un contrato',
  contractsTooMany: 'Se admiten hasta 20.000 contratos por cambio',
  carryingRequired: 'Elija el período que pagará las diferencias',
  carryingNotOpen:
    'El período elegido ya está acumulado o no es una nómina: elija un período abierto posterior al último acumulado.',
  nothingReached:
    'El cambio no alcanza períodos acumulados de los contratos indicados: no hay diferencias que liquidar.',
  descriptionTooLong: 'La descripción admite hasta 200 caracteres',
  changeNotFound: 'El cambio retroactivo no existe.',
  changeAlreadyPaid: 'El cambio ya se pagó en un período acumulado y no se puede quitar.',
  /** An accumulated carrying period that did not pay the change (no difference, or the contract left it). */
  changeCarryingAccumulated: (label: string) =>
    `El período que llevaba este cambio (${label}) ya está acumulado: el cambio no se puede quitar.`,
  created: 'Las diferencias se liquidarán al procesar el período elegido.',
  /** Added to `created` when the carrying period was already processed (it is marked, as a novelty marks it). */
  carryingProcessed:
    'El período elegido ya estaba procesado: use Procesar de nuevo para liquidar las diferencias antes de acumularlo.',
  contractNotFound: 'No encontramos ese contrato',
  /**
   * Contracts the chosen period cannot pay (retired, or ended, by then): the payroll run does not
   * settle them and a final settlement carries no retroactive lines, so nobody would be paid.
   */
  notInForce: (names: string, label: string) =>
    `No se registró el cambio para ${names}: su contrato no está vigente en ${label} (se retira o termina antes), y Quincena no paga diferencias retroactivas en una liquidación de contrato. Liquide y pague esas diferencias por fuera de la nómina.`,
  removed: 'El cambio retroactivo se quitó.',
  /** Added to `removed` when the carrying period had already settled it. */
  removedProcessed: 'Use Procesar de nuevo en el período que lo pagaba para quitar sus diferencias.',
} as const;

export const RETROACTIVE_SOURCES = ['SALARY', 'CONTRACT', 'NOVELTY', 'LEGAL_VALUE'] as const;
export const ZRetroactiveSource = z.enum(RETROACTIVE_SOURCES);
export type TRetroactiveSource = z.infer<typeof ZRetroactiveSource>;
/** Spanish names for the screens; the codes never reach a user. */
export const RETROACTIVE_SOURCE_NAMES: Record<TRetroactiveSource, string> = {
  SALARY: 'Salario',
  CONTRACT: 'Condiciones del contrato',
  NOVELTY: 'Novedad',
  LEGAL_VALUE: 'Valor legal',
};

const id = (message: string) => z.number(message).int(message).min(1, message).max(2_147_483_647, message);

/** POST /api/retroactive/changes */
export const ZRetroactiveChangeCreate = z.object({
  contractIds: z
    .array(id(RETROACTIVE_MESSAGES.contractsRequired))
    .min(1, RETROACTIVE_MESSAGES.contractsRequired)
    .max(20_000, RETROACTIVE_MESSAGES.contractsTooMany),
  from: ZContractDate,
  carryingCalendarId: id(RETROACTIVE_MESSAGES.carryingRequired),
  source: ZRetroactiveSource,
  description: z.string().trim().max(200, RETROACTIVE_MESSAGES.descriptionTooLong).optional(),
});
export type TRetroactiveChangeCreate = z.input<typeof ZRetroactiveChangeCreate>;

/** One registered change of one contract. */
export const ZRetroactiveChange = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  documentNumber: z.string(),
  employeeName: z.string(),
  from: z.string(),
  source: ZRetroactiveSource,
  sourceName: z.string(),
  description: z.string().nullable(),
  carrying: ZRetroactivePeriod,
  /**
   * The accumulated periods, oldest first, before the carrying one whose current result includes the
   * contract from the change's date: what Procesar of the carrying period recomputes.
   */
  reaches: z.array(ZRetroactivePeriod),
  /** PENDIENTE until the carrying period is processed, LIQUIDADO after Procesar, PAGADO once accumulated. */
  status: z.enum(['PENDING', 'SETTLED', 'PAID', 'NO_DIFFERENCE', 'NOT_PAID']),
  statusName: z.string(),
  createdAt: z.string(),
  /** The e-mail of the user who registered it (null when unknown, e.g. a user since removed). */
  registeredBy: z.string().nullable(),
});
export type TRetroactiveChange = z.infer<typeof ZRetroactiveChange>;

export const ZRetroactiveChangeCreated = z.object({
  changes: z.array(ZRetroactiveChange),
  message: z.string(),
});
export type TRetroactiveChangeCreated = z.infer<typeof ZRetroactiveChangeCreated>;

/** GET /api/retroactive/changes?calendarId= (the changes a period carries) or ?contractId= */
export const ZRetroactiveChangeQuery = z.object({
  calendarId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  contractId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type TRetroactiveChangeQuery = z.input<typeof ZRetroactiveChangeQuery>;

export const ZRetroactiveChangeList = z.object({ changes: z.array(ZRetroactiveChange) });

/** DELETE /api/retroactive/changes/:id */
export const ZRetroactiveChangeIdParams = z.object({
  id: z.coerce
    .number(RETROACTIVE_MESSAGES.changeNotFound)
    .int(RETROACTIVE_MESSAGES.changeNotFound)
    .min(1, RETROACTIVE_MESSAGES.changeNotFound)
    .max(2_147_483_647, RETROACTIVE_MESSAGES.changeNotFound),
});
export const ZRetroactiveMessage = z.object({ message: z.string() });
export type TRetroactiveMessage = z.infer<typeof ZRetroactiveMessage>;

/**
 * Spanish status names of a change. A processed period that settled the contract with no difference
 * says so ("Sin diferencias"); one that did not settle the contract at all (it left the period, see
 * the run's exclusions) says "No pagado" rather than "Pagado".
 */
export const RETROACTIVE_STATUS_NAMES = {
  PENDING: 'Pendiente',
  SETTLED: 'Liquidado',
  PAID: 'Pagado',
  NO_DIFFERENCE: 'Sin diferencias',
  NOT_PAID: 'No pagado',
} as const;
export type TRetroactiveChangeList = z.infer<typeof ZRetroactiveChangeList>;

/**
 * Where a retroactive line came from: the accumulated period whose difference it is. Null on an
 * ordinary line of the period.
 */
export const ZRetroactiveOrigin = z.object({
  calendarId: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** "primera quincena de enero de 2026" */
  label: z.string(),
});
export type TRetroactiveOrigin = z.infer<typeof ZRetroactiveOrigin>;

export const RETROACTIVE_ENDPOINT = '/api/retroactive';
export const retroactiveChangesPath = `${RETROACTIVE_ENDPOINT}/changes`;
export const retroactiveChangePath = (id: number) => `${RETROACTIVE_ENDPOINT}/changes/${id}`;
/** The group the payslip and the review screen put retroactive lines under. */
export const RETROACTIVE_GROUP = 'Retroactivo';
