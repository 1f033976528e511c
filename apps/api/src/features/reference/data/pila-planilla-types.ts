import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Types of planilla (registro tipo 1, campo 8). Source: Res. 2388 de 2016, Anexo Técnico 2, version 30
 * (Res. 1529 de 2026), as extracted in docs/reference/pila-file-and-code-lists.md §1.4.
 */
export const PILA_PLANILLA_TYPES_SOURCE =
  'Resolución 2388 de 2016, Anexo Técnico 2 (versión 30, Resolución 1529 de 2026), registro tipo 1, campo 8';

export const pilaPlanillaTypes = defineReferenceList<ReferenceItem>({
  key: 'pila-planilla-types',
  description: 'Tipos de planilla PILA',
  source: PILA_PLANILLA_TYPES_SOURCE,
  items: [
    { code: 'A', name: 'Planilla cotizantes con novedad de ingreso' },
    { code: 'B', name: 'Planilla Piso de Protección Social' },
    { code: 'E', name: 'Planilla empleados' },
    {
      code: 'F',
      name: 'Planilla pago aporte patronal faltante, de una entidad beneficiaria del sistema general de participaciones',
    },
    { code: 'H', name: 'Planilla madres sustitutas' },
    { code: 'I', name: 'Planilla independientes' },
    { code: 'J', name: 'Planilla para pago de seguridad social en cumplimiento de sentencia judicial' },
    { code: 'K', name: 'Planilla estudiantes' },
    { code: 'M', name: 'Planilla mora' },
    { code: 'N', name: 'Planilla correcciones' },
    { code: 'O', name: 'Planilla Obligaciones determinadas por la UGPP' },
    { code: 'S', name: 'Planilla empleados de servicio doméstico' },
    { code: 'T', name: 'Planilla empleados entidad beneficiaria del Sistema General de Participación' },
    { code: 'U', name: 'Planilla de uso UGPP para pago por terceros' },
    { code: 'W', name: 'Planilla Reliquidaciones por Retroactivo Servidores Públicos' },
    {
      code: 'X',
      name: 'Planilla para el pago de empresas en proceso de liquidación, reestructuración o en procesos concursales',
    },
    { code: 'Y', name: 'Planilla independientes empresas' },
    { code: 'Z', name: 'Planilla para pago de cálculo actuarial por omisión en pensiones' },
  ],
});
