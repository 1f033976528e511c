import { z } from 'zod';

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

export const ZEmployeeList = z.object({ employees: z.array(ZEmployeeRow) });
export type TEmployeeList = z.infer<typeof ZEmployeeList>;
