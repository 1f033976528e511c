import type { TReviewSortField } from '@quincena/contracts/settlement';
import type { RawOrigin } from '../../../pay-period/retroactive-lines.ts';

/** The shapes the review repository reads: the calendar, the runs compared, and raw rows as stored. */

export interface ReviewCalendar {
  id: number;
  type: string;
  state: string;
  detail: string;
  periodStart: string;
  periodEnd: string;
  resultProcessId: number | null;
}

/** The runs the review reads: the calendar's current result and the previous period's (0 = none). */
export interface ReviewScope {
  companyId: number;
  processId: number;
  previousProcessId: number;
  /** Percent; a change strictly above it is large. */
  threshold: number;
}

export interface ReviewFilters {
  search?: string | undefined;
  largeChanges: boolean;
  problems: boolean;
  retroactive: boolean;
  sortField?: TReviewSortField | undefined;
  sortOrder: 'asc' | 'desc';
}

export interface RawReviewRow {
  contract_id: number;
  person_id: number;
  document_number: string;
  employee_name: string;
  days: string | number | null;
  earnings: string | number | null;
  deductions: string | number | null;
  net_pay: string | number | null;
  employer_cost: string | number | null;
  previous_net_pay: string | number | null;
  change: string | number | null;
  change_percent: string | number | null;
  large_change: boolean;
  retroactive: string | number | null;
  error_message: string | null;
  exclusion_message: string | null;
}

export interface RawTotals {
  employees: string | number;
  settled: string | number;
  with_errors: string | number;
  excluded: string | number;
  large_changes: string | number;
  with_retroactive: string | number;
  retroactive: string | number | null;
  earnings: string | number | null;
  deductions: string | number | null;
  net_pay: string | number | null;
  employer_cost: string | number | null;
  previous_net_pay: string | number | null;
}

export interface RawConcept {
  contract_id: number;
  concept_code: string;
  concept_name: string;
  in_current: boolean;
  in_previous: boolean;
}

export interface RawLine extends RawOrigin {
  is_retroactive: boolean;
  line_no: number;
  concept_code: string;
  concept_name: string;
  kind: string;
  units: string | number;
  unit_kind: string;
  base: string | number;
  value: string | number;
  previous_value: string | number | null;
}
