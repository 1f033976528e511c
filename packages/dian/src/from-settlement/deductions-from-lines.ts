import type { DianDeductionElement } from '@quincena/payroll';
import Decimal from 'decimal.js';
import type { Deductions } from '../model/deductions.ts';
import { ofElement, percentageOf, type ReportedLine, sum, sumOrUndefined } from './group-lines.ts';

const nonZero = (lines: ReportedLine[]) => lines.filter((l) => !new Decimal(l.value).isZero());

/** The month's share: Salud and FondoPension are required even when zero (XSD 1.0.6). */
function contribution(lines: ReportedLine[]): { percentage: string; amount: string } {
  return { percentage: percentageOf(lines[0]) ?? '0', amount: sum(lines).toString() };
}

/** Deducciones of the month from the settlement lines of its periods. */
export function deductionsFromLines(lines: ReportedLine[]): Deductions {
  const of = (element: DianDeductionElement) => nonZero(ofElement(lines, element));
  const deductions: Deductions = {
    health: contribution(ofElement(lines, 'Salud')),
    pension: contribution(ofElement(lines, 'FondoPension')),
  };
  const fsp = of('FondoSP');
  if (fsp.length) {
    const solidarity = fsp.filter((l) => l.dianAttribute !== 'DeduccionSub');
    const subsistence = fsp.filter((l) => l.dianAttribute === 'DeduccionSub');
    deductions.pensionSolidarityFund = {
      ...(solidarity.length
        ? { percentage: percentageOf(solidarity[0]), amount: sum(solidarity).toString() }
        : {}),
      ...(subsistence.length
        ? {
            subsistencePercentage: percentageOf(subsistence[0]),
            subsistenceAmount: sum(subsistence).toString(),
          }
        : {}),
    };
  }
  const unions = of('Sindicatos').map((l) => ({ percentage: percentageOf(l) ?? '0', amount: l.value }));
  if (unions.length) deductions.unions = unions;
  const sanctions = of('Sanciones').map((l) =>
    l.dianAttribute === 'SancionPublic'
      ? { publicAmount: l.value, privateAmount: '0' }
      : { publicAmount: '0', privateAmount: l.value },
  );
  if (sanctions.length) deductions.sanctions = sanctions;
  const loans = of('Libranzas').map((l) => ({ description: l.name, amount: l.value }));
  if (loans.length) deductions.payrollLoans = loans;
  const lists: [DianDeductionElement, 'thirdPartyPayments' | 'advances' | 'otherDeductions'][] = [
    ['PagosTerceros', 'thirdPartyPayments'],
    ['Anticipos', 'advances'],
    ['OtrasDeducciones', 'otherDeductions'],
  ];
  for (const [element, field] of lists) {
    const values = of(element).map((l) => l.value);
    if (values.length) deductions[field] = values;
  }
  const singles: [DianDeductionElement, keyof Deductions][] = [
    ['PensionVoluntaria', 'voluntaryPension'],
    ['RetencionFuente', 'withholdingTax'],
    ['AFC', 'afc'],
    ['Cooperativa', 'cooperative'],
    ['EmbargoFiscal', 'taxGarnishment'],
    ['PlanComplementarios', 'complementaryPlans'],
    ['Educacion', 'education'],
    ['Reintegro', 'refund'],
    ['Deuda', 'debt'],
  ];
  for (const [element, field] of singles) {
    const total = sumOrUndefined(of(element));
    if (total !== undefined) (deductions as unknown as Record<string, string>)[field] = total;
  }
  return deductions;
}
