import {
  dianOptionsFor,
  type TConcept,
  type TCreateConceptBody,
  ZCreateConceptBody,
} from '@quincena/contracts/concepts';

/** The dialog's values: null until the user chooses. */
export interface ConceptFormValues {
  name: string;
  nature: 'earning' | 'deduction' | null;
  dianElement: string | null;
  salary: boolean | null;
  withholdingBase: boolean | null;
  incomeWithholdingGroup: string | null;
}

export const EMPTY_CONCEPT_FORM: ConceptFormValues = {
  name: '',
  nature: null,
  dianElement: null,
  salary: null,
  withholdingBase: null,
  incomeWithholdingGroup: null,
};

export type ConceptField = keyof ConceptFormValues;

/** The order the dialog's fields are checked and their first error announced (spec 02 §5 "Concept add"). */
export const CONCEPT_FIELD_ORDER: readonly ConceptField[] = [
  'name',
  'nature',
  'salary',
  'withholdingBase',
  'dianElement',
  'incomeWithholdingGroup',
];

export const NATURE_OPTIONS = [
  { value: 'earning', label: 'Devengo' },
  { value: 'deduction', label: 'Deducción' },
] as const;

export const SALARY_OPTIONS = [
  { value: true, label: 'Salarial' },
  { value: false, label: 'No salarial' },
] as const;

export const WITHHOLDING_BASE_OPTIONS = [
  { value: true, label: 'Sí' },
  { value: false, label: 'No' },
] as const;

/** What the dialog would send: the earning-only fields go only with an earning (nature 367). */
function draftBody(values: ConceptFormValues, module: 'OCA' | 'STA') {
  const earning = values.nature === 'earning';
  return {
    name: values.name,
    nature: values.nature,
    module,
    dianElement: values.dianElement ?? '',
    salary: earning ? values.salary : null,
    withholdingBase: earning ? values.withholdingBase : null,
    incomeWithholdingGroup: values.incomeWithholdingGroup,
  };
}

export type ConceptFormResult =
  | { ok: true; body: TCreateConceptBody }
  | { ok: false; errors: Partial<Record<ConceptField, string>> };

/** The contract's own checks; on failure one message per field (the first one) for the dialog to show. */
export function parseConceptForm(values: ConceptFormValues, module: 'OCA' | 'STA'): ConceptFormResult {
  const result = ZCreateConceptBody.safeParse(draftBody(values, module));
  if (result.success) return { ok: true, body: result.data };
  const errors: Partial<Record<ConceptField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ConceptField | undefined;
    if (field && CONCEPT_FIELD_ORDER.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

export function firstConceptError(errors: Partial<Record<ConceptField, string>>): string | undefined {
  return CONCEPT_FIELD_ORDER.map((field) => errors[field]).find(Boolean);
}

/** Choosing another nature clears what belonged to the previous one (its DIAN list differs). */
export function withNature(
  values: ConceptFormValues,
  nature: 'earning' | 'deduction' | null,
): ConceptFormValues {
  if (nature === values.nature) return values;
  return {
    ...values,
    nature,
    dianElement: null,
    salary: null,
    withholdingBase: null,
    incomeWithholdingGroup: null,
  };
}

export function dianChoices(nature: ConceptFormValues['nature']) {
  return nature ? dianOptionsFor(nature).map((option) => ({ value: option.code, label: option.label })) : [];
}

export const NATURE_LABELS: Record<TConcept['nature'], string> = {
  earning: 'Devengo',
  deduction: 'Deducción',
  employer_contribution: 'Aporte del empleador',
  provision: 'Provisión',
};

export const MODULE_LABELS: Record<'OCA' | 'STA', string> = { OCA: 'Reportadas', STA: 'Fijas' };
