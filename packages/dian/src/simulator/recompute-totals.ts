import type { Element } from '@xmldom/xmldom';
import Decimal from 'decimal.js';
import { childElements } from './xml-reader.ts';

/**
 * Attributes under Devengados and Deducciones that are not money: days, hours, percentages,
 * dates, codes and descriptions. Everything else is an amount the totals must add up
 * (Anexo NIE187–NIE189). Written independently of the builder so it can catch its mistakes.
 */
const NOT_MONEY = new Set([
  'DiasTrabajados',
  'HoraInicio',
  'HoraFin',
  'Cantidad',
  'Porcentaje',
  'PorcentajeSub',
  'FechaInicio',
  'FechaFin',
  'Tipo',
  'DescripcionConcepto',
  'Descripcion',
]);

export function sumMoney(section: Element | null): Decimal {
  let total = new Decimal(0);
  const visit = (element: Element) => {
    const children = childElements(element);
    for (let i = 0; i < element.attributes.length; i++) {
      const a = element.attributes.item(i);
      if (a && !NOT_MONEY.has(a.name)) total = total.plus(a.value);
    }
    if (children.length === 0 && element.attributes.length === 0) {
      total = total.plus((element.textContent ?? '0').trim() || '0');
    }
    for (const child of children) visit(child);
  };
  for (const child of childElements(section)) visit(child);
  return total;
}
