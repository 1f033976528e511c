import { z } from 'zod';
import { ZContractDate } from './primitives.ts';

/**
 * The term of a fixed-term contract (CST art. 46 as Ley 2466 de 2025 left it; decision 0311): its dated
 * events, the notice of non-renewal and the clerk's decision on a contract that expired without one.
 */
/**
 * Contract statuses of a fixed-term contract past its end date (codes of the reference list `statuses`):
 * the pickers name them after the employee so nobody records a novelty for it unaware.
 */
export const CONTRACT_TERM_STATUS_NAMES: Readonly<Record<string, string>> = {
  VENCIDO: 'Vencido sin decisión',
  TERMINADO: 'Terminado por preaviso',
};

export const CONTRACT_EVENT_TYPES = ['RENOVACION', 'PREAVISO_NO_RENOVACION', 'INDEFINIDO'] as const;
export type TContractEventType = (typeof CONTRACT_EVENT_TYPES)[number];

export const ZContractEvent = z.object({
  id: z.number().int(),
  type: z.enum(CONTRACT_EVENT_TYPES),
  /** The day it takes effect (a renewal: the day after the previous end date; a notice: the day given). */
  eventDate: z.string().max(10),
  previousEndDate: z.string().max(10).nullable(),
  newEndDate: z.string().max(10).nullable(),
  noticeDate: z.string().max(10).nullable(),
  renewalNumber: z.number().int().nullable(),
  automatic: z.boolean(),
  /** The line the history shows, in Spanish ("Renovación automática n.º 2 hasta 31/12/2026"). */
  description: z.string().max(300),
  note: z.string().max(500).nullable(),
});
export type TContractEvent = z.infer<typeof ZContractEvent>;

/** Where the contract's term stands today. */
export const CONTRACT_TERM_STATES = [
  /** Not a fixed-term contract (or already indefinite): nothing to decide. */
  'NO_APLICA',
  /** Running; notice can still be given for its end date. */
  'VIGENTE',
  /** Notice given in time: it ends on its end date. */
  'TERMINA_CON_PREAVISO',
  /** Its end date passed with no notice and the company requires a decision. */
  'VENCIDO_SIN_DECISION',
  /** Ended by its end date after a notice; the retirement settles it. */
  'TERMINADO',
] as const;
export type TContractTermState = (typeof CONTRACT_TERM_STATES)[number];

export const ZContractTerm = z.object({
  contractId: z.number().int(),
  state: z.enum(CONTRACT_TERM_STATES),
  endDate: z.string().max(10).nullable(),
  /** Last day the written notice of non-renewal can be given for the current end date. */
  noticeDeadline: z.string().max(10).nullable(),
  events: z.array(ZContractEvent).max(500),
});
export type TContractTerm = z.infer<typeof ZContractTerm>;

/** POST /api/contracts/:id/non-renewal-notice: the day the written notice was given to the worker. */
export const ZNonRenewalNoticeInput = z.strictObject({ noticeDate: ZContractDate });
export type TNonRenewalNoticeInput = z.infer<typeof ZNonRenewalNoticeInput>;

/** The answer to a notice or a decision: the term as it is now and what it means, in Spanish. */
export const ZContractTermChange = z.object({ term: ZContractTerm, message: z.string().max(400) });
export type TContractTermChange = z.infer<typeof ZContractTermChange>;

export const CONTRACT_TERM_MESSAGES = {
  notFixedTerm: 'Solo un contrato a término fijo con fecha de terminación admite preaviso de no renovación.',
  endPassed: (end: string) =>
    `El contrato venció el ${end}: el preaviso de no renovación debe entregarse antes del vencimiento. Registre el retiro o la renovación del contrato.`,
  noticeInFuture: 'La fecha del preaviso no puede ser posterior a hoy.',
  noticeBeforeStart: 'La fecha del preaviso es anterior al inicio del contrato.',
  noticeExists: (date: string) =>
    `Ya se registró un preaviso de no renovación el ${date} para este vencimiento.`,
  noticeInTime: (end: string) =>
    `Preaviso registrado. El contrato termina el ${end} y no se renovará; registre el retiro en Novedades de retiros para liquidarlo.`,
  noticeLate: (deadline: string, end: string, renewedTo: string) =>
    `El preaviso se entregó después del ${deadline} (30 días antes del vencimiento del ${end}): no impide la renovación. El contrato se renovará automáticamente hasta el ${renewedTo}.`,
  noticeLateIndefinite: (deadline: string, end: string) =>
    `El preaviso se entregó después del ${deadline} (30 días antes del vencimiento del ${end}): no impide la continuación. El contrato alcanza el límite de cuatro años y pasará a término indefinido.`,
  notExpired: 'El contrato no está vencido sin decisión: no hay renovación que registrar.',
  renewed: (end: string) => `Renovación registrada: el contrato sigue vigente hasta el ${end}.`,
  becameIndefinite: (from: string) =>
    `El contrato alcanzó el límite de cuatro años (art. 46 CST): desde el ${from} es a término indefinido.`,
} as const;
