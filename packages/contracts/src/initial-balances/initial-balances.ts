import { z } from 'zod';
import { ZNoveltyListQuery, ZNoveltyPage } from '../novelties/common.ts';
import { isIsoDate } from '../reports/primitives.ts';

/** Texts of /InitialBalance (spec 03 §2.9, §8). */
export const INITIAL_BALANCE_MESSAGES = {
  created: 'Saldo inicial agregado exitosamente',
  updated: 'Saldo inicial actualizado exitosamente',
  deleted: 'Saldo inicial eliminado exitosamente',
  deleteQuestion: '¿Desea eliminar el saldo inicial?',
  contractEmpty: 'Seleccione el empleado',
  noContracts: 'No hay contratos disponibles',
  cutOffEmpty: 'Agregar fecha de corte',
  cutOffInvalid: 'La fecha de corte no es válida',
  daysInvalid: 'Los días deben ser un número entre 0 y 360',
  daysDecimals: 'Los días admiten como máximo dos decimales',
  amountInvalid: 'El valor debe ser un número entre 0 y 999.999.999.999',
  amountCents: 'El valor admite como máximo dos decimales',
  nothing: 'Agregue al menos un saldo',
  contractUnknown: 'El contrato no existe en la empresa',
  alreadyExists: 'El contrato ya tiene saldos iniciales; edítelos',
  notFound: 'El contrato no tiene saldos iniciales',
} as const;

/**
 * The six balance concepts of the screen (spec 03 §2.9): social security days and IBC for EPS and
 * ARL, and days and accrued value of cesantías, their interest, vacations and prima.
 */
export const INITIAL_BALANCE_CONCEPTS = [
  'EPS',
  'ARL',
  'SEVERANCE',
  'SEVERANCE_INTEREST',
  'VACATION',
  'PRIMA',
] as const;
export const ZInitialBalanceConcept = z.enum(INITIAL_BALANCE_CONCEPTS);
export type TInitialBalanceConcept = z.infer<typeof ZInitialBalanceConcept>;

/** Spanish labels: the column pairs of the table and the dialog sections. */
export const INITIAL_BALANCE_LABELS: Record<TInitialBalanceConcept, { days: string; amount: string }> = {
  EPS: { days: 'Días EPS', amount: 'IBC EPS' },
  ARL: { days: 'Días ARL', amount: 'IBC ARL' },
  SEVERANCE: { days: 'Días cesantías', amount: 'Valor cesantías' },
  SEVERANCE_INTEREST: { days: 'Días intereses cesantías', amount: 'Valor intereses cesantías' },
  VACATION: { days: 'Días vacaciones', amount: 'Valor vacaciones' },
  PRIMA: { days: 'Días prima', amount: 'Valor prima' },
};

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** Days of one concept: 0 to 360 (the 360-day year of CST art. 249 and 306), two decimals at most. */
const ZDays = z
  .number(INITIAL_BALANCE_MESSAGES.daysInvalid)
  .min(0, INITIAL_BALANCE_MESSAGES.daysInvalid)
  .max(360, INITIAL_BALANCE_MESSAGES.daysInvalid)
  .refine(hasAtMostTwoDecimals, { message: INITIAL_BALANCE_MESSAGES.daysDecimals });

/** Pesos: numeric(18,2) in the database, so two decimals and below 10^12. */
const ZAmount = z
  .number(INITIAL_BALANCE_MESSAGES.amountInvalid)
  .min(0, INITIAL_BALANCE_MESSAGES.amountInvalid)
  .max(999_999_999_999, INITIAL_BALANCE_MESSAGES.amountInvalid)
  .refine(hasAtMostTwoDecimals, { message: INITIAL_BALANCE_MESSAGES.amountCents });

/** One concept's pair; null when the previous system had nothing for it (shown blank). */
export const ZBalancePair = z.object({ days: ZDays.nullable(), amount: ZAmount.nullable() });
export type TBalancePair = z.infer<typeof ZBalancePair>;

export const ZBalanceValues = z.object({
  EPS: ZBalancePair,
  ARL: ZBalancePair,
  SEVERANCE: ZBalancePair,
  SEVERANCE_INTEREST: ZBalancePair,
  VACATION: ZBalancePair,
  PRIMA: ZBalancePair,
});
export type TBalanceValues = z.infer<typeof ZBalanceValues>;

const ZCutOffDate = z
  .string(INITIAL_BALANCE_MESSAGES.cutOffEmpty)
  .trim()
  .min(1, INITIAL_BALANCE_MESSAGES.cutOffEmpty)
  .max(10, INITIAL_BALANCE_MESSAGES.cutOffInvalid)
  .refine(isIsoDate, INITIAL_BALANCE_MESSAGES.cutOffInvalid);

const hasSomeValue = (balances: TBalanceValues) =>
  Object.values(balances).some((pair) => pair.days !== null || pair.amount !== null);

/** The fields of 'Editar saldo inicial': the cut-off day the balances were taken at and the pairs. */
export const ZUpdateInitialBalanceRequest = z
  .object({ cutOffDate: ZCutOffDate, balances: ZBalanceValues })
  .refine((body) => hasSomeValue(body.balances), {
    path: ['balances'],
    message: INITIAL_BALANCE_MESSAGES.nothing,
  });
export type TUpdateInitialBalanceRequest = z.infer<typeof ZUpdateInitialBalanceRequest>;

/** 'Crear saldo inicial' adds the contract. */
export const ZCreateInitialBalanceRequest = z
  .object({
    contractId: z
      .number(INITIAL_BALANCE_MESSAGES.contractEmpty)
      .int(INITIAL_BALANCE_MESSAGES.contractEmpty)
      .positive(INITIAL_BALANCE_MESSAGES.contractEmpty)
      .max(2_147_483_647, INITIAL_BALANCE_MESSAGES.contractEmpty),
    cutOffDate: ZCutOffDate,
    balances: ZBalanceValues,
  })
  .refine((body) => hasSomeValue(body.balances), {
    path: ['balances'],
    message: INITIAL_BALANCE_MESSAGES.nothing,
  });
export type TCreateInitialBalanceRequest = z.infer<typeof ZCreateInitialBalanceRequest>;

export const ZContractIdParams = z.object({
  contractId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const ZInitialBalanceRow = z.object({
  contractId: z.number().int(),
  numberId: z.string(),
  name: z.string(),
  cutOffDate: z.string(),
  balances: ZBalanceValues,
});
export type TInitialBalanceRow = z.infer<typeof ZInitialBalanceRow>;

/** GET /api/initial-balances — one page, the query every large list takes (decision 0151). */
export const ZInitialBalanceListQuery = ZNoveltyListQuery.omit({ calendarId: true, contractId: true });
export type TInitialBalanceListQueryParsed = z.output<typeof ZInitialBalanceListQuery>;

/** One page of /InitialBalance and how many contracts hold balances that match. */
export const ZInitialBalanceList = ZNoveltyPage(ZInitialBalanceRow);
export type TInitialBalanceList = z.infer<typeof ZInitialBalanceList>;

/** The contracts the create dialog offers: those without balances yet. */
export const ZBalanceContractOption = z.object({
  contractId: z.number().int(),
  numberId: z.string(),
  name: z.string(),
});
export type TBalanceContractOption = z.infer<typeof ZBalanceContractOption>;
export const ZInitialBalanceOptions = z.object({ contracts: z.array(ZBalanceContractOption) });

export const ZInitialBalanceSaved = z.object({ balance: ZInitialBalanceRow, message: z.string() });
export const ZInitialBalanceDeleted = z.object({ message: z.string() });
