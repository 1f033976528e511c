import { z } from 'zod';

/**
 * The Consulta reports of the payroll screen (spec 02 §2, §8, §9) through the shared report
 * pattern (packages/contracts/src/reports): GET `${path}/definition` answers a ZReportDefinition,
 * POST `${path}` takes a ZReportRequest and answers a ZReportResult. Head count already lives with
 * the employees (/api/employees/head-count) and is listed here so the screen has one table.
 */
export const PAYROLL_REPORT_KINDS = ['payroll', 'benefits', 'salary-history', 'head-count'] as const;
export const ZPayrollReportKind = z.enum(PAYROLL_REPORT_KINDS);
export type TPayrollReportKind = z.infer<typeof ZPayrollReportKind>;

/** The three served under /api/settlement/reports/:kind. */
export const SETTLEMENT_REPORT_KINDS = ['payroll', 'benefits', 'salary-history'] as const;
export const ZSettlementReportKind = z.enum(SETTLEMENT_REPORT_KINDS);
export type TSettlementReportKind = z.infer<typeof ZSettlementReportKind>;
export const ZSettlementReportParams = z.object({ kind: ZSettlementReportKind });

export interface PayrollReportInfo {
  /** POST here to generate; GET `${path}/definition` for the parameters. */
  path: string;
  label: string;
  /** spec 02 §9: the workbook is `${fileBaseName}_${date}.xlsx`. */
  fileBaseName: string;
  /** spec 02 §8, spelled correctly. */
  successMessage: string;
}

export const PAYROLL_REPORTS: Record<TPayrollReportKind, PayrollReportInfo> = {
  payroll: {
    path: '/api/settlement/reports/payroll',
    label: 'Reporte de nómina',
    fileBaseName: 'reporteNomina',
    successMessage: 'Reporte de nómina generado exitosamente',
  },
  benefits: {
    path: '/api/settlement/reports/benefits',
    label: 'Consolidado de prestaciones',
    fileBaseName: 'reporteConsolidadPrestaciones',
    successMessage: 'Reporte consolidado de prestaciones generado exitosamente',
  },
  'salary-history': {
    path: '/api/settlement/reports/salary-history',
    label: 'Histórico de salarios',
    fileBaseName: 'reporteHistoricoSalarios',
    successMessage: 'Reporte histórico de salarios generado exitosamente',
  },
  'head-count': {
    path: '/api/employees/head-count',
    label: 'Head count',
    fileBaseName: 'reporteHeadCount',
    successMessage: 'Reporte head count generado exitosamente',
  },
};

/** Parameter tags of the settlement reports (the request's LABEL). */
export const PAYROLL_REPORT_TAGS = {
  calendar: 'calendario',
  year: 'anio',
  month: 'mes',
  contract: 'contrato',
  cutDate: 'fechaCorte',
} as const;

export const PAYROLL_REPORT_MESSAGES = {
  periodRequired: 'Seleccione un calendario, o el año y el mes',
  calendarNotFound: 'El calendario no existe en la empresa',
  calendarNotSettled: 'El calendario no tiene resultados de nómina procesados',
  yearInvalid: 'El año debe tener cuatro dígitos',
  monthInvalid: 'El mes debe estar entre 1 y 12',
  contractInvalid: 'Contrato no válido',
  cutDateRequired: 'Seleccione la fecha de corte',
  cutDateInvalid: 'Fecha de corte no válida',
} as const;
