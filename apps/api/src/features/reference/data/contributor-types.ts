import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Tipos de cotizante of the PILA (registro tipo 2, campo 5). Source: Res. 2388 de 2016, Anexo Técnico 2,
 * version 30 of 24 July 2026 (modified by Res. 1529 de 2026), as extracted in the catalogue cited in
 * docs/reference/pila-file-and-code-lists.md §5.1. Numbering is sparse because derogated codes were removed.
 * The DIAN electronic payroll uses the same codes for TipoTrabajador (Res. 000013 de 2021, tabla 5.5.3).
 */
export const CONTRIBUTOR_TYPES_SOURCE =
  'Resolución 2388 de 2016, Anexo Técnico 2 (versión 30, Resolución 1529 de 2026), registro tipo 2, campo 5; ' +
  'DIAN, Resolución 000013 de 2021, tabla 5.5.3 (TipoTrabajador)';

export const contributorTypes = defineReferenceList<ReferenceItem>({
  key: 'contributor-types',
  description: 'Tipos de cotizante (PILA)',
  source: CONTRIBUTOR_TYPES_SOURCE,
  items: [
    { code: '01', name: 'Dependiente' },
    { code: '02', name: 'Servicio doméstico' },
    { code: '03', name: 'Independiente' },
    { code: '04', name: 'Madre sustituta' },
    { code: '12', name: 'Aprendices en etapa lectiva' },
    { code: '16', name: 'Independiente agremiado o asociado' },
    { code: '18', name: 'Servidores públicos sin tope máximo en el IBC' },
    { code: '19', name: 'Aprendices etapa lectiva Ley 2466 de 2025' },
    { code: '20', name: 'Estudiantes (Régimen especial Ley 789 de 2002)' },
    { code: '21', name: 'Estudiante de posgrado de salud y residente' },
    { code: '22', name: 'Profesor de establecimiento particular' },
    { code: '23', name: 'Estudiantes aporte solo riesgos laborales' },
    {
      code: '30',
      name: 'Dependiente entidades o universidades públicas de los Regímenes Especial y de Excepción',
    },
    { code: '31', name: 'Cooperados de Cooperativas o Precooperativas de trabajo asociado' },
    {
      code: '32',
      name:
        'Cotizante miembro de la carrera diplomática o consular de un país extranjero o funcionario de organismo ' +
        'multilateral no sometido a la legislación colombiana',
    },
    { code: '33', name: 'Beneficiario del Fondo de Solidaridad Pensional' },
    { code: '34', name: 'Concejal o edil de JAL del Distrito Capital de Bogotá' },
    { code: '35', name: 'Concejal municipal o distrital' },
    { code: '36', name: 'Edil de JAL beneficiario del Fondo de Solidaridad Pensional' },
    { code: '40', name: 'Beneficiario UPC adicional' },
    { code: '42', name: 'Cotizante independiente pago solo salud' },
    { code: '43', name: 'Cotizante a pensiones con pago por tercero' },
    { code: '44', name: 'Cotizante dependiente Empleo de Emergencia con duración mayor o igual a un mes' },
    { code: '45', name: 'Cotizante dependiente Empleo de Emergencia con duración menor a un mes' },
    {
      code: '47',
      name: 'Trabajador dependiente de entidad beneficiaria del Sistema General de Participaciones - Aportes Patronales',
    },
    { code: '51', name: 'Trabajador de tiempo parcial dependiente' },
    { code: '52', name: 'Beneficiario del mecanismo de protección al cesante' },
    { code: '53', name: 'Afiliado partícipe' },
    { code: '54', name: 'Prepensionado de entidades en liquidación' },
    { code: '55', name: 'Afiliado partícipe - dependiente' },
    { code: '56', name: 'Prepensionado con aporte voluntario a Salud' },
    { code: '57', name: 'Independiente voluntario al Sistema de Riesgos Laborales' },
    { code: '58', name: 'Estudiantes de prácticas laborales en el sector público' },
    { code: '59', name: 'Independiente con contrato de prestación de servicios superior a 1 mes' },
    { code: '60', name: 'Edil JAL no beneficiario del Fondo de Solidaridad Pensional' },
    { code: '61', name: 'Beneficiario programa de reincorporación' },
    { code: '62', name: 'Personal del Magisterio' },
    { code: '63', name: 'Beneficiario de Prestación humanitaria' },
    { code: '64', name: 'Trabajador penitenciario o servicio de utilidad pública' },
    { code: '65', name: 'Dependiente vinculado piso de protección social' },
    { code: '66', name: 'Independiente vinculado piso de protección social' },
    { code: '67', name: 'Voluntario en primera respuesta aporte solo al Sistema de Riesgos Laborales' },
    { code: '68', name: 'Dependiente veterano de la Fuerza Pública' },
    { code: '69', name: 'Contribuyente solidario' },
    { code: '70', name: 'Promotor del Servicio Social para la Paz' },
    { code: '71', name: 'Ley de Segundas Oportunidades' },
    { code: '72', name: 'Mujeres con aporte a pensión por pago por tercero' },
    { code: '73', name: 'Interno de Medicina' },
    { code: '74', name: 'Reciclador de Oficio' },
    { code: '75', name: 'Dependiente con Permanencia en el Régimen Subsidiado' },
    { code: '76', name: 'Trabajador de tiempo parcial Independiente' },
  ],
});
