import { z } from 'zod';
import {
  idField,
  ZCodeName,
  ZConceptCode,
  ZNoveltyDate,
  ZNoveltyEmployee,
  ZNoveltyMoney,
  ZNoveltyPage,
  ZNoveltySaved,
} from './common.ts';
import { NOVELTY_MESSAGES as M } from './messages.ts';

/**
 * When a fixed item applies (spec 02 "Fixed item" PERIOD), the payroll engine's RecurringPeriodicity.
 * A company paid monthly offers only EACH_PERIOD.
 */
export const FIXED_PERIODICITIES = ['each_period', 'first_fortnight', 'second_fortnight'] as const;
export const ZFixedPeriodicity = z.enum(FIXED_PERIODICITIES, { error: M.fixedPeriodRequired });
export type TFixedPeriodicity = z.infer<typeof ZFixedPeriodicity>;
export const FIXED_PERIODICITY_NAMES: Record<TFixedPeriodicity, string> = {
  each_period: 'Cada período',
  first_fortnight: 'Primera quincena',
  second_fortnight: 'Segunda quincena',
};

/** The module states of a fixed item (spec 02: ESTADOS MODULOS; the first is the default on add). */
export const FIXED_STATUSES = ['ACTIVE', 'SUSPENDED', 'FINISHED'] as const;
export const ZFixedStatus = z.enum(FIXED_STATUSES, { error: M.fixedStatusRequired });
export type TFixedStatus = z.infer<typeof ZFixedStatus>;
export const FIXED_STATUS_NAMES: Record<TFixedStatus, string> = {
  ACTIVE: 'Activa',
  SUSPENDED: 'Suspendida',
  FINISHED: 'Finalizada',
};

/** AFC account or voluntary pension fund (spec: ENTIDADSS "AFC or FVOL"). */
export const ZFixedEntityType = z.enum(['AFC', 'FVOL']);
export type TFixedEntityType = z.infer<typeof ZFixedEntityType>;

/** A row of /NoveltiesStatic (spec 02 §3 "Fixed item"). */
export const ZFixedRow = ZNoveltyEmployee.extend({
  id: z.number().int(),
  status: ZFixedStatus,
  statusName: z.string(),
  conceptCode: z.string(),
  conceptName: z.string(),
  conceptNature: z.string(),
  entityType: ZFixedEntityType.nullable(),
  entityCode: z.string().nullable(),
  entityName: z.string().nullable(),
  value: z.number(),
  /** BALANCE_VALUE: the initial balance of a deduction such as a loan; null when none. */
  balance: z.number().nullable(),
  periodicity: ZFixedPeriodicity,
  periodicityName: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
});
export type TFixedRow = z.infer<typeof ZFixedRow>;

export const FIXED_LIST_FIELDS = [
  'id',
  'documentNumber',
  'employeeName',
  'statusName',
  'conceptCode',
  'conceptName',
  'entityName',
  'value',
  'balance',
  'periodicityName',
  'startDate',
  'endDate',
] as const;

export const ZFixedPage = ZNoveltyPage(ZFixedRow);
export type TFixedPage = z.infer<typeof ZFixedPage>;

/**
 * POST /api/novelties/fixed (spec: CONTRACT_ID, CONCEPT_ID, VALUE, BALANCE_VALUE, DATE_INI, DATE_END,
 * STATUS, ENTIDADSS, PERIOD); PUT /api/novelties/fixed/:id takes the same body.
 */
export const ZFixedRequest = z
  .object({
    contractId: idField(M.fixedEmployeeRequired),
    conceptCode: z.string(M.fixedConceptRequired).pipe(ZConceptCode),
    value: z.number(M.fixedValueRequired).pipe(ZNoveltyMoney),
    balance: ZNoveltyMoney.nullish().transform((value) => value ?? null),
    startDate: z.string(M.fixedStartRequired).min(1, M.fixedStartRequired).pipe(ZNoveltyDate),
    endDate: z
      .union([ZNoveltyDate, z.literal(''), z.null()])
      .optional()
      .transform((value) => (value ? value : null)),
    status: ZFixedStatus.default('ACTIVE'),
    /** The entity code (voluntary pension fund or AFC bank) of the contract, when the concept calls for one. */
    entityCode: z
      .string()
      .trim()
      .max(10)
      .nullish()
      .transform((value) => (value ? value : null)),
    periodicity: ZFixedPeriodicity.default('each_period'),
  })
  .superRefine((body, context) => {
    if (body.endDate && body.endDate < body.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: M.fixedEndBeforeStart });
    }
  });
export type TFixedRequest = z.input<typeof ZFixedRequest>;

export const ZFixedSaved = ZNoveltySaved(ZFixedRow);
export type TFixedSaved = z.infer<typeof ZFixedSaved>;

/**
 * GET /api/novelties/fixed/options?contractId=&conceptCode=: the dialog's dependent lists
 * (spec: periods per contract, entities only when the concept calls for them, the module states).
 */
export const ZFixedOptionsQuery = z.object({
  contractId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  conceptCode: z.string().trim().max(40).optional(),
});
export type TFixedOptionsQuery = z.infer<typeof ZFixedOptionsQuery>;

export const ZFixedEntityOption = z.object({ type: ZFixedEntityType, code: z.string(), name: z.string() });
export type TFixedEntityOption = z.infer<typeof ZFixedEntityOption>;

export const ZFixedOptions = z.object({
  /** ESTADOS MODULOS; the first is the default on add. */
  statuses: z.array(ZCodeName),
  /** Periods for the contract (empty when none: "El empleado no tiene períodos disponibles"). */
  periods: z.array(ZCodeName),
  /** True when the concept calls for an entity (AFC or voluntary pension). */
  conceptNeedsEntity: z.boolean(),
  /** The contract's AFC and voluntary pension entities, when the concept calls for one. */
  entities: z.array(ZFixedEntityOption),
});
export type TFixedOptions = z.infer<typeof ZFixedOptions>;
