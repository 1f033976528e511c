import type { DianAttribute, DianElement, ItemCategory, LineKind } from '@quincena/payroll';
import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Draft catalogue of payroll concepts. The first part mirrors, code for code, the lines the payroll engine
 * (packages/payroll/src/settlement) produces; the second part seeds the company concepts of reported (OCA) and
 * fixed (STA) novelties (spec 02, "Concept being created": TYPE_CONCEPTS, MODULE, NE_DIAN, CYR), each with the
 * engine's item category that decides its DIAN element.
 * - `nature`: the engine's line kind (earning, deduction, employer contribution, provision).
 * - `dianElement` / `dianAttribute`: element of the DIAN electronic payroll (Res. 000013 de 2021, Anexo técnico,
 *   Devengados and Deducciones); employer contributions and provisions are not reported to the DIAN (null).
 * - `incomeWithholdingGroup`: default group of the income-and-withholding certificate (Formulario 220, see
 *   income-withholding-groups.ts); the company can move a concept to another group (spec 01 §2.11).
 * Codes are Quincena's own: no authority codes payroll concepts.
 */
export const PAYROLL_CONCEPTS_SOURCE =
  'Conceptos del motor de nómina de Quincena; DIAN, Resolución 000013 de 2021, Anexo técnico de nómina ' +
  'electrónica (Devengados y Deducciones); DIAN, Formulario 220 (grupos de ingresos y retenciones)';

export type ConceptModule = 'OCA' | 'STA';

export interface PayrollConcept extends ReferenceItem {
  readonly nature: LineKind;
  /** OCA = reported one-off novelty, STA = fixed recurring novelty; absent for concepts the engine computes. */
  readonly module?: ConceptModule;
  /** Engine category of an OCA/STA item. */
  readonly category?: ItemCategory;
  readonly dianElement: DianElement | null;
  readonly dianAttribute?: DianAttribute;
  readonly incomeWithholdingGroup: string | null;
}

type Earning = Omit<PayrollConcept, 'code' | 'name' | 'nature'>;

function earning(code: string, name: string, rest: Earning): PayrollConcept {
  return { code, name, nature: 'earning', ...rest };
}

function deduction(code: string, name: string, rest: Earning): PayrollConcept {
  return { code, name, nature: 'deduction', ...rest };
}

function employerContribution(code: string, name: string): PayrollConcept {
  return { code, name, nature: 'employer_contribution', dianElement: null, incomeWithholdingGroup: null };
}

function provision(code: string, name: string): PayrollConcept {
  return { code, name, nature: 'provision', dianElement: null, incomeWithholdingGroup: null };
}

const SALARIOS = 'SALARIOS';

