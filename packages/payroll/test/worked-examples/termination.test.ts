import type Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { parametersOn } from '../../src/index.ts';
import {
  dismissalIndemnity,
  type FinalSettlement,
  type FinalSettlementInput,
  finalSettlement,
} from '../../src/termination/index.ts';
import { d, s } from './helpers.ts';

// GL26 = Gerencie.com, Guía Laboral 2026, public copy at
// https://github.com/elescuchante10-code/Pazbotlegal/blob/12c4dec8894800c2b90ba07f035b19522447879f/guia-laboral-2026-normalizado.md

describe('worked examples — dismissal indemnity (CST art. 64)', () => {
  it('Gerencie.com, Guía Laboral 2026, fixed term: 12-month contract at $2.000.000, dismissed after 8 months → $8.000.000', () => {
    // GL26 lines 7170–7189
    const result = dismissalIndemnity({
      contractType: 'fixed_term',
      startDate: '2025-01-01',
      terminationDate: '2025-08-31',
      agreedEndDate: '2025-12-31',
      monthlySalary: d(2_000_000),
      smmlv: parametersOn('2025-08-31').smmlv,
    });
    expect(s(result.days)).toBe('120');
    expect(s(result.value)).toBe('8000000');
  });

  it('Gerencie.com, Guía Laboral 2026, indefinite below 10 SMMLV: 1 Jul 2022 – 31 Dec 2024 at $1.500.000 → 30 + 20 + 10 = 60 days → $3.000.000', () => {
    // GL26 lines 7201–7231
    const result = dismissalIndemnity({
      contractType: 'indefinite',
      startDate: '2022-07-01',
      terminationDate: '2024-12-31',
      monthlySalary: d(1_500_000),
      smmlv: parametersOn('2024-12-31').smmlv,
    });
    expect(s(result.days)).toBe('60');
    expect(s(result.dailySalary)).toBe('50000');
    expect(s(result.value)).toBe('3000000');
  });
});

/**
 * The final settlement of a worker on the minimum wage in force on the termination date, salary paid to
 * that day: prima and cesantías on the minimum wage plus the transport aid, vacations on the minimum wage.
 */
function minimumWageSettlement(terms: {
  contractType: FinalSettlementInput['contractType'];
  startDate: string;
  terminationDate: string;
  reason: FinalSettlementInput['reason'];
  primaDays: number;
  cesantiasDays: number;
  pendingVacationDays: Decimal;
}): FinalSettlement {
  const p = parametersOn(terms.terminationDate);
  const base = p.smmlv.plus(p.transportAid);
  return finalSettlement({
    salaryType: 'ordinary',
    contractType: terms.contractType,
    startDate: terms.startDate,
    terminationDate: terms.terminationDate,
    reason: terms.reason,
    smmlv: p.smmlv,
    monthlySalary: p.smmlv,
    pendingSalaryDays: 0,
    monthlyTransportAid: p.transportAid,
    prima: { monthlyBase: base, days: terms.primaDays },
    cesantias: { monthlyBase: base, days: terms.cesantiasDays },
    vacations: { monthlyBase: p.smmlv, pendingDays: terms.pendingVacationDays },
    params: p,
  });
}

/** Each settled item as [concept, value]. */
const itemValues = (result: FinalSettlement) => result.items.map((item) => [item.concept, s(item.value)]);

describe('worked examples — liquidación definitiva', () => {
  it('W Radio, 19 Dec 2025, "Liquidación por trabajar 3 meses con salario mínimo en 2025": prima and cesantías $405.875 each, interest $12.176, vacations $177.938, total $1.001.864', () => {
    // https://www.wradio.com.co/2025/12/19/liquidacion-por-trabajar-3-y-6-meses-con-salario-minimo-en-2025-calculamos-cuanto-deberia-recibir/
    const result = minimumWageSettlement({
      contractType: 'fixed_term',
      startDate: '2025-07-01',
      terminationDate: '2025-09-30',
      reason: 'fixed_term_expiry',
      primaDays: 90,
      cesantiasDays: 90,
      pendingVacationDays: d('3.75'),
    });
    expect(itemValues(result)).toEqual([
      ['prima', '405875'],
      ['cesantias', '405875'],
      ['cesantias_interest', '12176'],
      ['vacations', '177938'],
    ]);
    expect(s(result.total)).toBe('1001864');
  });

  it('Blu Radio (La Kalle), "Calculadora de liquidación laboral", 2024 minimum wage, one year: cesantías $1.462.000, interest $175.440, prima $731.000, vacations $650.000, total $3.018.440', () => {
    // https://lakalle.bluradio.com/sociedad/informacion-de-servicio/calculadora-de-liquidacion-laboral-gratis-cuanto-debes-recibir-al-finalizar-tu-contrato-so35
    const result = minimumWageSettlement({
      contractType: 'indefinite',
      startDate: '2024-01-01',
      terminationDate: '2024-12-31',
      reason: 'resignation',
      primaDays: 180,
      cesantiasDays: 360,
      pendingVacationDays: d(15),
    });
    expect(itemValues(result)).toEqual([
      ['prima', '731000'],
      ['cesantias', '1462000'],
      ['cesantias_interest', '175440'],
      ['vacations', '650000'],
    ]);
    expect(s(result.total)).toBe('3018440');
  });
});

// Not used: Guía Laboral 2026 lines 7243–7265 apply 15 days per extra year to a $6.000.000 salary that it
// states is below 10 SMMLV (the law gives 20); Caracol, 15 Aug 2024, quotes $1.841.277 for six months of
// the 2024 minimum wage from "Mi Calculadora" without its inputs (the formulas give $1.830.860).
