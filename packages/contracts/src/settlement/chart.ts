import { z } from 'zod';

/**
 * GET /api/settlement/payroll-chart: the payroll budget bar chart of the payroll screen (spec 02
 * §2, §7 "Charts"), in Chart.js's shape for PrimeReact Chart: the last 12 months ending with the
 * current one, and per month the sums of the ACCUMULATED payroll results (earnings, deductions,
 * employer cost = earnings + employer contributions + provisions). Pesos.
 */
export const PAYROLL_CHART_ENDPOINT = '/api/settlement/payroll-chart';

export const ZChartDataset = z.object({
  label: z.string(),
  data: z.array(z.number()),
  backgroundColor: z.string(),
});
export type TChartDataset = z.infer<typeof ZChartDataset>;

export const ZPayrollChart = z.object({
  /** "ene 2026" … in order, oldest first. */
  labels: z.array(z.string()),
  /** The months as "aaaa-mm", aligned with labels. */
  months: z.array(z.string()),
  datasets: z.array(ZChartDataset),
  /** Title the card shows. */
  name: z.string(),
});
export type TPayrollChart = z.infer<typeof ZPayrollChart>;

export const PAYROLL_CHART_LABELS = {
  name: 'Presupuesto de nómina',
  earnings: 'Devengos',
  deductions: 'Deducciones',
  employerCost: 'Costo empleador',
} as const;

/**
 * GET /api/settlement/social-security-chart: the bar chart of the social-security screen (spec 02
 * §2): the last 12 months, per month the contributions of its SS run (processed or accumulated) by
 * subsystem, in the payroll chart's shape. Pesos.
 */
export const SOCIAL_SECURITY_CHART_ENDPOINT = '/api/settlement/social-security-chart';

export const SOCIAL_SECURITY_CHART_LABELS = {
  name: 'Aportes a seguridad social',
  health: 'Salud',
  pension: 'Pensión y fondo de solidaridad',
  risk: 'Riesgos laborales',
  ccf: 'Caja de compensación',
  parafiscal: 'SENA e ICBF',
} as const;
