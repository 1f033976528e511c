export { BENEFITS } from './benefits.ts';
export { lastTwelveMonths, payrollChart } from './payroll-chart.ts';
export { registerSettlementReportRoutes } from './reports.routes.ts';
export { createSettlementReports, type SettlementReports } from './settlement-reports.ts';
