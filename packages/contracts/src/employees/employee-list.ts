import { z } from 'zod';
import { ZNoveltyListQuery, ZNoveltyPage } from '../novelties/common.ts';

/**
 * One row of /Employes (spec 01 §2.6, §3 contract row): the eleven columns, coded fields as code
 * and name apart (ARCHITECTURE.md §3), dates as ISO days.
 */
export const ZEmployeeRow = z.object({
  contractId: z.number().int(),
  personId: z.number().int(),
  hasPhoto: z.boolean(),
  documentType: z.string(),
  documentNumber: z.string(),
  fullName: z.string(),
  jobId: z.number().int(),
  jobName: z.string().nullable(),
  contractTypeCode: z.string(),
  contractTypeName: z.string(),
  statusCode: z.string(),
  statusName: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  retirementDate: z.string().nullable(),
  retirementReasonCode: z.string().nullable(),
  retirementReasonName: z.string().nullable(),
});
export type TEmployeeRow = z.infer<typeof ZEmployeeRow>;

/** The fields of the /Employes table the server sorts and filters by (the screen's own column names). */
export const EMPLOYEE_LIST_FIELDS = [
  'contractId',
  'identification',
  'fullName',
  'jobName',
  'contractTypeName',
  'statusName',
  'startDate',
  'endDate',
  'retirementDate',
  'retirementReasonName',
] as const;

/**
 * GET /api/employees: paged, filtered and sorted on the server (ARCHITECTURE.md §4c) with the query of
 * every large list (page, pageSize, search, sortField, sortOrder, filters). Newest contract first.
 */
export const ZEmployeeListQuery = ZNoveltyListQuery.omit({ calendarId: true, contractId: true });
export type TEmployeeListQuery = z.input<typeof ZEmployeeListQuery>;
export type TEmployeeListQueryParsed = z.output<typeof ZEmployeeListQuery>;

/** One page of /Employes and how many contracts match. */
export const ZEmployeeList = ZNoveltyPage(ZEmployeeRow);
export type TEmployeeList = z.infer<typeof ZEmployeeList>;
