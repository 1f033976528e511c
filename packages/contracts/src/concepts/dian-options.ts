/**
 * The DIAN electronic payroll elements a company concept can be reported under (spec 02 "NE_DIAN"; DIAN,
 * Resolución 000013 de 2021, Anexo técnico, Devengados and Deducciones), each with the payroll engine's item
 * category (packages/payroll, ItemCategory) that settles it. The list differs by nature, as the spec says.
 */
export const CONCEPT_DIAN_OPTIONS = [
  { nature: 'earning', code: 'Bonificaciones', category: 'bonus', label: 'Bonificaciones' },
  { nature: 'earning', code: 'Auxilios', category: 'aid', label: 'Auxilios' },
  { nature: 'earning', code: 'Comisiones', category: 'commission', label: 'Comisiones' },
  {
    nature: 'earning',
    code: 'Transporte',
    category: 'per_diem',
    label: 'Viáticos de manutención y alojamiento',
  },
  { nature: 'earning', code: 'Dotacion', category: 'endowment', label: 'Dotación' },
  { nature: 'earning', code: 'Anticipos', category: 'advance', label: 'Anticipos' },
  { nature: 'earning', code: 'PagosTerceros', category: 'third_party', label: 'Pagos a terceros' },
  { nature: 'earning', code: 'Reintegro', category: 'refund', label: 'Reintegros' },
  { nature: 'earning', code: 'OtrosConceptos', category: 'other', label: 'Otros conceptos' },
  { nature: 'deduction', code: 'Libranzas', category: 'loan', label: 'Libranzas' },
  { nature: 'deduction', code: 'EmbargoFiscal', category: 'garnishment', label: 'Embargos' },
  { nature: 'deduction', code: 'Sindicatos', category: 'union', label: 'Cuotas sindicales' },
  { nature: 'deduction', code: 'Cooperativa', category: 'cooperative', label: 'Cooperativas' },
  { nature: 'deduction', code: 'Anticipos', category: 'advance', label: 'Anticipos' },
  { nature: 'deduction', code: 'Sanciones', category: 'sanction', label: 'Sanciones' },
  {
    nature: 'deduction',
    code: 'PlanComplementarios',
    category: 'complementary_plan',
    label: 'Planes complementarios de salud',
  },
  { nature: 'deduction', code: 'Educacion', category: 'education', label: 'Educación' },
  { nature: 'deduction', code: 'Deuda', category: 'debt', label: 'Deudas' },
  { nature: 'deduction', code: 'Reintegro', category: 'refund', label: 'Reintegros' },
  { nature: 'deduction', code: 'PagosTerceros', category: 'third_party', label: 'Pagos a terceros' },
  { nature: 'deduction', code: 'OtrasDeducciones', category: 'other', label: 'Otras deducciones' },
] as const;

export type TConceptDianOption = (typeof CONCEPT_DIAN_OPTIONS)[number];

/**
 * Categories that never constitute salary whatever was agreed: advances, payments to third parties, work
 * clothing, occasional per diems and refunds (CST art. 128; CST art. 130 for per diems; decision 0032). The
 * payroll engine treats them as non-salary, so a concept of these cannot be created as salary.
 */
export const NEVER_SALARY_CATEGORIES: ReadonlySet<string> = new Set([
  'advance',
  'third_party',
  'endowment',
  'per_diem',
  'refund',
]);

export function dianOptionsFor(nature: 'earning' | 'deduction'): TConceptDianOption[] {
  return CONCEPT_DIAN_OPTIONS.filter((option) => option.nature === nature);
}

export function findDianOption(nature: string, code: string): TConceptDianOption | undefined {
  return CONCEPT_DIAN_OPTIONS.find((option) => option.nature === nature && option.code === code);
}