const ENGINE_CONCEPTS: PayrollConcept[] = [
  earning('BASIC', 'Salario básico', {
    dianElement: 'Basico',
    dianAttribute: 'SueldoTrabajado',
    incomeWithholdingGroup: SALARIOS,
  }),
  earning('APPRENTICE_SUPPORT', 'Apoyo de sostenimiento', {
    dianElement: 'ApoyoSost',
    incomeWithholdingGroup: SALARIOS,
  }),
  earning('HED', 'Hora extra diurna', { dianElement: 'HEDs', incomeWithholdingGroup: SALARIOS }),
  earning('HEN', 'Hora extra nocturna', { dianElement: 'HENs', incomeWithholdingGroup: SALARIOS }),
  earning('HRN', 'Recargo nocturno', { dianElement: 'HRNs', incomeWithholdingGroup: SALARIOS }),
  earning('HRDDF', 'Hora dominical o festiva diurna', {
    dianElement: 'HRDDFs',
    incomeWithholdingGroup: SALARIOS,
  }),
  earning('HRNDF', 'Hora dominical o festiva nocturna', {
    dianElement: 'HRNDFs',
    incomeWithholdingGroup: SALARIOS,
  }),
  earning('HEDDF', 'Hora extra diurna dominical o festiva', {
    dianElement: 'HEDDFs',
    incomeWithholdingGroup: SALARIOS,
  }),
  earning('HENDF', 'Hora extra nocturna dominical o festiva', {
    dianElement: 'HENDFs',
    incomeWithholdingGroup: SALARIOS,
  }),
  earning('TRANSPORT_AID', 'Auxilio de transporte', {
    dianElement: 'Transporte',
    dianAttribute: 'AuxilioTransporte',
    incomeWithholdingGroup: 'OTROS_PAGOS',
  }),
  earning('CONNECTIVITY_AID', 'Auxilio de conectividad', {
    dianElement: 'Teletrabajo',
    incomeWithholdingGroup: 'OTROS_PAGOS',
  }),
  earning('INC_COMMON_EMPLOYER', 'Incapacidad común días 1 y 2 (empleador)', {
    dianElement: 'Incapacidades',
    incomeWithholdingGroup: SALARIOS,
  }),
  earning('INC_COMMON_EPS', 'Incapacidad común (EPS)', {
    dianElement: 'Incapacidades',
    incomeWithholdingGroup: SALARIOS,
  }),
  earning('INC_COMMON_EPS_91', 'Incapacidad común día 91 en adelante (EPS)', {
    dianElement: 'Incapacidades',
    incomeWithholdingGroup: SALARIOS,
  }),
  earning('INC_COMMON_181', 'Incapacidad común día 181 en adelante (fondo de pensiones)', {
    dianElement: 'Incapacidades',
    incomeWithholdingGroup: SALARIOS,
  }),
  earning('INC_WORK_EMPLOYER', 'Incapacidad laboral día del accidente (empleador)', {
    dianElement: 'Incapacidades',
    incomeWithholdingGroup: SALARIOS,
  }),
  earning('INC_WORK', 'Incapacidad laboral (ARL)', {
    dianElement: 'Incapacidades',
    incomeWithholdingGroup: SALARIOS,
  }),
  earning('LIC_MATERNITY', 'Licencia de maternidad', {
    dianElement: 'LicenciaMP',
    incomeWithholdingGroup: SALARIOS,
  }),
  // The part of a proportional maternity leave the EPS does not recognise (Ley 1822/2017; decision 0133).
  earning('LIC_MATERNITY_EMPLOYER', 'Licencia de maternidad a cargo del empleador', {
    dianElement: 'LicenciaMP',
    incomeWithholdingGroup: SALARIOS,
  }),
  earning('LIC_PATERNITY', 'Licencia de paternidad', {
    dianElement: 'LicenciaMP',
    incomeWithholdingGroup: SALARIOS,
  }),
  earning('LIC_PAID', 'Licencia remunerada', { dianElement: 'LicenciaR', incomeWithholdingGroup: SALARIOS }),
  // Unpaid leave and suspension carry no money; the DIAN still receives their days (LicenciaNR).
  earning('LIC_UNPAID', 'Licencia no remunerada', {
    dianElement: 'LicenciaNR',
    incomeWithholdingGroup: null,
  }),
  earning('SUSPENSION', 'Suspensión del contrato', {
    dianElement: 'LicenciaNR',
    incomeWithholdingGroup: null,
  }),
  earning('VACATION_TIME', 'Vacaciones disfrutadas', {
    dianElement: 'VacacionesComunes',
    incomeWithholdingGroup: SALARIOS,
  }),
  earning('VACATION_MONEY', 'Vacaciones compensadas en dinero', {
    dianElement: 'VacacionesCompensadas',
    incomeWithholdingGroup: SALARIOS,
  }),
  earning('VACATION_TERMINATION', 'Vacaciones compensadas a la terminación', {
    dianElement: 'VacacionesCompensadas',
    incomeWithholdingGroup: SALARIOS,
  }),
  earning('PRIMA', 'Prima de servicios', {
    dianElement: 'Primas',
    dianAttribute: 'Pago',
    incomeWithholdingGroup: 'PRESTACIONES',
  }),
  earning('CESANTIAS', 'Cesantías', {
    dianElement: 'Cesantias',
    dianAttribute: 'Pago',
    incomeWithholdingGroup: 'CESANTIAS',
  }),
  earning('CESANTIAS_INTEREST', 'Intereses sobre cesantías', {
    dianElement: 'Cesantias',
    dianAttribute: 'PagoIntereses',
    incomeWithholdingGroup: 'CESANTIAS',
  }),
  earning('INDEMNITY', 'Indemnización por despido sin justa causa', {
    dianElement: 'Indemnizacion',
    incomeWithholdingGroup: 'OTROS_PAGOS',
  }),
  deduction('HEALTH_EE', 'Aporte salud empleado', {
    dianElement: 'Salud',
    incomeWithholdingGroup: 'APORTES_SALUD',
  }),
  deduction('PENSION_EE', 'Aporte pensión empleado', {
    dianElement: 'FondoPension',
    incomeWithholdingGroup: 'APORTES_PENSION',
  }),
  deduction('FSP_SOLIDARITY', 'Fondo de solidaridad pensional (solidaridad)', {
    dianElement: 'FondoSP',
    dianAttribute: 'DeduccionSP',
    incomeWithholdingGroup: 'APORTES_PENSION',
  }),
  deduction('FSP_SUBSISTENCE', 'Fondo de solidaridad pensional (subsistencia)', {
    dianElement: 'FondoSP',
    dianAttribute: 'DeduccionSub',
    incomeWithholdingGroup: 'APORTES_PENSION',
  }),
  deduction('VOLUNTARY_PENSION', 'Aporte voluntario a pensión', {
    dianElement: 'PensionVoluntaria',
    incomeWithholdingGroup: 'APORTES_VOLUNTARIOS',
  }),
  deduction('AFC', 'Ahorro AFC', { dianElement: 'AFC', incomeWithholdingGroup: 'AFC' }),
  deduction('WITHHOLDING', 'Retención en la fuente', {
    dianElement: 'RetencionFuente',
    incomeWithholdingGroup: 'RETENCION',
  }),
  deduction('WITHHOLDING_PRIMA', 'Retención en la fuente sobre prima', {
    dianElement: 'RetencionFuente',
    incomeWithholdingGroup: 'RETENCION',
  }),
  deduction('WITHHOLDING_INDEMNITY', 'Retención en la fuente sobre indemnización', {
    dianElement: 'RetencionFuente',
    incomeWithholdingGroup: 'RETENCION',
  }),
  // Withheld on a retroactive payment by the period that carries it (issue 32, decision 0345).
  deduction('WITHHOLDING_RETRO', 'Retención en la fuente sobre retroactivo', {
    dianElement: 'RetencionFuente',
    incomeWithholdingGroup: 'RETENCION',
  }),
  employerContribution('PENSION_ER', 'Aporte pensión empleador'),
  employerContribution('HEALTH_ER', 'Aporte salud empleador'),
  employerContribution('ARL_ER', 'Aporte riesgos laborales'),
  employerContribution('CCF_ER', 'Aporte caja de compensación familiar'),
  employerContribution('SENA_ER', 'Aporte SENA'),
  employerContribution('ICBF_ER', 'Aporte ICBF'),
  employerContribution('FSP_ROUNDING_ER', 'Ajuste a la centena del fondo de solidaridad'),
  provision('PROV_PRIMA', 'Provisión prima de servicios'),
  provision('PROV_CESANTIAS', 'Provisión cesantías'),
  provision('PROV_CESANTIAS_INTEREST', 'Provisión intereses sobre cesantías'),
  provision('PROV_VACATIONS', 'Provisión vacaciones'),
];

