import type { Database } from '../../../db/client.ts';
import { listCostCentres, listJobs } from '../../employees/index.ts';
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
} from '../../reference/index.ts';
import { type BulkCodeOption, type BulkColumnSpec, exampleWithNote } from '../bulk-column.ts';

/** Yes/no columns (dependants box, transport-aid exclusion): SI or NO, as the spec's lists write them. */
export const YES_NO: readonly BulkCodeOption[] = [
  { code: 'SI', name: 'Sí' },
  { code: 'NO', name: 'No' },
];

const options = (list: ReferenceList<ReferenceItem>, keep: (item: ReferenceItem) => boolean = () => true) =>
  list.items.filter(keep).map(({ code, name }) => ({ code, name }));

function code(
  key: string,
  header: string,
  required: boolean,
  sheet: string,
  choices: readonly BulkCodeOption[],
  example?: string,
): BulkColumnSpec {
  return {
    key,
    header,
    required,
    type: 'CODE',
    example: example ?? (required ? (choices[0]?.code ?? '') : ''),
    codes: { sheet, options: choices },
  };
}

const text = (
  key: string,
  header: string,
  required: boolean,
  example: string,
  maxLength: number,
): BulkColumnSpec => ({
  key,
  header,
  required,
  type: 'TEXT',
  example,
  maxLength,
});
/** DATE and NUMBER columns take the same arguments: a sample value and an optional note. */
const notedColumn =
  (type: 'DATE' | 'NUMBER') =>
  (key: string, header: string, required: boolean, example: string, note?: string): BulkColumnSpec => ({
    key,
    header,
    required,
    type,
    ...exampleWithNote(example, note),
  });
const date = notedColumn('DATE');
const number = notedColumn('NUMBER');

/** PILA document types a worker may hold (Res. 2388 de 2016: NI is the contributor's only). */
const workerDocumentTypes = options(
  documentTypes,
  (item) => (item as { forWorkers?: boolean }).forWorkers === true,
);

/**
 * The columns of "Cargar empleados": one row is a person (spec 01 §3 PERSON) with one contract and
 * its first salary (spec 01 §3 contract save payload), each field under the form's label. Keys are
 * the paths of the person and contract inputs, so a validator's field error names its column.
 */
export async function employeeColumns(db: Database, companyId: number): Promise<BulkColumnSpec[]> {
  const jobs = (await listJobs(db, companyId)).map((job) => ({ code: String(job.id), name: job.name }));
  const costCentres = (await listCostCentres(db, companyId)).map((centre) => ({
    code: String(centre.id),
    name: centre.name,
  }));
  return employeeColumnsWith(jobs, costCentres);
}

/** The header of each column by key; headers never depend on the company, only the codes do. */
export const EMPLOYEE_COLUMN_HEADERS: ReadonlyMap<string, string> = new Map(
  employeeColumnsWith([], []).map((column) => [column.key, column.header]),
);

