import type { TPayrollConfigKey } from './config.ts';
import { PAYROLL_CONFIG_OPTIONS, type PayrollConfigOption } from './options.ts';

export type PayrollConfigCard =
  | 'absences'
  | 'vacations'
  | 'benefits'
  | 'transport'
  | 'contributions'
  | 'contracts'
  | 'retroactive';

export interface PayrollConfigField {
  readonly key: TPayrollConfigKey;
  readonly card: PayrollConfigCard;
  /** Sub-heading inside the legal-benefits card (Prima, Cesantías, Intereses). */
  readonly group?: string;
  readonly label: string;
  readonly help: string;
  readonly options: readonly PayrollConfigOption<string>[];
  /** One of the ten selects spec 01 §5 requires before Guardar is enabled. */
  readonly specRequired: boolean;
}

const { yesNo } = PAYROLL_CONFIG_OPTIONS;

/** Every select of /Payroll in screen order, with the card it sits in. */
export const PAYROLL_CONFIG_FIELDS: readonly PayrollConfigField[] = [
  {
    key: 'absencesPayDay31',
    card: 'absences',
    label: 'Paga día 31 en ausentismos',
    help: 'Si el día 31 de un mes con incapacidad o licencia se paga como día adicional.',
    options: yesNo,
    specRequired: true,
  },
  {
    key: 'sickPayDays1And2',
    card: 'absences',
    label: 'Tipo de pago incapacidad común días 1 y 2',
    help: 'Decreto 2943 de 2013, art. 1: los dos primeros días los paga el empleador.',
    options: PAYROLL_CONFIG_OPTIONS.sickPay,
    specRequired: true,
  },
  {
    key: 'vacationPayDay31',
    card: 'vacations',
    label: 'Paga día 31 en vacaciones',
    help: 'Si el día 31 dentro de las vacaciones cuenta como día pagado.',
    options: yesNo,
    specRequired: true,
  },
  {
    key: 'vacationIncludeVariablePay',
    card: 'vacations',
    label: 'Incluye salario variable en vacaciones',
    help: 'CST art. 192: el promedio de lo devengado en el último año cuando el salario es variable.',
    options: yesNo,
    specRequired: true,
  },
  {
    key: 'primaDiscountUnpaidLeave',
    card: 'benefits',
    group: 'Prima de servicios',
    label: 'Descuenta licencias no remuneradas en prima',
    help: 'CST arts. 51 y 53: la licencia no remunerada suspende el contrato y su tiempo puede descontarse.',
    options: yesNo,
    specRequired: true,
  },
  {
    key: 'primaIncludeTransportAid',
    card: 'benefits',
    group: 'Prima de servicios',
    label: 'Incluye auxilio de transporte en prima',
    help: 'Ley 1/1963 art. 7: el auxilio de transporte se incluye en la base de prestaciones.',
    options: yesNo,
    specRequired: true,
  },
  {
    key: 'primaJunePayment',
    card: 'benefits',
    group: 'Prima de servicios',
    label: 'Pago prima de junio',
    help: 'CST art. 306: la primera mitad se paga a más tardar el 30 de junio.',
    options: PAYROLL_CONFIG_OPTIONS.primaPayment,
    specRequired: true,
  },
  {
    key: 'primaDecemberPayment',
    card: 'benefits',
    group: 'Prima de servicios',
    label: 'Pago prima de diciembre',
    help: 'CST art. 306: la segunda mitad se paga a más tardar el 20 de diciembre.',
    options: PAYROLL_CONFIG_OPTIONS.primaPayment,
    specRequired: true,
  },
  {
    key: 'cesantiasIncludeTransportAid',
    card: 'benefits',
    group: 'Cesantías',
    label: 'Incluye auxilio de transporte en cesantías',
    help: 'Ley 1/1963 art. 7: el auxilio de transporte se incluye en la base de prestaciones.',
    options: yesNo,
    specRequired: false,
  },
  {
    key: 'cesantiasInterestPayment',
    card: 'benefits',
    group: 'Intereses sobre cesantías',
    label: 'Pago de intereses sobre cesantías',
    help: 'Ley 52 de 1975: el 12 % anual se paga a más tardar el 31 de enero.',
    options: PAYROLL_CONFIG_OPTIONS.interestPayment,
    specRequired: true,
  },
  {
    key: 'transportAidPeriodicity',
    card: 'transport',
    label: 'Periodicidad de pago del auxilio de transporte',
    help: 'Con pago quincenal: en cada quincena por sus días, o todo el mes en la segunda quincena.',
    options: PAYROLL_CONFIG_OPTIONS.transportPeriodicity,
    specRequired: true,
  },
  {
    key: 'pensionDuringUnpaidLeave',
    card: 'contributions',
    label: 'Aporta pensión del empleador en licencia no remunerada',
    help: 'Aporte del 12 % sobre el último IBC durante la licencia no remunerada (PILA, novedad SLN).',
    options: yesNo,
    specRequired: false,
  },
  {
    key: 'healthDuringUnpaidLeave',
    card: 'contributions',
    label: 'Aporta salud del empleador en licencia no remunerada',
    help: 'Decreto 806 de 1998, art. 71: el empleador aporta su 8,5 % sobre el último IBC durante la licencia.',
    options: yesNo,
    specRequired: false,
  },
  {
    key: 'restDayHoursPaidInFull',
    card: 'contributions',
    label: 'Horas ordinarias en descanso obligatorio pagadas completas',
    help: 'CST art. 179: la hora más el recargo, sin perjuicio del salario ordinario.',
    options: yesNo,
    specRequired: false,
  },
  {
    key: 'sundaySurchargeFullEarly',
    card: 'contributions',
    label: 'Aplica recargo dominical del 100 % antes de julio de 2027',
    help: 'Ley 2466 de 2025, art. 14: el recargo sube por etapas hasta el 100 % el 1 de julio de 2027.',
    options: yesNo,
    specRequired: false,
  },
  {
    key: 'weeklyHoursStepDay',
    card: 'contributions',
    label: 'Día de julio en que cambia la jornada semanal',
    help: 'Ley 2101 de 2021: la jornada baja cada julio; MinTrabajo indicó el 15 de julio.',
    options: PAYROLL_CONFIG_OPTIONS.weeklyHoursStepDay,
    specRequired: false,
  },
  {
    key: 'withholdingRounding',
    card: 'contributions',
    label: 'Redondeo de la retención en la fuente',
    help: 'Práctica de los arts. 577 y 868 del E.T.: valores al múltiplo de mil más cercano.',
    options: PAYROLL_CONFIG_OPTIONS.withholdingRounding,
    specRequired: false,
  },
  {
    key: 'fixedTermRenewal',
    card: 'contracts',
    label: 'Contratos a término fijo vencidos sin preaviso',
    help: 'CST art. 46 (Ley 2466 de 2025): sin preaviso escrito de 30 días el contrato se renueva por un término igual; con decisión explícita queda «Vencido sin decisión» y no se liquida hasta registrar la renovación o la terminación.',
    options: PAYROLL_CONFIG_OPTIONS.fixedTermRenewal,
    specRequired: false,
  },
  {
    key: 'retroactiveContributions',
    card: 'retroactive',
    label: 'Aportes a seguridad social de un pago retroactivo',
    help: 'Los aportes se liquidan mes a mes sobre el salario de cada período (Ley 100 de 1993, arts. 18 y 204): lo usual es corregir con una planilla N el IBC de los períodos a que corresponde el retroactivo; la otra opción lo suma al IBC del mes en que se paga.',
    options: PAYROLL_CONFIG_OPTIONS.retroactiveContributions,
    specRequired: false,
  },
  {
    key: 'retroactiveElectronicPayroll',
    card: 'retroactive',
    label: 'Nómina electrónica del retroactivo',
    help: 'El documento soporte reporta lo pagado en su mes y el anexo técnico de la DIAN ubica los retroactivos en «otros conceptos» del mes en que se pagan. Con la nota de ajuste, el documento del mes de pago no los incluye: procese de nuevo la nómina electrónica de cada mes original (revierta su cierre si está cerrada). Si su documento ya fue aceptado por la DIAN, se emite una nota Reemplazar con los totales corregidos; si no se envió o fue rechazado, un documento nuevo con el retroactivo incluido, que se envía en su lugar.',
    options: PAYROLL_CONFIG_OPTIONS.retroactiveElectronicPayroll,
    specRequired: false,
  },
];

/** The ten selects spec 01 §5 names as required before saving. */
export const SPEC_REQUIRED_PAYROLL_CONFIG_KEYS: readonly TPayrollConfigKey[] = PAYROLL_CONFIG_FIELDS.filter(
  (field) => field.specRequired,
).map((field) => field.key);
