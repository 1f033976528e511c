import { QUERY_ENDPOINTS, QUERY_MESSAGES } from '@quincena/contracts/queries';
import type { PayrollQueryKind } from './payroll-filters.ts';

/** What differs between Nómina abierta and Nómina acumulados históricos (spec 03 §2.7, §9). */
export interface PayrollQueryScreen {
  title: string;
  videoKey: string;
  path: string;
  exportPath: string;
  optionsPath: string;
  /** spec 03 §9: NóminaAbierta, NóminaAcumuladosHistoricos + '_' + date, xlsx. */
  exportBaseName: string;
  sheetName: string;
  emptyMessage: string;
}

export const PAYROLL_QUERY_SCREENS: Record<PayrollQueryKind, PayrollQueryScreen> = {
  open: {
    title: 'Nómina abierta',
    videoKey: 'OPENPAYROLL',
    path: QUERY_ENDPOINTS.openPayroll,
    exportPath: QUERY_ENDPOINTS.openPayrollExport,
    optionsPath: QUERY_ENDPOINTS.openPayrollOptions,
    exportBaseName: 'NóminaAbierta',
    sheetName: 'Nómina abierta',
    emptyMessage: QUERY_MESSAGES.emptyOpen,
  },
  historic: {
    title: 'Nómina acumulados históricos',
    videoKey: 'HISTORICPAYROLL',
    path: QUERY_ENDPOINTS.historicPayroll,
    exportPath: QUERY_ENDPOINTS.historicPayrollExport,
    optionsPath: QUERY_ENDPOINTS.historicPayrollOptions,
    exportBaseName: 'NóminaAcumuladosHistoricos',
    sheetName: 'Acumulados históricos',
    emptyMessage: QUERY_MESSAGES.emptyHistoric,
  },
};

/** spec 03 §8: the toasts after Consultar. */
export const QUERY_TOASTS = {
  found: 'Consulta exitosa',
  empty: 'Consulta sin resultados',
  exported: 'Exportado con éxito',
  nothingToExport: 'No hay registros para exportar',
} as const;