/** Company concepts offered when a company starts; reported (OCA) or fixed (STA) novelties use them. */
const NOVELTY_CONCEPTS: PayrollConcept[] = [
  earning('BONUS_SALARY', 'Bonificación salarial', {
    module: 'OCA',
    category: 'bonus',
    dianElement: 'Bonificaciones',
    dianAttribute: 'BonificacionS',
    incomeWithholdingGroup: SALARIOS,
  }),
  earning('BONUS_NON_SALARY', 'Bonificación no salarial', {
    module: 'OCA',
    category: 'bonus',
    dianElement: 'Bonificaciones',
    dianAttribute: 'BonificacionNS',
    incomeWithholdingGroup: 'OTROS_PAGOS',
  }),
  earning('COMMISSION', 'Comisiones', {
    module: 'OCA',
    category: 'commission',
    dianElement: 'Comisiones',
    incomeWithholdingGroup: 'COMISIONES',
  }),
  earning('PER_DIEM_NON_SALARY', 'Viáticos no salariales', {
    module: 'OCA',
    category: 'per_diem',
    dianElement: 'Transporte',
    dianAttribute: 'ViaticoManuAlojNS',
    incomeWithholdingGroup: 'VIATICOS',
  }),
  earning('AID_NON_SALARY', 'Auxilio no salarial', {
    module: 'STA',
    category: 'aid',
    dianElement: 'Auxilios',
    dianAttribute: 'AuxilioNS',
    incomeWithholdingGroup: 'OTROS_PAGOS',
  }),
  deduction('ADVANCE', 'Descuento de anticipo', {
    module: 'OCA',
    category: 'advance',
    dianElement: 'Anticipos',
    incomeWithholdingGroup: null,
  }),
  deduction('LOAN', 'Libranza', {
    module: 'STA',
    category: 'loan',
    dianElement: 'Libranzas',
    dianAttribute: 'Deduccion',
    incomeWithholdingGroup: null,
  }),
  deduction('GARNISHMENT', 'Embargo judicial', {
    module: 'STA',
    category: 'garnishment',
    dianElement: 'OtrasDeducciones',
    incomeWithholdingGroup: null,
  }),
  deduction('UNION_DUES', 'Cuota sindical', {
    module: 'STA',
    category: 'union',
    dianElement: 'Sindicatos',
    dianAttribute: 'Deduccion',
    incomeWithholdingGroup: null,
  }),
  deduction('COOPERATIVE', 'Aporte a cooperativa', {
    module: 'STA',
    category: 'cooperative',
    dianElement: 'Cooperativa',
    incomeWithholdingGroup: null,
  }),
  deduction('COMPLEMENTARY_PLAN', 'Plan complementario de salud', {
    module: 'STA',
    category: 'complementary_plan',
    dianElement: 'PlanComplementarios',
    incomeWithholdingGroup: null,
  }),
];

export const payrollConcepts = defineReferenceList<PayrollConcept>({
  key: 'payroll-concepts',
  description: 'Conceptos de nómina',
  source: PAYROLL_CONCEPTS_SOURCE,
  items: [...ENGINE_CONCEPTS, ...NOVELTY_CONCEPTS],
});
