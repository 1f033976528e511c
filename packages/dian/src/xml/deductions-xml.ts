import type { Deductions } from '../model/deductions.ts';
import { type Amount, formatAmount, formatPercentage } from '../model/money.ts';
import { element, group, textElement } from './writer.ts';

const money = (value: Amount | undefined) => (value === undefined ? undefined : formatAmount(value));
const percent = (value: Amount | undefined) => (value === undefined ? undefined : formatPercentage(value));

/** Deducciones in the order of XSD 1.0.6 (Anexo Técnico v1.0 p.44–49). */
export function deductionsXml(d: Deductions): string {
  const children: string[] = [
    element('Salud', [
      ['Porcentaje', formatPercentage(d.health.percentage)],
      ['Deduccion', formatAmount(d.health.amount)],
    ]),
    element('FondoPension', [
      ['Porcentaje', formatPercentage(d.pension.percentage)],
      ['Deduccion', formatAmount(d.pension.amount)],
    ]),
  ];
  const fsp = d.pensionSolidarityFund;
  if (fsp) {
    children.push(
      element('FondoSP', [
        ['Porcentaje', percent(fsp.percentage)],
        ['DeduccionSP', money(fsp.amount)],
        ['PorcentajeSub', percent(fsp.subsistencePercentage)],
        ['DeduccionSub', money(fsp.subsistenceAmount)],
      ]),
    );
  }
  children.push(
    group(
      'Sindicatos',
      (d.unions ?? []).map((u) =>
        element('Sindicato', [
          ['Porcentaje', formatPercentage(u.percentage)],
          ['Deduccion', formatAmount(u.amount)],
        ]),
      ),
    ),
  );
  children.push(
    group(
      'Sanciones',
      (d.sanctions ?? []).map((s) =>
        element('Sancion', [
          ['SancionPublic', formatAmount(s.publicAmount)],
          ['SancionPriv', formatAmount(s.privateAmount)],
        ]),
      ),
    ),
  );
  children.push(
    group(
      'Libranzas',
      (d.payrollLoans ?? []).map((l) =>
        element('Libranza', [
          ['Descripcion', l.description],
          ['Deduccion', formatAmount(l.amount)],
        ]),
      ),
    ),
  );
  children.push(
    group(
      'PagosTerceros',
      (d.thirdPartyPayments ?? []).map((p) => textElement('PagoTercero', formatAmount(p))),
    ),
  );
  children.push(
    group(
      'Anticipos',
      (d.advances ?? []).map((a) => textElement('Anticipo', formatAmount(a))),
    ),
  );
  children.push(
    group(
      'OtrasDeducciones',
      (d.otherDeductions ?? []).map((o) => textElement('OtraDeduccion', formatAmount(o))),
    ),
  );
  const singles: [string, Amount | undefined][] = [
    ['PensionVoluntaria', d.voluntaryPension],
    ['RetencionFuente', d.withholdingTax],
    ['AFC', d.afc],
    ['Cooperativa', d.cooperative],
    ['EmbargoFiscal', d.taxGarnishment],
    ['PlanComplementarios', d.complementaryPlans],
    ['Educacion', d.education],
    ['Reintegro', d.refund],
    ['Deuda', d.debt],
  ];
  for (const [name, value] of singles) {
    if (value !== undefined) children.push(textElement(name, formatAmount(value)));
  }
  return element('Deducciones', [], children);
}