function employeeColumnsWith(
  jobs: readonly BulkCodeOption[],
  costCentres: readonly BulkCodeOption[],
): BulkColumnSpec[] {
  return [
    code('person.documentType', 'Tipo de documento', true, 'Tipos de documento', workerDocumentTypes, 'CC'),
    text('person.documentNumber', 'Número de documento', true, '1020304050', 12),
    text('person.firstName', 'Primer nombre', true, 'Ana', 60),
    text('person.otherNames', 'Otros nombres', false, 'María', 60),
    text('person.firstSurname', 'Primer apellido', true, 'Gómez', 60),
    text('person.secondSurname', 'Segundo apellido', false, 'Ruiz', 60),
    text('person.address', 'Dirección', true, 'Calle 10 # 20-30', 200),
    code('person.countryCode', 'País', true, 'Países', options(countries), 'CO'),
    code('person.departmentCode', 'Departamento', false, 'Departamentos', options(departments), '11'),
    code('person.cityCode', 'Ciudad', false, 'Ciudades', options(municipalities), '11001'),
    {
      key: 'person.email',
      header: 'Correo',
      required: true,
      type: 'EMAIL',
      example: 'ana.gomez@correo.com',
      maxLength: 254,
    },
    code('salaryType', 'Tipo de salario', true, 'Tipos de salario', options(salaryTypes), 'F'),
    code('contractType', 'Tipo de contrato', true, 'Tipos de contrato', options(contractTypes), '2'),
    date('startDate', 'Fecha de ingreso', true, '01/02/2026'),
    date(
      'endDate',
      'Fecha fin contrato',
      false,
      '',
      'Obligatoria salvo para término indefinido y obra o labor',
    ),
    code('status', 'Estado', true, 'Estados', options(statuses), 'ACTIVO'),
    {
      ...code('jobId', 'Cargo', true, 'Cargos', jobs),
      note: 'Código de un cargo de la empresa (Configuración empresa > Cargo)',
    },
    number('salary.amount', 'Salario', true, '1750905', 'Pesos, sin separador de miles'),
    date('salary.startDate', 'Fecha del salario', false, '01/02/2026', 'Vacía: la fecha de ingreso'),
    code(
      'vacationSystem',
      'Sistema de vacaciones',
      true,
      'Sistemas de vacaciones',
      options(vacationSystems),
      'MONDAY_TO_FRIDAY',
    ),
    number('vacationsTaken', 'Vacaciones disfrutadas', true, '0', 'Días hábiles ya disfrutados'),
    code('costCenterId', 'Centro de costo', false, 'Centros de costo', costCentres),
    code('workPlace', 'Lugar de trabajo', true, 'Lugares de trabajo', options(workPlaces), 'PRESENCIAL'),
    code('bankCode', 'Banco', true, 'Bancos', options(banks), '1007'),
    code('accountType', 'Tipo de cuenta', true, 'Tipos de cuenta', options(accountTypes), 'savings'),
    text('accountNumber', 'Número de cuenta', true, '12345678901', 20),
    code('epsCode', 'EPS', true, 'EPS', options(eps), 'EPS010'),
    code('afpCode', 'Fondo de pensiones', true, 'Fondos de pensiones', options(afp), '230301'),
    code(
      'severanceFundCode',
      'Fondo de cesantías',
      true,
      'Fondos de cesantías',
      options(severanceFunds),
      '800144331',
    ),
    code('ccfCode', 'Caja de compensación', true, 'Cajas de compensación', options(ccf), 'CCF24'),
    code(
      'voluntaryPensionFundCode',
      'Fondo voluntario de pensiones',
      false,
      'Fondos voluntarios',
      options(voluntaryPensionFunds),
    ),
    number('voluntaryPensionMonthly', 'Aporte mensual fondo voluntario', false, ''),
    code('afcFundCode', 'Fondo AFC', false, 'Bancos', options(banks)),
    text('afcAccount', 'Cuenta AFC', false, '', 20),
    number('afcMonthly', 'Aporte mensual AFC', false, ''),
    code('arlRiskClass', 'Nivel de riesgo ARL', true, 'Niveles de riesgo ARL', options(arlRiskClasses), '1'),
    code(
      'economicActivity',
      'Actividad económica',
      true,
      'Actividades económicas',
      options(arlEconomicActivities),
      '1620101',
    ),
    code('contributorType', 'Tipo de cotizante', true, 'Tipos de cotizante', options(contributorTypes), '01'),
    code(
      'contributorSubtype',
      'Subtipo de cotizante',
      true,
      'Subtipos de cotizante',
      options(contributorSubtypes),
      '00',
    ),
    code(
      'withholding.procedure',
      'Procedimiento de retención',
      true,
      'Procedimientos de retención',
      options(withholdingProcedures),
    ),
    number('withholding.percentage', 'Porcentaje de retención', true, '0'),
    number('withholding.housing.yearlyAmount', 'Intereses de vivienda valor anual', false, ''),
    number('withholding.housing.monthlyAmount', 'Intereses de vivienda valor mensual', false, ''),
    date('withholding.housing.startDate', 'Intereses de vivienda fecha inicio', false, ''),
    date('withholding.housing.endDate', 'Intereses de vivienda fecha fin', false, ''),
    number('withholding.prepaidMedicine.yearlyAmount', 'Medicina prepagada valor anual', false, ''),
    number('withholding.prepaidMedicine.monthlyAmount', 'Medicina prepagada valor mensual', false, ''),
    date('withholding.prepaidMedicine.startDate', 'Medicina prepagada fecha inicio', false, ''),
    date('withholding.prepaidMedicine.endDate', 'Medicina prepagada fecha fin', false, ''),
    code('withholding.dependants.enabled', 'Dependientes', false, 'Sí o No', YES_NO, 'NO'),
    date('withholding.dependants.startDate', 'Dependientes fecha inicio', false, ''),
    date('withholding.dependants.endDate', 'Dependientes fecha fin', false, ''),
    code('retirementReason', 'Motivo de retiro', false, 'Motivos de retiro', options(retirementReasons)),
    date('retirementDate', 'Fecha de retiro', false, ''),
    code('transportAidExcluded', 'Excluido del auxilio de transporte', false, 'Sí o No', YES_NO, 'NO'),
  ];
}
