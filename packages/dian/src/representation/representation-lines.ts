import Decimal from 'decimal.js';
import { OVERTIME_KINDS } from '../model/code-lists.ts';
import type { Deductions } from '../model/deductions.ts';
import type { Earnings } from '../model/earnings.ts';
import type { Amount } from '../model/money.ts';

/** One printed line of the graphic representation: what was paid or deducted, how much of it, and the pesos. */
export interface RepresentationLine {
  label: string;
  /** Days, hours or a percentage as printed ("30 días", "2 horas", "4 %"), when the element has one. */
  quantity?: string;
  amount: string;
}

const days = (n: number) => `${n} ${n === 1 ? 'día' : 'días'}`;
const hours = (n: Amount) => `${new Decimal(n).toString()} ${new Decimal(n).eq(1) ? 'hora' : 'horas'}`;
const percent = (n: Amount) => `${new Decimal(n).toString()} %`;

function push(
  lines: RepresentationLine[],
  label: string,
  value: Amount | undefined,
  quantity?: string,
): void {
  if (value === undefined || new Decimal(value).isZero()) return;
  const amount = new Decimal(value).toFixed(2);
  lines.push(quantity === undefined ? { label, amount } : { label, quantity, amount });
}

/** One line per amount of a repeated element, all under the same label. */
function pushEach(lines: RepresentationLine[], label: string, amounts: readonly Amount[] | undefined): void {
  for (const amount of amounts ?? []) push(lines, label, amount);
}

/** One line per single-amount element, in the order given. */
function pushAll(
  lines: RepresentationLine[],
  elements: ReadonlyArray<readonly [string, Amount | undefined]>,
): void {
  for (const [label, amount] of elements) push(lines, label, amount);
}

/**
 * The Devengados of a document as lines a worker reads (Anexo §13: the graphic representation shows
 * the document's content): one per element and amount, in schema order, with the names of the annex.
 */
export function earningLines(earnings: Earnings): RepresentationLine[] {
  const lines: RepresentationLine[] = [];
  push(lines, 'Salario básico', earnings.basic.amount, days(earnings.basic.workedDays));
  for (const transport of earnings.transport ?? []) {
    push(lines, 'Auxilio de transporte', transport.allowance);
    push(lines, 'Viáticos salariales', transport.salaryPerDiem);
    push(lines, 'Viáticos no salariales', transport.nonSalaryPerDiem);
  }
  for (const hour of earnings.overtime ?? [])
    push(lines, OVERTIME_KINDS[hour.kind].name, hour.amount, hours(hour.hours));
  for (const vacation of earnings.vacations ?? [])
    push(
      lines,
      vacation.kind === 'enjoyed' ? 'Vacaciones disfrutadas' : 'Vacaciones compensadas',
      vacation.amount,
      days(vacation.days),
    );
  if (earnings.serviceBonus) {
    push(lines, 'Prima de servicios', earnings.serviceBonus.amount, days(earnings.serviceBonus.days));
    push(lines, 'Prima no salarial', earnings.serviceBonus.nonSalaryAmount);
  }
  if (earnings.severance) {
    push(lines, 'Cesantías', earnings.severance.amount);
    push(
      lines,
      'Intereses sobre cesantías',
      earnings.severance.interest,
      percent(earnings.severance.interestPercentage),
    );
  }
  for (const disability of earnings.disabilities ?? [])
    push(lines, 'Incapacidad', disability.amount, days(disability.days));
  for (const leave of earnings.leaves ?? []) {
    if (leave.kind === 'unpaid') continue;
    push(
      lines,
      leave.kind === 'paid' ? 'Licencia remunerada' : 'Licencia de maternidad o paternidad',
      leave.amount,
      days(leave.days),
    );
  }
  for (const bonus of earnings.bonuses ?? []) {
    push(lines, 'Bonificación salarial', bonus.salary);
    push(lines, 'Bonificación no salarial', bonus.nonSalary);
  }
  for (const aid of earnings.aids ?? []) {
    push(lines, 'Auxilio salarial', aid.salary);
    push(lines, 'Auxilio no salarial', aid.nonSalary);
  }
  for (const other of earnings.otherConcepts ?? []) {
    push(lines, `${other.description} (salarial)`, other.salary);
    push(lines, `${other.description} (no salarial)`, other.nonSalary);
  }
  for (const compensation of earnings.compensations ?? []) {
    push(lines, 'Compensación ordinaria', compensation.ordinary);
    push(lines, 'Compensación extraordinaria', compensation.extraordinary);
  }
  for (const bonus of earnings.epctvBonuses ?? []) {
    push(lines, 'Bono salarial', bonus.salary);
    push(lines, 'Bono no salarial', bonus.nonSalary);
    push(lines, 'Bono de alimentación salarial', bonus.foodSalary);
    push(lines, 'Bono de alimentación no salarial', bonus.foodNonSalary);
  }
  pushEach(lines, 'Comisión', earnings.commissions);
  pushEach(lines, 'Pago a terceros', earnings.thirdPartyPayments);
  pushEach(lines, 'Anticipo', earnings.advances);
  pushAll(lines, [
    ['Dotación', earnings.workClothing],
    ['Apoyo de sostenimiento', earnings.sustenanceSupport],
    ['Auxilio de teletrabajo', earnings.telework],
    ['Bonificación por retiro', earnings.retirementBonus],
    ['Indemnización', earnings.indemnity],
    ['Reintegro', earnings.refund],
  ]);
  return lines;
}

/** The Deducciones of a document as printed lines, in schema order. */
export function deductionLines(deductions: Deductions): RepresentationLine[] {
  const lines: RepresentationLine[] = [];
  push(lines, 'Salud', deductions.health.amount, percent(deductions.health.percentage));
  push(lines, 'Fondo de pensión', deductions.pension.amount, percent(deductions.pension.percentage));
  const fund = deductions.pensionSolidarityFund;
  if (fund) {
    push(
      lines,
      'Fondo de solidaridad pensional',
      fund.amount,
      fund.percentage ? percent(fund.percentage) : undefined,
    );
    push(
      lines,
      'Fondo de subsistencia',
      fund.subsistenceAmount,
      fund.subsistencePercentage ? percent(fund.subsistencePercentage) : undefined,
    );
  }
  for (const union of deductions.unions ?? [])
    push(lines, 'Sindicato', union.amount, percent(union.percentage));
  for (const sanction of deductions.sanctions ?? []) {
    push(lines, 'Sanción pública', sanction.publicAmount);
    push(lines, 'Sanción privada', sanction.privateAmount);
  }
  for (const loan of deductions.payrollLoans ?? []) push(lines, `Libranza: ${loan.description}`, loan.amount);
  pushEach(lines, 'Pago a terceros', deductions.thirdPartyPayments);
  pushEach(lines, 'Anticipo', deductions.advances);
  pushEach(lines, 'Otra deducción', deductions.otherDeductions);
  pushAll(lines, [
    ['Pensión voluntaria', deductions.voluntaryPension],
    ['Retención en la fuente', deductions.withholdingTax],
    ['Ahorro para el fomento de la construcción (AFC)', deductions.afc],
    ['Cooperativa', deductions.cooperative],
    ['Embargo fiscal', deductions.taxGarnishment],
    ['Planes complementarios', deductions.complementaryPlans],
    ['Educación', deductions.education],
    ['Reintegro', deductions.refund],
    ['Deuda', deductions.debt],
  ]);
  return lines;
}
