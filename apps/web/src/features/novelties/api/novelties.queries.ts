import {
  NOVELTY_ENDPOINTS as E,
  NOVELTY_LIMITS,
  NOVELTY_REPORTS,
  ZAbsenceExtensionList,
  ZContingencyList,
  ZDiagnosisList,
  ZEndDate,
  ZFixedOptions,
  ZNoveltyContractOptions,
  ZOvertimeConcepts,
  ZRetirementReasons,
  ZStartDateCheck,
} from '@quincena/contracts/novelties';
import { ZCalendarList } from '@quincena/contracts/settlement';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { reportCalls } from '../../../components/report-dialog/report-calls.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type NoveltyKind = 'overtime' | 'reported' | 'fixed' | 'vacations' | 'absences' | 'retirements';

export const noveltiesKeys = {
  all: ['novelties'] as const,
  list: (kind: NoveltyKind) => ['novelties', 'list', kind] as const,
  contracts: ['novelties', 'contracts'] as const,
  calendars: ['novelties', 'calendars', 'NM'] as const,
  overtimeConcepts: ['novelties', 'overtime-concepts'] as const,
  fixedOptions: (contractId: number | null, conceptCode: string) =>
    ['novelties', 'fixed-options', contractId ?? 0, conceptCode] as const,
  contingencies: ['novelties', 'contingencies'] as const,
  diagnoses: (search: string) => ['novelties', 'diagnoses', search] as const,
  extensions: (contractId: number | null, contingencyCode: string, excludeId: number | null) =>
    ['novelties', 'extensions', contractId ?? 0, contingencyCode, excludeId ?? 0] as const,
  retirementReasons: ['novelties', 'retirement-reasons'] as const,
};

/** Every list path, by kind (spec 02 §7). */
export const NOVELTY_PATHS: Record<NoveltyKind, string> = {
  overtime: E.overtime,
  reported: E.reported,
  fixed: E.fixed,
  vacations: E.vacations,
  absences: E.absences,
  retirements: E.retirements,
};

const ONE_MINUTE = 60_000;

/** The end-date calls' query: the contract, the start date and the days. */
export interface EndDateParams {
  contractId: number;
  startDate: string;
  days: number;
}

function query(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

/** The company's contracts a novelty can be recorded for (spec: CONTRACTS). */
export function useNoveltyContracts() {
  return useQuery({
    queryKey: noveltiesKeys.contracts,
    staleTime: ONE_MINUTE,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', E.contracts, { schema: ZNoveltyContractOptions, signal })).contracts,
  });
}

/** The payroll (NM) calendars a novelty is dated in (spec: CALENDAR with ID_CALENDAR and DETAIL). */
export function usePayrollCalendars() {
  return useQuery({
    queryKey: noveltiesKeys.calendars,
    staleTime: ONE_MINUTE,
    queryFn: ({ signal }) => apiRequest('GET', '/api/calendars?type=NM', { schema: ZCalendarList, signal }),
  });
}

export function useOvertimeConcepts() {
  return useQuery({
    queryKey: noveltiesKeys.overtimeConcepts,
    staleTime: ONE_MINUTE,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', E.overtimeConcepts, { schema: ZOvertimeConcepts, signal })).concepts,
  });
}

/** The fixed item's dependent lists: statuses, the contract's periods, the concept's entities. */
export function useFixedOptions(contractId: number | null, conceptCode: string, enabled: boolean) {
  return useQuery({
    queryKey: noveltiesKeys.fixedOptions(contractId, conceptCode),
    enabled,
    queryFn: ({ signal }) =>
      apiRequest('GET', `${E.fixedOptions}?${query({ contractId, conceptCode })}`, {
        schema: ZFixedOptions,
        signal,
      }),
  });
}

export function useContingencies() {
  return useQuery({
    queryKey: noveltiesKeys.contingencies,
    staleTime: 10 * ONE_MINUTE,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', E.contingencies, { schema: ZContingencyList, signal })).contingencies,
  });
}

/** CIE-10 diagnoses, searched on the server (the table has thousands of codes). */
export function useDiagnoses(search: string, enabled: boolean) {
  return useQuery({
    queryKey: noveltiesKeys.diagnoses(search),
    enabled,
    staleTime: 10 * ONE_MINUTE,
    queryFn: async ({ signal }) =>
      (
        await apiRequest('GET', `${E.diagnoses}?${query({ search, limit: 50 })}`, {
          schema: ZDiagnosisList,
          signal,
        })
      ).diagnoses,
  });
}

/**
 * Earlier absences of the same contract and contingency that this one may extend (Prórroga). The
 * spec ignores failures of this call silently: the list is then empty.
 */
export function useAbsenceExtensions(
  contractId: number | null,
  contingencyCode: string,
  excludeId: number | null,
  enabled: boolean,
) {
  return useQuery({
    queryKey: noveltiesKeys.extensions(contractId, contingencyCode, excludeId),
    enabled: enabled && contractId !== null && contingencyCode !== '',
    retry: false,
    queryFn: async ({ signal }) => {
      try {
        const answer = await apiRequest(
          'GET',
          `${E.absenceExtensions}?${query({ contractId, contingencyCode, excludeId })}`,
          { schema: ZAbsenceExtensionList, signal },
        );
        return answer.extensions;
      } catch {
        return [];
      }
    },
  });
}

export function useRetirementReasons() {
  return useQuery({
    queryKey: noveltiesKeys.retirementReasons,
    staleTime: 10 * ONE_MINUTE,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', E.retirementReasons, { schema: ZRetirementReasons, signal })).reasons,
  });
}

/** The end date the server computes for a vacation in time (business days, holidays, vacation system). */
export async function fetchVacationEndDate(params: EndDateParams): Promise<string> {
  const answer = await apiRequest('GET', `${E.vacationEndDate}?${query({ ...params })}`, {
    schema: ZEndDate,
  });
  return answer.endDate;
}

/** The server's verdict on a vacation's start date; a refusal throws with the Spanish reason. */
export async function checkVacationStartDate(params: {
  contractId: number;
  startDate: string;
  excludeId?: number | null;
}): Promise<void> {
  await apiRequest('GET', `${E.vacationStartDate}?${query({ ...params })}`, { schema: ZStartDateCheck });
}

/** The end date of an absence (calendar days from the start), asked before every create and update. */
export async function fetchAbsenceEndDate(params: EndDateParams): Promise<string> {
  const answer = await apiRequest('GET', `${E.absenceEndDate}?${query({ ...params })}`, { schema: ZEndDate });
  return answer.endDate;
}

/** The two calls of a history report, for the shared report dialog. */
export function noveltyReportApi(kind: keyof typeof NOVELTY_REPORTS) {
  return reportCalls(NOVELTY_REPORTS[kind].base);
}

/** Every row of a novelty list, page by page (the largest page the server gives), for an export. */
export async function fetchAllNovelties<Row>(
  kind: NoveltyKind,
  schema: z.ZodType<{ rows: Row[]; total: number }>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiRequest(
      'GET',
      `${NOVELTY_PATHS[kind]}?${query({ page, pageSize: NOVELTY_LIMITS.pageSizeMax })}`,
      { schema },
    );
    rows.push(...answer.rows);
    if (answer.rows.length === 0 || rows.length >= answer.total) return rows;
  }
}
