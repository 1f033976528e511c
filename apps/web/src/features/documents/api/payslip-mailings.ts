import {
  PAYSLIP_MAILING_ENDPOINTS,
  type TPayslipMailing,
  ZPayslipMailing,
  ZPayslipMailingList,
  ZPayslipMailingStarted,
} from '@quincena/contracts/documents';
import { ZCalendarList } from '@quincena/contracts/settlement';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** How often a running mailing's progress is read. */
const PROGRESS_POLL_MS = 1000;

const mailingKeys = {
  latest: (calendarId: number | null) => ['documents', 'payslip-mailings', 'latest', calendarId] as const,
};

/** The accumulated payroll periods of a year: the only ones whose payslips exist. */
export function useAccumulatedPeriods(year: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['documents', 'accumulated-periods', year],
    queryFn: ({ signal }) =>
      apiRequest('GET', `/api/calendars?type=NM&state=ACCUMULATED&year=${year}`, {
        schema: ZCalendarList,
        signal,
      }),
    enabled: enabled && year !== null,
  });
}

const running = (mailing: TPayslipMailing | null | undefined) =>
  mailing != null && mailing.status !== 'TERMINADO';

/** The period's latest mailing, read again every second while it is sending. */
export function useLatestMailing(calendarId: number | null) {
  return useQuery({
    queryKey: mailingKeys.latest(calendarId),
    queryFn: async ({ signal }) => {
      const { mailings } = await apiRequest(
        'GET',
        `${PAYSLIP_MAILING_ENDPOINTS.list}?calendarId=${calendarId}`,
        {
          schema: ZPayslipMailingList,
          signal,
        },
      );
      const latest = mailings[0];
      if (!latest || !running(latest)) return latest ?? null;
      return apiRequest('GET', PAYSLIP_MAILING_ENDPOINTS.one.replace(':id', String(latest.id)), {
        schema: ZPayslipMailing,
        signal,
      });
    },
    enabled: calendarId !== null,
    refetchInterval: (query) => (running(query.state.data) ? PROGRESS_POLL_MS : false),
  });
}

export function useStartMailing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (calendarId: number) =>
      apiRequest('POST', PAYSLIP_MAILING_ENDPOINTS.list, {
        body: { calendarId },
        schema: ZPayslipMailingStarted,
      }),
    onSuccess: (mailing) => client.setQueryData(mailingKeys.latest(mailing.calendarId), mailing),
  });
}
