/**
 * The novelty endpoints (spec 02 §7), ADMIN only, company from the session. Lists take
 * ZNoveltyListQuery and answer a page; create/update answer `{ message, row }` with the spec's success
 * text; delete answers `{ message }`. Concepts of reported (OCA) and fixed (STA) items come from
 * GET /api/concepts?module=OCA|STA and are created with POST /api/concepts (concepts area); calendars
 * from GET /api/calendars?type=NM (settlement area).
 */
export const NOVELTY_ENDPOINTS = {
  contracts: '/api/novelties/contracts',
  overtime: '/api/novelties/overtime',
  overtimeConcepts: '/api/novelties/overtime/concepts',
  reported: '/api/novelties/reported',
  fixed: '/api/novelties/fixed',
  fixedOptions: '/api/novelties/fixed/options',
  vacations: '/api/novelties/vacations',
  vacationEndDate: '/api/novelties/vacations/end-date',
  vacationStartDate: '/api/novelties/vacations/start-date',
  absences: '/api/novelties/absences',
  absenceEndDate: '/api/novelties/absences/end-date',
  absenceExtensions: '/api/novelties/absences/extensions',
  contingencies: '/api/novelties/absences/contingencies',
  diagnoses: '/api/novelties/diagnoses',
  retirements: '/api/novelties/retirements',
  retirementReasons: '/api/novelties/retirements/reasons',
} as const;

/**
 * History reports through the shared report pattern (packages/contracts/src/reports):
 * GET `${base}/definition` answers a ZReportDefinition, POST `${base}` with a ZReportRequest answers a
 * ZReportResult; the browser names the file `${fileName}_<date>.xlsx` and shows `success`.
 */
export const NOVELTY_REPORTS = {
  overtime: {
    base: '/api/novelties/overtime/report',
    fileName: 'reporteHistoricoHorasExtra',
    success: 'Reporte histórico de horas extra generado exitosamente',
  },
  reported: {
    base: '/api/novelties/reported/report',
    fileName: 'reporteHistoricoNovedadesReportadas',
    success: 'Reporte de novedades reportadas generado exitosamente',
  },
  vacations: {
    base: '/api/novelties/vacations/report',
    fileName: 'reporteHistoricoVacaciones',
    success: 'Reporte histórico de vacaciones generado exitosamente',
  },
  absences: {
    base: '/api/novelties/absences/report',
    fileName: 'reporteHistoricoAusentismos',
    success: 'Reporte histórico de ausentismos generado exitosamente',
  },
} as const;

/**
 * Bulk loads through the shared upload dialog: GET /api/bulk-loads/<kind>/template and
 * POST /api/bulk-loads/<kind> (bulk-loads area).
 */
export const NOVELTY_BULK_KINDS = {
  overtime: 'novelties-overtime',
  reported: 'novelties-reported',
} as const;
