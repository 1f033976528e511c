import { z } from 'zod';
import { ZIsoDateTime } from '../common/text.ts';
import { COMPANY_LIMITS, COMPANY_MESSAGES } from '../company/company.ts';

/**
 * /CompleteRegister (spec 01 §2.5, §3 "Legacy sign-up"): name, company name, phone, number of employees
 * and payment frequency of an administrator who has no company yet. The spec's user_id is the session's
 * user, never a field. The answer is a draft /CompanyInfo starts from (decision 0297).
 */
export const COMPLETE_REGISTER_MESSAGES = {
  saved: 'Datos guardados. Complete la información de su empresa',
  name: 'Agregar nombre',
  companyName: COMPANY_MESSAGES.companyName,
  phone: COMPANY_MESSAGES.phone,
  employeeCountRange: 'Seleccionar número de empleados',
  paymentPeriod: COMPANY_MESSAGES.paymentPeriod,
  alreadyHasCompany: COMPANY_MESSAGES.alreadyHasCompany,
  unknownCode: COMPANY_MESSAGES.unknownCode,
} as const;

export const COMPLETE_REGISTER_LIMITS = { name: 120, companyName: COMPANY_LIMITS.companyName } as const;

const required = (max: number, message: string) =>
  z.string(message).trim().min(1, message).max(max, `Máximo ${max} caracteres`);

/** PUT /api/access/company-draft. */
export const ZCompanyDraftRequest = z
  .object({
    name: required(COMPLETE_REGISTER_LIMITS.name, COMPLETE_REGISTER_MESSAGES.name),
    companyName: required(COMPLETE_REGISTER_LIMITS.companyName, COMPLETE_REGISTER_MESSAGES.companyName),
    phone: z
      .string(COMPLETE_REGISTER_MESSAGES.phone)
      .trim()
      .regex(new RegExp(`^\\d{7,${COMPANY_LIMITS.phone}}$`), COMPLETE_REGISTER_MESSAGES.phone),
    employeeCountRange: required(10, COMPLETE_REGISTER_MESSAGES.employeeCountRange),
    paymentPeriod: required(2, COMPLETE_REGISTER_MESSAGES.paymentPeriod),
  })
  .strict();
export type TCompanyDraftRequest = z.infer<typeof ZCompanyDraftRequest>;

export const ZCompanyDraft = z.object({
  name: z.string(),
  companyName: z.string(),
  phone: z.string(),
  employeeCountRange: z.string(),
  paymentPeriod: z.string(),
  updatedAt: ZIsoDateTime,
});
export type TCompanyDraft = z.infer<typeof ZCompanyDraft>;

/** GET /api/access/company-draft: null until the form is saved, and again once the company exists. */
export const ZCompanyDraftResponse = z.object({ draft: ZCompanyDraft.nullable() });
export type TCompanyDraftResponse = z.infer<typeof ZCompanyDraftResponse>;

export const ZCompanyDraftSaveResponse = z.object({ draft: ZCompanyDraft, message: z.string() });
export type TCompanyDraftSaveResponse = z.infer<typeof ZCompanyDraftSaveResponse>;
