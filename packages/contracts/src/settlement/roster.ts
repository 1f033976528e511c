import { z } from 'zod';
import { ZPageOf } from '../common/page.ts';

/**
 * Why a contract in force in a run's period was not settled by it (issue 27: every contract is
 * accounted for; decision 0309). Engine failures are not exclusions: they stay the run's errors.
 */
export const EXCLUSION_REASONS = [
  'VENCIDO_SIN_DECISION',
  'TERMINADO_SIN_RETIRO',
  'LIQUIDADO_EN_RETIRO',
  'RETIRADO',
  'SIN_NOMINA_ACUMULADA',
  'RETROACTIVO_SIN_PAGAR',
] as const;
export const ZExclusionReason = z.enum(EXCLUSION_REASONS);
export type TExclusionReason = z.infer<typeof ZExclusionReason>;

/** The Spanish label of each reason, as the dialog and its list show it. */
export const EXCLUSION_REASON_LABELS: Record<TExclusionReason, string> = {
  VENCIDO_SIN_DECISION: 'Vencido sin decisión',
  TERMINADO_SIN_RETIRO: 'Terminado sin retiro',
  LIQUIDADO_EN_RETIRO: 'Liquidado en el retiro',
  RETIRADO: 'Retirado',
  SIN_NOMINA_ACUMULADA: 'Sin nómina acumulada',
  RETROACTIVO_SIN_PAGAR: 'Retroactivo sin pagar',
};

/** One contract a process left out, with who, why and what to do. */
export const ZProcessExclusion = z.object({
  contractId: z.number().int(),
  documentNumber: z.string(),
  name: z.string(),
  reason: ZExclusionReason,
  reasonLabel: z.string(),
  message: z.string(),
});
export type TProcessExclusion = z.infer<typeof ZProcessExclusion>;

export const ZProcessExclusionQuery = z.object({
  page: z.coerce.number().int().min(1, 'Página no válida').max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1, 'Tamaño de página no válido').max(100).default(20),
});
export type TProcessExclusionQuery = z.input<typeof ZProcessExclusionQuery>;

/** A page of a process's exclusions (by contract) and how many there are in all. */
export const ZProcessExclusionPage = ZPageOf(ZProcessExclusion);
export type TProcessExclusionPage = z.infer<typeof ZProcessExclusionPage>;

/** A run that needs another run's result first (issue 27): what is missing and where to do it. */
export const ZRunWarning = z.object({
  calendarId: z.number().int(),
  calendarDetail: z.string(),
  /** Spanish: what is missing, why it matters and what to do. */
  message: z.string(),
  /** The screen (route of the web app) where the missing run is done. */
  route: z.string(),
  linkLabel: z.string(),
  /** True when Procesar will be refused until the other run is done; false when it would settle a zero. */
  blocking: z.boolean(),
});
export type TRunWarning = z.infer<typeof ZRunWarning>;
export const ZRunWarningList = z.array(ZRunWarning);

export const ROSTER_MESSAGES = {
  /** The process dialog's summary of a finished run. */
  summary: (settled: number, excluded: number) =>
    `${settled} ${settled === 1 ? 'liquidado' : 'liquidados'}, ${excluded} ${excluded === 1 ? 'excluido' : 'excluidos'}`,
  /** Acumular while the current result leaves someone out. */
  accumulateWithExcluded: (excluded: number, names: readonly string[]) =>
    `Hay ${excluded} ${excluded === 1 ? 'empleado excluido' : 'empleados excluidos'} de esta liquidación: ${names.join('; ')}${
      excluded > names.length ? '; …' : ''
    }. ¿Desea acumular de todos modos?`,
  processWithWarnings: (messages: readonly string[]) =>
    `${messages.join(' ')} ¿Desea procesar de todos modos?`,
} as const;

/** Where each run is done, for the links of the warnings (routes of the web app). */
export const RUN_ROUTES = {
  NM: { route: '/PayrollPayment', label: 'Ir a Liquidación de nómina' },
  CES: { route: '/Severance', label: 'Ir a Liquidación de cesantías' },
} as const;

/** The warnings of a run that needs another run's result first (issue 27). */
export const RUN_WARNING_MESSAGES = {
  januaryWithoutSeverance: (year: number) =>
    `La nómina de enero paga los intereses sobre las cesantías de ${year}, pero la liquidación de cesantías de ${year} no está acumulada: acumúlela primero en Cesantías. Si procesa ahora, los intereses sobre las cesantías se liquidan en cero.`,
  monthPayrollMissing: (run: string, monthName: string, year: number) =>
    `${run} de ${monthName} de ${year} se liquida con la nómina acumulada del mes, pero la nómina de ${monthName} de ${year} no está acumulada por completo (algún período está abierto o procesado sin acumular): acumúlela primero en Liquidación de nómina.`,
  decemberMissing: (run: string, year: number) =>
    `${run} de ${year} se liquida con la nómina del año, pero la nómina de diciembre de ${year} no está acumulada: acumúlela primero en Liquidación de nómina.`,
} as const;
