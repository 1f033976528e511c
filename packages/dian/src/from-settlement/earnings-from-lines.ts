import type { DianAttribute, DianEarningElement } from '@quincena/payroll';
import Decimal from 'decimal.js';
import type { OvertimeKind } from '../model/code-lists.ts';
import type { Earnings, OvertimeEarning, SalaryPair } from '../model/earnings.ts';
import {
  ofElement,
  percentageOf,
  type ReportedLine,
  sum,
  sumOrUndefined,
  wholeUnits,
} from './group-lines.ts';

const HOUR_GROUPS: Record<string, OvertimeKind> = {
  HEDs: 'HED',
  HENs: 'HEN',
  HRNs: 'HRN',
  HEDDFs: 'HEDDF',
  HRDDFs: 'HRDDF',
  HENDFs: 'HENDF',
  HRNDFs: 'HRNDF',
};

/** Cesantías interest is 12 % a year on the balance (Ley 52 de 1975 art. 1). */
const SEVERANCE_INTEREST_PERCENTAGE = '12';

const isNonSalary = (attribute: DianAttribute | undefined, nonSalary: DianAttribute[], line: ReportedLine) =>
  attribute !== undefined ? nonSalary.includes(attribute) : !line.salary;

function pairs(lines: ReportedLine[], nonSalary: DianAttribute[]): SalaryPair[] {
  return lines.map((l) =>
    isNonSalary(l.dianAttribute, nonSalary, l) ? { nonSalary: l.value } : { salary: l.value },
  );
}

const nonZero = (lines: ReportedLine[]) => lines.filter((l) => !new Decimal(l.value).isZero());

/**
 * Devengados of the month from the settlement lines of its periods. Lines of the same element are
 * added up when the XSD has a single occurrence (Basico, Primas, Cesantias …); dated novelties
 * (vacaciones, incapacidades, licencias) keep one element per line; overtime is grouped by kind
 * and percentage so the two fortnights become one entry per rate.
 */
