/** Paths of the payroll queries (spec 03 §2.7, §7.8). All need an ADMIN session. */
export const QUERY_ENDPOINTS = {
  openPayroll: '/api/queries/open-payroll',
  openPayrollExport: '/api/queries/open-payroll/export',
  openPayrollOptions: '/api/queries/open-payroll/options',
  historicPayroll: '/api/queries/historic-payroll',
  historicPayrollExport: '/api/queries/historic-payroll/export',
  historicPayrollOptions: '/api/queries/historic-payroll/options',
  /** Cargar acumulados: GET answers a ZBulkTemplate, POST takes a ZBulkUploadRequest (bulk-load pattern). */
  accumulatedTemplate: '/api/queries/historic-payroll/accumulated/template',
  accumulatedUpload: '/api/queries/historic-payroll/accumulated',
} as const;

/** Cargar acumulados: names the spec gives (spec 03 §7.8: the template is PlantillaCargueAcumulados). */
export const ACCUMULATED_UPLOAD = {
  title: 'Cargar acumulados',
  templateFileName: 'PlantillaCargueAcumulados',
  sheetName: 'Acumulados',
} as const;
