import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Expense types of a cost centre: the class of the Plan Único de Cuentas where its payroll cost is posted —
 * administrative or sales expense (class 5) or production/operation cost (class 7). Source: Decreto 2650 de 1993
 * (PUC para comerciantes), groups 51, 52, 72, 73 and 74.
 */
export const EXPENSE_TYPES_SOURCE = 'Decreto 2650 de 1993, Plan Único de Cuentas, grupos 51, 52, 72, 73 y 74';

export const expenseTypes = defineReferenceList<ReferenceItem>({
  key: 'expense-types',
  description: 'Tipos de gasto',
  source: EXPENSE_TYPES_SOURCE,
  items: [
    { code: '51', name: 'Gastos operacionales de administración' },
    { code: '52', name: 'Gastos operacionales de ventas' },
    { code: '72', name: 'Costo de producción - mano de obra directa' },
    { code: '73', name: 'Costo de producción - costos indirectos' },
    { code: '74', name: 'Costo de producción - contratos de servicios' },
  ],
});