export function earningsFromLines(lines: ReportedLine[]): Earnings {
  const of = (element: DianEarningElement) => nonZero(ofElement(lines, element));
  const basic = ofElement(lines, 'Basico');
  const earnings: Earnings = {
    basic: {
      workedDays: Math.min(30, Math.round(sum(basic, (l) => l.units).toNumber())),
      amount: sum(basic).toString(),
    },
  };

  const transport = of('Transporte');
  const allowance = transport.filter((l) => (l.dianAttribute ?? 'AuxilioTransporte') === 'AuxilioTransporte');
  const perDiemS = transport.filter((l) => l.dianAttribute === 'ViaticoManuAlojS');
  const perDiemNS = transport.filter((l) => l.dianAttribute === 'ViaticoManuAlojNS');
  const transportEntries = [
    ...(allowance.length ? [{ allowance: sum(allowance).toString() }] : []),
    ...(perDiemS.length || perDiemNS.length
      ? [{ salaryPerDiem: sumOrUndefined(perDiemS), nonSalaryPerDiem: sumOrUndefined(perDiemNS) }]
      : []),
  ];
  if (transportEntries.length) earnings.transport = transportEntries;

  const overtime = new Map<string, OvertimeEarning>();
  for (const line of lines) {
    const kind = HOUR_GROUPS[line.dianElement];
    if (!kind || new Decimal(line.value).isZero()) continue;
    const percentage = percentageOf(line);
    const key = `${kind}/${percentage ?? ''}`;
    const current = overtime.get(key);
    overtime.set(key, {
      kind,
      hours: new Decimal(current?.hours ?? 0).plus(line.units).toString(),
      ...(percentage === undefined ? {} : { percentage }),
      amount: new Decimal(current?.amount ?? 0).plus(line.value).toString(),
    });
  }
  if (overtime.size) earnings.overtime = [...overtime.values()];

  const vacations = [
    ...of('VacacionesComunes').map((l) => ({
      kind: 'enjoyed' as const,
      start: l.startDate,
      end: l.endDate,
      days: wholeUnits(l),
      amount: l.value,
    })),
    ...of('VacacionesCompensadas').map((l) => ({
      kind: 'compensated' as const,
      days: wholeUnits(l),
      amount: l.value,
    })),
  ];
  if (vacations.length) earnings.vacations = vacations;

  const primas = of('Primas');
  if (primas.length) {
    const salaryPart = primas.filter((l) => l.dianAttribute !== 'PagoNS');
    const nonSalaryPart = primas.filter((l) => l.dianAttribute === 'PagoNS');
    earnings.serviceBonus = {
      days: salaryPart.reduce((d, l) => d + wholeUnits(l), 0),
      amount: sum(salaryPart).toString(),
      ...(nonSalaryPart.length ? { nonSalaryAmount: sum(nonSalaryPart).toString() } : {}),
    };
  }

  const severance = of('Cesantias');
  if (severance.length) {
    const interest = severance.filter((l) => l.dianAttribute === 'PagoIntereses');
    earnings.severance = {
      amount: sum(severance.filter((l) => l.dianAttribute !== 'PagoIntereses')).toString(),
      interestPercentage: percentageOf(interest[0]) ?? SEVERANCE_INTEREST_PERCENTAGE,
      interest: sum(interest).toString(),
    };
  }

  const disabilities = of('Incapacidades').map((l) => ({
    start: l.startDate,
    end: l.endDate,
    days: wholeUnits(l),
    type: l.dianIncapacityType ?? 1,
    amount: l.value,
  }));
  if (disabilities.length) earnings.disabilities = disabilities;

  const leaves = [
    ...of('LicenciaMP').map((l) => ({ kind: 'maternityPaternity' as const, l })),
    ...of('LicenciaR').map((l) => ({ kind: 'paid' as const, l })),
  ].map(({ kind, l }) => ({
    kind,
    start: l.startDate,
    end: l.endDate,
    days: wholeUnits(l),
    amount: l.value,
  }));
  // Unpaid leave carries no amount: its lines may be zero-valued, so they are read unfiltered.
  const unpaid = ofElement(lines, 'LicenciaNR').map((l) => ({
    kind: 'unpaid' as const,
    start: l.startDate,
    end: l.endDate,
    days: wholeUnits(l),
  }));
  if (leaves.length || unpaid.length) earnings.leaves = [...leaves, ...unpaid];

  const bonuses = pairs(of('Bonificaciones'), ['BonificacionNS']);
  if (bonuses.length) earnings.bonuses = bonuses;
  const aids = pairs(of('Auxilios'), ['AuxilioNS']);
  if (aids.length) earnings.aids = aids;
  const strikes = ofElement(lines, 'HuelgasLegales').map((l) => ({
    start: l.startDate,
    end: l.endDate,
    days: wholeUnits(l),
  }));
  if (strikes.length) earnings.legalStrikes = strikes;
  const others = of('OtrosConceptos').map((l) => ({
    description: l.name,
    ...(isNonSalary(l.dianAttribute, ['ConceptoNS'], l) ? { nonSalary: l.value } : { salary: l.value }),
  }));
  if (others.length) earnings.otherConcepts = others;
  const compensations = of('Compensaciones').map((l) => ({ ordinary: l.value, extraordinary: '0' }));
  if (compensations.length) earnings.compensations = compensations;
  const epctv = of('BonoEPCTVs').map((l) =>
    isNonSalary(l.dianAttribute, ['PagoNS'], l) ? { nonSalary: l.value } : { salary: l.value },
  );
  if (epctv.length) earnings.epctvBonuses = epctv;

  const lists: [DianEarningElement, 'commissions' | 'thirdPartyPayments' | 'advances'][] = [
    ['Comisiones', 'commissions'],
    ['PagosTerceros', 'thirdPartyPayments'],
    ['Anticipos', 'advances'],
  ];
  for (const [element, field] of lists) {
    const values = of(element).map((l) => l.value);
    if (values.length) earnings[field] = values;
  }
  const singles: [DianEarningElement, keyof Earnings][] = [
    ['Dotacion', 'workClothing'],
    ['ApoyoSost', 'sustenanceSupport'],
    ['Teletrabajo', 'telework'],
    ['BonifRetiro', 'retirementBonus'],
    ['Indemnizacion', 'indemnity'],
    ['Reintegro', 'refund'],
  ];
  for (const [element, field] of singles) {
    const total = sumOrUndefined(of(element));
    if (total !== undefined) (earnings as unknown as Record<string, string>)[field] = total;
  }
  return earnings;
}
