import {
  EMPLOYEE_MESSAGES,
  type TCreateContractInput,
  type TPersonInput,
  type TUpdateContractInput,
} from '@quincena/contracts/employees';
import type { ReferenceItem, ReferenceList } from '../reference/index.ts';
import * as lists from '../reference/index.ts';

const codesOf = (list: ReferenceList<ReferenceItem>) => new Set(list.items.map((item) => item.code));
const unknown = EMPLOYEE_MESSAGES.unknownCode;

/** Colombia in ISO 3166-1 alfa-2: only Colombian addresses take a DIVIPOLA department and city. */
export const COLOMBIA = 'CO';

const WORKER_DOCUMENT_TYPES = new Set(
  lists.documentTypes.items.filter((item) => item.forWorkers).map((item) => item.code),
);
const COUNTRY_CODES = codesOf(lists.countries);
const DEPARTMENT_CODES = codesOf(lists.departments);
const MUNICIPALITY_DEPARTMENT = new Map(
  lists.municipalities.items.map((item) => [item.code, item.departmentCode]),
);

/**
 * The person's codes against the official lists (spec 01 §3 PERSON): PILA document types a worker
 * may hold (Res. 2388 de 2016: NI is for the contributor only), ISO countries, and for Colombia the
 * DIVIPOLA department and a municipality inside it.
 */
export function personCodeErrors(input: TPersonInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!WORKER_DOCUMENT_TYPES.has(input.documentType)) errors.documentType = unknown('Tipo de documento');
  if (!COUNTRY_CODES.has(input.countryCode)) {
    errors.countryCode = unknown('País');
    return errors;
  }
  if (input.countryCode !== COLOMBIA) {
    if (input.departmentCode) errors.departmentCode = 'El departamento solo aplica a direcciones en Colombia';
    if (input.cityCode) errors.cityCode = 'La ciudad solo aplica a direcciones en Colombia';
    return errors;
  }
  if (input.departmentCode && !DEPARTMENT_CODES.has(input.departmentCode)) {
    errors.departmentCode = unknown('Departamento');
  }
  if (input.cityCode) {
    const department = MUNICIPALITY_DEPARTMENT.get(input.cityCode);
    if (!department) errors.cityCode = unknown('Ciudad');
    else if (input.departmentCode && department !== input.departmentCode) {
      errors.cityCode = 'La ciudad no pertenece al departamento';
    }
  }
  return errors;
}

/** A coded contract field: the codes of its list and the label the message names. */
const codedField = (
  field: keyof TUpdateContractInput,
  list: ReferenceList<ReferenceItem>,
  label: string,
) => ({
  field,
  codes: codesOf(list),
  label,
});

/** Each coded contract field, its list and the label the message names. */
const CONTRACT_CODE_FIELDS = [
  codedField('salaryType', lists.salaryTypes, 'Tipo de salario'),
  codedField('contractType', lists.contractTypes, 'Tipo de contrato'),
  codedField('status', lists.statuses, 'Estado'),
  codedField('vacationSystem', lists.vacationSystems, 'Sistema de vacaciones'),
  codedField('workPlace', lists.workPlaces, 'Lugar de trabajo'),
  codedField('bankCode', lists.banks, 'Banco'),
  codedField('accountType', lists.accountTypes, 'Tipo de cuenta'),
  codedField('epsCode', lists.eps, 'EPS'),
  codedField('afpCode', lists.afp, 'Fondo de pensiones'),
  codedField('severanceFundCode', lists.severanceFunds, 'Fondo de cesantías'),
  codedField('ccfCode', lists.ccf, 'Caja de compensación'),
  codedField('voluntaryPensionFundCode', lists.voluntaryPensionFunds, 'Fondo voluntario'),
  codedField('afcFundCode', lists.banks, 'Fondo AFC'),
  codedField('arlRiskClass', lists.arlRiskClasses, 'Nivel de riesgo ARL'),
  codedField('economicActivity', lists.arlEconomicActivities, 'Actividad económica'),
  codedField('contributorType', lists.contributorTypes, 'Tipo de cotizante'),
  codedField('contributorSubtype', lists.contributorSubtypes, 'Subtipo de cotizante'),
  codedField('retirementReason', lists.retirementReasons, 'Motivo de retiro'),
];

const WITHHOLDING_PROCEDURES = codesOf(lists.withholdingProcedures);
const ACTIVITY_RISK_CLASS = new Map(
  lists.arlEconomicActivities.items.map((item) => [item.code, item.riskClass]),
);

/**
 * The contract's codes against the official lists. The ARL activity of Decreto 768 de 2022 starts
 * with its risk class, so a contract cannot pair an activity with another class (PILA campos 78/98).
 */
export function contractCodeErrors(
  input: TUpdateContractInput | TCreateContractInput,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, codes, label } of CONTRACT_CODE_FIELDS) {
    const value = input[field];
    if (typeof value === 'string' && !codes.has(value)) errors[field] = unknown(label);
  }
  if (!WITHHOLDING_PROCEDURES.has(input.withholding.procedure)) {
    errors['withholding.procedure'] = unknown('Procedimiento de retención');
  }
  const activityClass = ACTIVITY_RISK_CLASS.get(input.economicActivity);
  if (activityClass && !errors.arlRiskClass && activityClass !== input.arlRiskClass) {
    errors.economicActivity = 'La actividad económica no corresponde al nivel de riesgo ARL';
  }
  return errors;
}
