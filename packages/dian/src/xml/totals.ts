import type Decimal from 'decimal.js';
import type { Deductions } from '../model/deductions.ts';
import type { Earnings } from '../model/earnings.ts';
import { type Amount, sumAmounts } from '../model/money.ts';

export interface DocumentTotals {
  /** DevengadosTotal (NIE187): the sum of every Devengados amount. */
  earnings: Decimal;
  /** DeduccionesTotal (NIE188): the sum of every Deducciones amount. */
  deductions: Decimal;
  /** ComprobanteTotal (NIE189): DevengadosTotal − DeduccionesTotal. */
  net: Decimal;
}

/** Every amount of Devengados, in any order: percentages, days and hours are not money. */
export function earningAmounts(e: Earnings): (Amount | undefined)[] {
  const out: (Amount | undefined)[] = [e.basic.amount];
  for (const t of e.transport ?? []) out.push(t.allowance, t.salaryPerDiem, t.nonSalaryPerDiem);
  for (const o of e.overtime ?? []) out.push(o.amount);
  for (const v of e.vacations ?? []) out.push(v.amount);
  if (e.serviceBonus) out.push(e.serviceBonus.amount, e.serviceBonus.nonSalaryAmount);
  if (e.severance) out.push(e.severance.amount, e.severance.interest);
  for (const d of e.disabilities ?? []) out.push(d.amount);
  for (const l of e.leaves ?? []) if (l.kind !== 'unpaid') out.push(l.amount);
  for (const b of e.bonuses ?? []) out.push(b.salary, b.nonSalary);
  for (const a of e.aids ?? []) out.push(a.salary, a.nonSalary);
  for (const c of e.otherConcepts ?? []) out.push(c.salary, c.nonSalary);
  for (const c of e.compensations ?? []) out.push(c.ordinary, c.extraordinary);
  for (const b of e.epctvBonuses ?? []) out.push(b.salary, b.nonSalary, b.foodSalary, b.foodNonSalary);
  out.push(...(e.commissions ?? []), ...(e.thirdPartyPayments ?? []), ...(e.advances ?? []));
  out.push(e.workClothing, e.sustenanceSupport, e.telework, e.retirementBonus, e.indemnity, e.refund);
  return out;
}

export function deductionAmounts(d: Deductions): (Amount | undefined)[] {
  const out: (Amount | undefined)[] = [d.health.amount, d.pension.amount];
  if (d.pensionSolidarityFund)
    out.push(d.pensionSolidarityFund.amount, d.pensionSolidarityFund.subsistenceAmount);
  for (const u of d.unions ?? []) out.push(u.amount);
  for (const s of d.sanctions ?? []) out.push(s.publicAmount, s.privateAmount);
  for (const l of d.payrollLoans ?? []) out.push(l.amount);
  out.push(...(d.thirdPartyPayments ?? []), ...(d.advances ?? []), ...(d.otherDeductions ?? []));
  out.push(d.voluntaryPension, d.withholdingTax, d.afc, d.cooperative, d.taxGarnishment);
  out.push(d.complementaryPlans, d.education, d.refund, d.debt);
  return out;
}

export function computeTotals(earnings: Earnings, deductions: Deductions): DocumentTotals {
  const e = sumAmounts(earningAmounts(earnings));
  const d = sumAmounts(deductionAmounts(deductions));
  return { earnings: e, deductions: d, net: e.minus(d) };
}
