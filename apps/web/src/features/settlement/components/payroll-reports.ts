import {
  PAYROLL_REPORT_KINDS,
  PAYROLL_REPORTS,
  type TPayrollReportKind,
} from '@quincena/contracts/settlement';

/** The four Consulta reports of the payroll screen (spec 02 §2, §8, §9): names from the contract. */
export interface PayrollReport {
  kind: TPayrollReportKind;
  label: string;
  header: string;
  fileBaseName: string;
  successMessage: string;
}

const HEADERS: Record<TPayrollReportKind, string> = {
  payroll: 'Parámetros reporte de nómina',
  benefits: 'Parámetros consolidado de prestaciones',
  'salary-history': 'Parámetros histórico de salarios',
  'head-count': 'Parámetros reporte head count',
};

export const PAYROLL_REPORT_LIST: readonly PayrollReport[] = PAYROLL_REPORT_KINDS.map((kind) => ({
  kind,
  label: PAYROLL_REPORTS[kind].label,
  header: HEADERS[kind],
  fileBaseName: PAYROLL_REPORTS[kind].fileBaseName,
  successMessage: PAYROLL_REPORTS[kind].successMessage,
}));
