import {
  EMPLOYEE_MESSAGES,
  type TCreateContractInput,
  type TPersonInput,
  type TUpdateContractInput,
} from '@quincena/contracts/employees';
import {
  accountTypes,
  afp,
  arlEconomicActivities,
  arlRiskClasses,
  banks,
  ccf,
  contractTypes,
  contributorSubtypes,
  contributorTypes,
  countries,
  departments,
  documentTypes,
  eps,
  municipalities,
  type ReferenceItem,
  type ReferenceList,
  retirementReasons,
  salaryTypes,
  severanceFunds,
  statuses,
  vacationSystems,
  voluntaryPensionFunds,
  withholdingProcedures,
  workPlaces,
} from '../reference/index.ts';

const codesOf = (list: ReferenceList<ReferenceItem>) => new Set(list.items.map((item) => item.code));
const unknown = EMPLOYEE_MESSAGES.unknownCode;

/** Colombia in ISO 3166-1 alfa-2: only Colombian addresses take a DIVIPOLA department and city. */
export const COLOMBIA = 'CO';

const WORKER_DOCUMENT_TYPES = new Set(
  documentTypes.items.filter((item) => item.forWorkers).map((item) => item.code),
);
const COUNTRY_CODES = codesOf(countries);
const DEPARTMENT_CODES = codesOf(departments);
const MUNICIPALITY_DEPARTMENT = new Map(municipalities.items.map((item) => [item.code, item.departmentCode]));

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

/** Each coded contract field, its list and the label the message names. */
const CONTRACT_CODE_FIELDS: readonly {
  field: keyof TUpdateContractInput;
  codes: ReadonlySet<string>;
  label: string;
}[] = [
  { field: 'salaryType', codes: codesOf(salaryTypes), label: 'Tipo de salario' },
  { field: 'contractType', codes: codesOf(contractTypes), label: 'Tipo de contrato' },
  { field: 'status', codes: codesOf(statuses), label: 'Estado' },
  { field: 'vacationSystem', codes: codesOf(vacationSystems), label: 'Sistema de vacaciones' },
  { field: 'workPlace', codes: codesOf(workPlaces), label: 'Lugar de trabajo' },
  { field: 'bankCode', codes: codesOf(banks), label: 'Banco' },
  { field: 'accountType', codes: codesOf(accountTypes), label: 'Tipo de cuenta' },
  { field: 'epsCode', codes: codesOf(eps), label: 'EPS' },
  { field: 'afpCode', codes: codesOf(afp), label: 'Fondo de pensiones' },
  { field: 'severanceFundCode', codes: codesOf(severanceFunds), label: 'Fondo de cesantías' },
  { field: 'ccfCode', codes: codesOf(ccf), label: 'Caja de compensación' },
  { field: 'voluntaryPensionFundCode', codes: codesOf(voluntaryPensionFunds), label: 'Fondo voluntario' },
  { field: 'afcFundCode', codes: codesOf(banks), label: 'Fondo AFC' },
  { field: 'arlRiskClass', codes: codesOf(arlRiskClasses), label: 'Nivel de riesgo ARL' },
  { field: 'economicActivity', codes: codesOf(arlEconomicActivities), label: 'Actividad económica' },
  { field: 'contributorType', codes: codesOf(contributorTypes), label: 'Tipo de cotizante' },
  { field: 'contributorSubtype', codes: codesOf(contributorSubtypes), label: 'Subtipo de cotizante' },
  { field: 'retirementReason', codes: codesOf(retirementReasons), label: 'Motivo de retiro' },
];

const WITHHOLDING_PROCEDURES = codesOf(withholdingProcedures);
const ACTIVITY_RISK_CLASS = new Map(arlEconomicActivities.items.map((item) => [item.code, item.riskClass]));

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
