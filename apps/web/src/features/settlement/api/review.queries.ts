import {
  reviewEmployeePath,
  reviewExportPath,
  reviewPath,
  type TReviewExportQuery,
  type TReviewQuery,
  ZReviewEmployee,
  ZReviewPage,
} from '@quincena/contracts/settlement';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFile, apiRequest } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { settlementKeys } from './settlement.queries.ts';

export const reviewKeys = {
  all: [...settlementKeys.all, 'review'] as const,
  page: (calendarId: number, query: TReviewQuery) => [...reviewKeys.all, calendarId, 'page', query] as const,
  employee: (calendarId: number, contractId: number) =>
    [...reviewKeys.all, calendarId, 'employee', contractId] as const,
};

/** Only the filters that are set travel in the address. */
function queryString(query: TReviewExportQuery & { page?: number; pageSize?: number }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    params.set(key, String(value));
  }
  return params.toString();
}

/** One page of the review; the previous page stays on screen while the next one loads. */
export function useReviewPage(calendarId: number, query: TReviewQuery) {
  return useQuery({
    queryKey: reviewKeys.page(calendarId, query),
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest('GET', `${reviewPath(calendarId)}?${queryString(query)}`, { schema: ZReviewPage, signal }),
  });
}

/** One person's lines, read when the row is opened. */
export function useReviewEmployee(calendarId: number, contractId: number) {
  return useQuery({
    queryKey: reviewKeys.employee(calendarId, contractId),
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest('GET', reviewEmployeePath(calendarId, contractId), { schema: ZReviewEmployee, signal }),
  });
}

/** The review as the server writes it (xlsx, same filters and order as the table). */
export async function downloadReview(calendarId: number, query: TReviewExportQuery): Promise<void> {
  const { blob, fileName } = await apiFile(`${reviewExportPath(calendarId)}?${queryString(query)}`);
  saveBlob(blob, fileName ?? 'prenomina.xlsx');
}
