import { z } from 'zod';

/** A job of the company (spec 01 §3 JOBS) as the contract form lists it. */
export const ZContractJob = z.object({ id: z.number().int(), name: z.string(), area: z.string().nullable() });
export type TContractJob = z.infer<typeof ZContractJob>;

/** A cost centre of the company as the contract form lists it. */
export const ZContractCostCenter = z.object({ id: z.number().int(), name: z.string() });
export type TContractCostCenter = z.infer<typeof ZContractCostCenter>;

/** GET /api/contracts/form-options: the company's own lists the contract form needs. */
export const ZContractFormOptions = z.object({
  jobs: z.array(ZContractJob),
  costCenters: z.array(ZContractCostCenter),
});
export type TContractFormOptions = z.infer<typeof ZContractFormOptions>;
