import type Decimal from 'decimal.js';
import type { SettlementLine, Subsystem, SubsystemContribution } from '../model/output.ts';
import type { LegalParameters } from '../parameters/index.ts';
import { line } from './lines.ts';
import { dec, maxD } from './money.ts';

const ZERO = dec(0);

const EMPLOYER_NAMES: Record<Subsystem, [string, string, string]> = {
  pension: ['PENSION_ER', 'Aporte pensión empleador', 'Ley 100/1993 art. 20: 12 % employer'],
  health: [
    'HEALTH_ER',
    'Aporte salud empleador',
    'Ley 100/1993 art. 204: 8,5 % employer; E.T. art. 114-1 exoneration',
  ],
  arl: ['ARL_ER', 'Aporte riesgos laborales', 'Decreto 1072/2015 art. 2.2.4.3.5 (class rate)'],
  ccf: ['CCF_ER', 'Aporte caja de compensación familiar', 'Ley 21/1982 art. 12: 4 %'],
  sena: ['SENA_ER', 'Aporte SENA', 'Ley 21/1982 art. 12: 2 %; E.T. art. 114-1 exoneration'],
  icbf: ['ICBF_ER', 'Aporte ICBF', 'Ley 89/1988 art. 1: 3 %; E.T. art. 114-1 exoneration'],
};

export interface EmployerLinesInput {
  contributions: readonly SubsystemContribution[];
  /** Employer share per subsystem: PILA total minus the worker's share. */
  employerShare: Record<Subsystem, Decimal>;
  ibc: (subsystem: Subsystem) => Decimal;
  /** Total rates of the first PILA line per subsystem. */
  rates: Record<Subsystem, Decimal>;
  p: LegalParameters;
  supportOnly: boolean;
  pensionExempt: boolean;
  /** FSP as PILA rounds it (each sub-account up to 100) and as the worker pays it (to the peso). */
  fspPila: Decimal;
  fspEmployee: Decimal;
}

/** Employer contribution lines (Ley 100/1993; Ley 21/1982; Ley 89/1988; E.T. 114-1; Decreto 1990/2016). */
export function employerContributionLines(input: EmployerLinesInput): SettlementLine[] {
  const employerLines: SettlementLine[] = [];
  for (const c of input.contributions) {
    const value = input.employerShare[c.subsystem];
    if (value.isZero()) continue;
    const [code, name, source] = EMPLOYER_NAMES[c.subsystem];
    const employeeRate =
      c.subsystem === 'health' && !input.supportOnly
        ? input.p.rates.healthEmployee
        : c.subsystem === 'pension' && !input.supportOnly && !input.pensionExempt
          ? input.p.rates.pensionEmployee
          : ZERO;
    const employerRate = maxD(input.rates[c.subsystem].minus(employeeRate), ZERO);
    const parafiscal = c.subsystem === 'ccf' || c.subsystem === 'sena' || c.subsystem === 'icbf';
    employerLines.push(
      line({
        code,
        name,
        kind: 'employer_contribution',
        units: c.days,
        unitKind: 'days',
        base: input.ibc(c.subsystem),
        rate: employerRate,
        value,
        dianElement: null,
        credit: parafiscal ? 'parafiscal_payable' : 'social_security_payable',
        salary: false,
        source: `${source}; rounding Decreto 1990/2016`,
      }),
    );
  }
  const fspRounding = input.fspPila.minus(input.fspEmployee);
  if (fspRounding.greaterThan(0)) {
    employerLines.push(
      line({
        code: 'FSP_ROUNDING_ER',
        name: 'Ajuste a la centena del fondo de solidaridad',
        kind: 'employer_contribution',
        units: 1,
        unitKind: 'none',
        base: input.fspPila,
        value: fspRounding,
        dianElement: null,
        salary: false,
        source: 'Decreto 1990/2016 (PILA contributions rounded up to 100); decision 0031',
      }),
    );
  }
  return employerLines;
}
