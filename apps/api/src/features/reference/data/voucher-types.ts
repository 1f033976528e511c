import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Accounting voucher types (tipos de comprobante) a payroll posting can belong to: one per settlement process
 * whose result is posted, with the process type codes of the product spec (spec 02, value-list calendars: NM
 * payroll, SS social security, LD retirement settlement, CES severance deposit). Every posting must be supported
 * by a voucher (Decreto 2649 de 1993, art. 124).
 */
export const VOUCHER_TYPES_SOURCE =
  'Especificación 02 (tipos de calendario NM, SS, LD, CES); Decreto 2649 de 1993, art. 124 (comprobantes de contabilidad)';

export const voucherTypes = defineReferenceList<ReferenceItem>({
  key: 'voucher-types',
  description: 'Tipos de comprobante contable',
  source: VOUCHER_TYPES_SOURCE,
  items: [
    { code: 'NM', name: 'Nómina' },
    { code: 'SS', name: 'Seguridad social y aportes parafiscales' },
    { code: 'LD', name: 'Liquidación de contrato' },
    { code: 'CES', name: 'Consignación de cesantías' },
  ],
});
