import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import type { EndDateParams } from '../api/novelties.queries.ts';

/** The pause after the last change before the server is asked for the end date. */
const END_DATE_DELAY_MS = 250;

/**
 * The end date the server computes for a start date and a number of days (vacations: business days
 * and holidays; absences: calendar days), asked again whenever they change. Null params: no date.
 */
export function useServerEndDate(
  params: EndDateParams | null,
  fetchEndDate: (params: EndDateParams) => Promise<string>,
  onFailure: (message: string) => void,
) {
  const [endDate, setEndDate] = useState('');
  const [pending, setPending] = useState(false);
  const key = params ? `${params.contractId}|${params.startDate}|${params.days}` : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the params.
  useEffect(() => {
    if (!params) {
      setEndDate('');
      return;
    }
    let current = true;
    setPending(true);
    const timer = setTimeout(() => {
      fetchEndDate(params)
        .then(
          (answer) => {
            if (current) setEndDate(answer);
          },
          (error: unknown) => {
            if (!current) return;
            setEndDate('');
            onFailure(errorMessage(error));
          },
        )
        .finally(() => {
          if (current) setPending(false);
        });
    }, END_DATE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key]);

  return { endDate, pending };
}
