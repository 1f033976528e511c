import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Groups of the income-and-withholding certificate (Formulario 220, "Certificado de ingresos y retenciones por
 * rentas de trabajo y de pensiones", E.T. arts. 378 and 379): each payroll concept is added to one group, and
 * each group is one line of the form. Names are the DIAN's line captions (formulario 220 prescribed by
 * Resolución DIAN 000117 de 2020 for año gravable 2020); the box numbers change between years, so the codes
 * are Quincena's own.
 */
export const INCOME_WITHHOLDING_GROUPS_SOURCE =
  'DIAN, Formulario 220 (Resolución 000117 de 2020), conceptos de los ingresos y de los aportes; ' +
  'Estatuto Tributario, arts. 378 y 379';

export interface IncomeWithholdingGroup extends ReferenceItem {
  /** Income lines add up to the gross income; contribution lines and the withholding are reported apart. */
  readonly section: 'income' | 'contribution' | 'withholding';
}

export const incomeWithholdingGroups = defineReferenceList<IncomeWithholdingGroup>({
  key: 'income-withholding-groups',
  description: 'Grupos del certificado de ingresos y retenciones',
  source: INCOME_WITHHOLDING_GROUPS_SOURCE,
  items: [
    { code: 'SALARIOS', name: 'Pagos por salarios o emolumentos eclesiásticos', section: 'income' },
    {
      code: 'BONOS',
      name: 'Pagos realizados con bonos electrónicos o de papel de servicio, cheques, tarjetas, vales, etc.',
      section: 'income',
    },
    { code: 'HONORARIOS', name: 'Pagos por honorarios', section: 'income' },
    { code: 'SERVICIOS', name: 'Pagos por servicios', section: 'income' },
    { code: 'COMISIONES', name: 'Pagos por comisiones', section: 'income' },
    { code: 'PRESTACIONES', name: 'Pagos por prestaciones sociales', section: 'income' },
    { code: 'VIATICOS', name: 'Pagos por viáticos', section: 'income' },
    { code: 'REPRESENTACION', name: 'Pagos por gastos de representación', section: 'income' },
    {
      code: 'COOPERATIVO',
      name: 'Pagos por compensaciones por el trabajo asociado cooperativo',
      section: 'income',
    },
    { code: 'OTROS_PAGOS', name: 'Otros pagos', section: 'income' },
    {
      code: 'CESANTIAS',
      name: 'Cesantías e intereses de cesantías efectivamente pagadas en el periodo',
      section: 'income',
    },
    { code: 'PENSIONES', name: 'Pensiones de jubilación, vejez o invalidez', section: 'income' },
    {
      code: 'APORTES_SALUD',
      name: 'Aportes obligatorios por salud a cargo del trabajador',
      section: 'contribution',
    },
    {
      code: 'APORTES_PENSION',
      name: 'Aportes obligatorios a fondos de pensiones y solidaridad pensional a cargo del trabajador',
      section: 'contribution',
    },
    {
      code: 'COTIZACIONES_VOLUNTARIAS_RAIS',
      name: 'Cotizaciones voluntarias al régimen de ahorro individual con solidaridad - RAIS',
      section: 'contribution',
    },
    {
      code: 'APORTES_VOLUNTARIOS',
      name: 'Aportes voluntarios a fondos de pensiones',
      section: 'contribution',
    },
    { code: 'AFC', name: 'Aportes a cuentas AFC', section: 'contribution' },
    {
      code: 'RETENCION',
      name: 'Valor de la retención en la fuente por ingresos laborales y de pensiones',
      section: 'withholding',
    },
  ],
});
