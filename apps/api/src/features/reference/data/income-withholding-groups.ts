import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Groups of the income-and-withholding certificate (Formulario 220, "Certificado de ingresos y retenciones por
 * rentas de trabajo y de pensiones", E.T. arts. 378 and 379): each payroll concept is added to one group, and
 * each group is one box of the form. Names and box numbers are those of the form prescribed by Resolución DIAN
 * 000022 de 2024 for años gravables 2023 y siguientes (docs/reference/year-end-and-deadlines.md §1.3). Box 49
 * (cesantías consignadas), 52 (total) and 59 (ingreso laboral promedio) are computed, not grouped. The codes
 * are Quincena's own and outlive a renumbering of the form; only `box` follows it.
 */
export const INCOME_WITHHOLDING_GROUPS_SOURCE =
  'DIAN, Formulario 220 (Resolución 000022 de 2024, años gravables 2023 y siguientes), conceptos de los ' +
  'ingresos y de los aportes; Estatuto Tributario, arts. 378 y 379';

export interface IncomeWithholdingGroup extends ReferenceItem {
  /** Income lines add up to the gross income; contribution lines and the withholding are reported apart. */
  readonly section: 'income' | 'contribution' | 'withholding';
  /** The box of Formulario 220 the group fills. */
  readonly box: number;
}

type Group = IncomeWithholdingGroup;
const income = (box: number, code: string, name: string): Group => ({ code, name, section: 'income', box });
const contribution = (box: number, code: string, name: string): Group => ({
  code,
  name,
  section: 'contribution',
  box,
});

export const incomeWithholdingGroups = defineReferenceList<IncomeWithholdingGroup>({
  key: 'income-withholding-groups',
  description: 'Grupos del certificado de ingresos y retenciones',
  source: INCOME_WITHHOLDING_GROUPS_SOURCE,
  items: [
    income(36, 'SALARIOS', 'Pagos por salarios'),
    income(
      37,
      'BONOS',
      'Pagos realizados con bonos electrónicos o de papel de servicio, cheques, tarjetas, vales, etc.',
    ),
    income(
      38,
      'ALIMENTACION_EXCESO',
      'Valor del exceso de los pagos por alimentación mayores a 41 UVT, art. 387-1 E.T.',
    ),
    income(39, 'HONORARIOS', 'Pagos por honorarios'),
    income(40, 'SERVICIOS', 'Pagos por servicios'),
    income(41, 'COMISIONES', 'Pagos por comisiones'),
    income(42, 'PRESTACIONES', 'Pagos por prestaciones sociales'),
    income(43, 'VIATICOS', 'Pagos por viáticos'),
    income(44, 'REPRESENTACION', 'Pagos por gastos de representación'),
    income(45, 'COOPERATIVO', 'Pagos por compensaciones por el trabajo asociado cooperativo'),
    income(46, 'OTROS_PAGOS', 'Otros pagos'),
    income(47, 'CESANTIAS', 'Auxilio de cesantías e intereses efectivamente pagados al empleado'),
    income(
      48,
      'CESANTIAS_TRADICIONAL',
      'Auxilio de cesantías reconocido a trabajadores del régimen tradicional del Código Sustantivo del Trabajo',
    ),
    income(50, 'PENSIONES', 'Pensiones de jubilación, vejez o invalidez'),
    income(
      51,
      'APOYOS_EDUCATIVOS',
      'Apoyos económicos educativos financiados con recursos públicos, no reembolsables o condonados',
    ),
    contribution(53, 'APORTES_SALUD', 'Aportes obligatorios por salud a cargo del trabajador'),
    contribution(
      54,
      'APORTES_PENSION',
      'Aportes obligatorios a fondos de pensiones y solidaridad pensional a cargo del trabajador',
    ),
    contribution(
      55,
      'COTIZACIONES_VOLUNTARIAS_RAIS',
      'Cotizaciones voluntarias al régimen de ahorro individual con solidaridad - RAIS',
    ),
    contribution(56, 'APORTES_VOLUNTARIOS', 'Aportes voluntarios a fondos de pensiones'),
    contribution(57, 'AFC', 'Aportes a cuentas AFC'),
    contribution(58, 'AVC', 'Aportes a cuentas AVC'),
    {
      code: 'RETENCION',
      name: 'Valor de la retención en la fuente por ingresos laborales y de pensiones',
      section: 'withholding',
      box: 60,
    },
  ],
});
