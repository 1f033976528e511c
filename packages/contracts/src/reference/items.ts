import { z } from 'zod';
import { REFERENCE_LIMITS } from './keys.ts';

const code = z.string().max(REFERENCE_LIMITS.codeMax);
const name = z.string().max(REFERENCE_LIMITS.nameMax);
const text = z.string().max(REFERENCE_LIMITS.attributeMax);

/** An extra attribute of a list item: NIT, PILA code, rate, department of a municipality, … */
export const ZReferenceAttribute = z.union([text, z.number(), z.boolean(), z.null()]);
export type TReferenceAttribute = z.infer<typeof ZReferenceAttribute>;

/** One item of any list: its official code, its Spanish name and the list's own attributes. */
export const ZReferenceItem = z.object({ code, name }).catchall(ZReferenceAttribute);
export type TReferenceItem = z.infer<typeof ZReferenceItem>;

// Typed items of the lists other features read attributes of. Each keeps the other attributes too.

/** EPS, AFP, CCF, ARL, severance and voluntary funds, parafiscal entities: PILA code plus NIT. */
export const ZAdministratorItem = ZReferenceItem.extend({ nit: code, checkDigit: code });
export type TAdministratorItem = z.infer<typeof ZAdministratorItem>;

export const ZSeveranceFundItem = ZAdministratorItem.extend({ afpCode: code.optional() });
export type TSeveranceFundItem = z.infer<typeof ZSeveranceFundItem>;

export const ZMunicipalityItem = ZReferenceItem.extend({
  departmentCode: code,
  kind: z.enum(['MUNICIPIO', 'ISLA', 'AREA_NO_MUNICIPALIZADA']),
});
export type TMunicipalityItem = z.infer<typeof ZMunicipalityItem>;

export const ZBankItem = ZReferenceItem.extend({
  shortCode: code,
  nit: code.optional(),
  checkDigit: code.optional(),
});
export type TBankItem = z.infer<typeof ZBankItem>;

export const ZAccountTypeItem = ZReferenceItem.extend({
  bancolombiaCode: code,
  bancoDeBogotaCode: code,
  daviviendaCode: code,
});
export type TAccountTypeItem = z.infer<typeof ZAccountTypeItem>;

/** Rates are decimal strings in percent of the IBC, so they stay exact. */
export const ZArlRiskClassItem = ZReferenceItem.extend({
  ratePercent: code,
  minRatePercent: code,
  maxRatePercent: code,
});
export type TArlRiskClassItem = z.infer<typeof ZArlRiskClassItem>;

export const ZDocumentTypeItem = ZReferenceItem.extend({ dianCode: code, forWorkers: z.boolean() });
export type TDocumentTypeItem = z.infer<typeof ZDocumentTypeItem>;

export const ZContractTypeItem = ZReferenceItem.extend({ requiresEndDate: z.boolean(), specCode: code });
export type TContractTypeItem = z.infer<typeof ZContractTypeItem>;

export const ZEconomicActivityItem = ZReferenceItem.extend({ section: code, division: code, group: code });
export type TEconomicActivityItem = z.infer<typeof ZEconomicActivityItem>;

export const ZArlEconomicActivityItem = ZReferenceItem.extend({
  riskClass: code,
  ciiu: code,
  activity: code,
});
export type TArlEconomicActivityItem = z.infer<typeof ZArlEconomicActivityItem>;

export const ZEmployeeCountRangeItem = ZReferenceItem.extend({
  min: z.number().int(),
  max: z.number().int(),
});
export type TEmployeeCountRangeItem = z.infer<typeof ZEmployeeCountRangeItem>;

export const ZRetirementReasonItem = ZReferenceItem.extend({ legalBasis: text, owesIndemnity: z.boolean() });
export type TRetirementReasonItem = z.infer<typeof ZRetirementReasonItem>;

export const ZIncomeWithholdingGroupItem = ZReferenceItem.extend({
  section: z.enum(['income', 'contribution', 'withholding']),
});
export type TIncomeWithholdingGroupItem = z.infer<typeof ZIncomeWithholdingGroupItem>;

export const ZDianEnablementOptionItem = ZReferenceItem.extend({ question: text });
export type TDianEnablementOptionItem = z.infer<typeof ZDianEnablementOptionItem>;

/** Natures of the payroll engine's lines (packages/payroll, LineKind). */
export const PAYROLL_CONCEPT_NATURES = [
  'earning',
  'deduction',
  'employer_contribution',
  'provision',
] as const;
export const ZPayrollConceptNature = z.enum(PAYROLL_CONCEPT_NATURES);
export type TPayrollConceptNature = z.infer<typeof ZPayrollConceptNature>;

/** OCA = reported one-off novelty, STA = fixed recurring novelty. */
export const ZConceptModule = z.enum(['OCA', 'STA']);
export type TConceptModule = z.infer<typeof ZConceptModule>;

export const ZPayrollConceptItem = ZReferenceItem.extend({
  nature: ZPayrollConceptNature,
  module: ZConceptModule.optional(),
  category: code.optional(),
  dianElement: code.nullable(),
  dianAttribute: code.optional(),
  incomeWithholdingGroup: code.nullable(),
});
export type TPayrollConceptItem = z.infer<typeof ZPayrollConceptItem>;
