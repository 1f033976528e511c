import { ZHolidaysResponse } from '@quincena/contracts/holidays';
import {
  PAYROLL_CHART_ENDPOINT,
  PAYROLL_REPORTS,
  PLANILLA_CORRECTIONS_ENDPOINT,
  SOCIAL_SECURITY_CHART_ENDPOINT,
  type TPayrollReportKind,
  ZPayrollChart,
  ZPlanillaCorrections,
} from '@quincena/contracts/settlement';
import { useQuery } from '@tanstack/react-query';
import { reportCalls } from '../../../components/report-dialog/report-calls.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const settlementKeys = {
  all: ['settlement'] as const,
  chart: ['settlement', 'payroll-chart'] as const,
};

/** GET /api/settlement/payroll-chart: the payroll budget of the last twelve months. */
export function usePayrollChart() {
  return useQuery({
    queryKey: settlementKeys.chart,
    queryFn: ({ signal }) => apiRequest('GET', PAYROLL_CHART_ENDPOINT, { schema: ZPayrollChart, signal }),
  });
}

/** The social-security screen's chart: contributions of the last twelve months by subsystem. */
export function useSocialSecurityChart() {
  return useQuery({
    queryKey: [...settlementKeys.all, 'social-security-chart'],
    queryFn: ({ signal }) =>
      apiRequest('GET', SOCIAL_SECURITY_CHART_ENDPOINT, { schema: ZPayrollChart, signal }),
  });
}

export type PayrollReportKind = TPayrollReportKind;

/** The two calls of one Consulta report, ready for the shared ReportDialog. */
export function payrollReportApi(kind: TPayrollReportKind) {
  return reportCalls(PAYROLL_REPORTS[kind].path);
}

/**
 * GET /api/holidays?year=: the days banks do not pay on, for the payment dates this area proposes
 * (same cache key as the holiday screen's; a year's holidays never change).
 */
export function useHolidayDays(year: number, enabled: boolean): ReadonlySet<string> {
  const query = useQuery({
    queryKey: ['holidays', 'year', year],
    queryFn: ({ signal }) =>
      apiRequest('GET', `/api/holidays?year=${year}`, { schema: ZHolidaysResponse, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
  return new Set(query.data?.holidays.map((holiday) => holiday.date) ?? []);
}

/** The months a paying month's retroactive differences correct with a planilla N (decision 0347). */
export function usePlanillaCorrections(calendarId: number | null) {
  return useQuery({
    queryKey: [...settlementKeys.all, 'planilla-corrections', calendarId],
    enabled: calendarId !== null,
    queryFn: ({ signal }) =>
      apiRequest('GET', `${PLANILLA_CORRECTIONS_ENDPOINT}?calendarId=${calendarId}`, {
        schema: ZPlanillaCorrections,
        signal,
      }),
  });
}
