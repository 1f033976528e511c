import { z } from 'zod';
import { isNoveltyDate, ZNoveltyListQuery, ZNoveltyPage } from '../novelties/common.ts';

export const AUDIT_MESSAGES = {
  dateInvalid: 'La fecha no es válida (aaaa-mm-dd)',
  rangeInvalid: 'La fecha inicial debe ser anterior o igual a la fecha final',
  employeeInvalid: 'El empleado no es válido',
} as const;

/** The audited tables (decision 0210), with the name an administrator reads. */
export const AUDIT_ENTITIES = {
  contracts: 'Contrato',
  contract_salaries: 'Salario',
  initial_balances: 'Saldo inicial',
  payroll_configs: 'Configuración de nómina',
  novelty_overtime: 'Horas extra',
  novelty_reported: 'Novedad reportada',
  novelty_fixed: 'Novedad fija',
  novelty_vacations: 'Vacaciones',
  novelty_absences: 'Ausentismo',
  novelty_retirements: 'Retiro',
  settlement_processes: 'Proceso de liquidación',
  billing_invoices: 'Factura del servicio',
  billing_credit_notes: 'Nota crédito del servicio',
  api_keys: 'Clave API',
  api_requests: 'Llamada con clave API',
  webhook_endpoints: 'Webhook',
  retroactive_changes: 'Cambio retroactivo',
} as const;
export type TAuditEntity = keyof typeof AUDIT_ENTITIES;

export const AUDIT_ACTIONS = {
  INSERT: 'Creación',
  UPDATE: 'Modificación',
  DELETE: 'Eliminación',
  /** A call made with a company API key (decision 0337): the method, route and answer status. */
  CALL: 'Llamada',
} as const;

/** A day of the log (the product's years: 2000–2099). */
const ZDay = z
  .string()
  .trim()
  .max(10, AUDIT_MESSAGES.dateInvalid)
  .refine(
    (text) => isNoveltyDate(text) && text >= '2000-01-01' && text <= '2099-12-31',
    AUDIT_MESSAGES.dateInvalid,
  );

/** Fields of an audit row the list sorts and filters by. */
export const AUDIT_LIST_FIELDS = [
  'occurredAt',
  'userEmail',
  'entity',
  'entityId',
  'employeeName',
  'action',
] as const;

/**
 * GET /api/audit-log (ADMIN): the paged list shape of every large list (ZNoveltyListQuery), plus the
 * employee (a person: all of its contracts) and the day range (Colombian days, both included).
 */
export const ZAuditLogQuery = ZNoveltyListQuery.extend({
  personId: z.coerce.number(AUDIT_MESSAGES.employeeInvalid).int().min(1).max(2_147_483_647).optional(),
  from: ZDay.optional(),
  to: ZDay.optional(),
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  message: AUDIT_MESSAGES.rangeInvalid,
  path: ['to'],
});
export type TAuditLogQuery = z.input<typeof ZAuditLogQuery>;
export type TAuditLogQueryParsed = z.output<typeof ZAuditLogQuery>;

export const ZAuditLogRow = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  userId: z.number().int().nullable(),
  userEmail: z.string().nullable(),
  entity: z.string(),
  entityId: z.string(),
  contractId: z.number().int().nullable(),
  employeeName: z.string().nullable(),
  action: z.enum(['INSERT', 'UPDATE', 'DELETE', 'CALL']),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type TAuditLogRow = z.infer<typeof ZAuditLogRow>;

export const ZAuditLogPage = ZNoveltyPage(ZAuditLogRow);
export type TAuditLogPage = z.infer<typeof ZAuditLogPage>;
