import { describe, expect, it } from 'vitest';
import { parseCase, type SettlementResult, settle } from '../../src/index.ts';

/**
 * The worked examples that a whole period settlement reproduces, run through the engine's entry point
 * (`settle` of src/index.ts) rather than the formula-level functions.
 */
const contract = (salary: string, extra: Record<string, unknown> = {}) => ({
  id: 'C-1',
  employeeId: '1000000001',
  salaryType: 'ordinary',
  salary,
  contractType: 'indefinite',
  startDate: '2023-01-01',
  arlRiskClass: 1,
  transportAidExcluded: false,
  withholding: { procedure: 1, hasDependants: false },
  ...extra,
});

const line = (result: SettlementResult, code: string) => {
  const found = result.lines.find((l) => l.code === code);
  if (!found) throw new Error(`No line ${code}`);
  return found;
};

describe('worked examples through the period settlement', () => {
  it('Semana, Jan 2024: minimum wage $1.300.000 → health $52.000 and pension $52.000; $1.196.000 plus transport aid $162.000 = net $1.358.000', () => {
    // https://semana.com/finanzas/impuestos/articulo/salario-minimo-2024-cuanto-le-llegara-tras-descuentos-de-salud-y-pension/202429
    const result = settle(parseCase({ period: { year: 2024, month: 1 }, contract: contract('1300000') }));
    expect(line(result, 'HEALTH_EE').value).toBe('52000');
    expect(line(result, 'PENSION_EE').value).toBe('52000');
    expect(line(result, 'TRANSPORT_AID').value).toBe('162000');
    expect(result.totals.netPay).toBe('1358000');
  });

  it('Blu Radio, 29 Dec 2025: 4 % of the 2026 minimum wage is $70.036,2 — $70.036 on the payslip for health and for pension', () => {
    // https://www.bluradio.com/economia/bolsillo/cuanto-le-van-a-descontar-de-salud-y-pension-con-el-aumento-del-salario-minimo-so35
    const result = settle(parseCase({ period: { year: 2026, month: 1 }, contract: contract('1750905') }));
    expect(line(result, 'HEALTH_EE').value).toBe('70036');
    expect(line(result, 'PENSION_EE').value).toBe('70036');
  });

  it('Gerencie.com, Guía Laboral 2026: ordinary hour $10.000 → day overtime $12.500, night hour $13.500 (surcharge $3.500 on top of the salary), night overtime $17.500, Sunday hour at 80 % $18.000', () => {
    // https://github.com/elescuchante10-code/Pazbotlegal/blob/12c4dec8894800c2b90ba07f035b19522447879f/guia-laboral-2026-normalizado.md
    // (lines 10048–10116). March 2026: 44 weekly hours → 220 monthly hours, so $2.200.000 gives a $10.000 hour.
    const result = settle(
      parseCase({
        period: { year: 2026, month: 3 },
        contract: contract('2200000'),
        novelties: {
          hours: [
            { kind: 'typed', type: 'HED', hours: '1', date: '2026-03-03' },
            { kind: 'typed', type: 'HRN', hours: '1', date: '2026-03-04' },
            { kind: 'typed', type: 'HEN', hours: '1', date: '2026-03-05' },
            { kind: 'typed', type: 'HRDDF', hours: '1', date: '2026-03-08' },
          ],
        },
      }),
    );
    expect(line(result, 'HED').value).toBe('12500');
    const night = line(result, 'HRN');
    expect([night.base, night.value]).toEqual(['10000', '3500']);
    expect(line(result, 'HEN').value).toBe('17500');
    expect(line(result, 'HRDDF').value).toBe('18000');
  });

  it('W Radio, 19 Dec 2025: three months at the 2025 minimum wage → prima and cesantías $405.875, interest $12.176, vacations $177.938 — $1.001.864', () => {
    // https://www.wradio.com.co/2025/12/19/liquidacion-por-trabajar-3-y-6-meses-con-salario-minimo-en-2025-calculamos-cuanto-deberia-recibir/
    const result = settle(
      parseCase({
        period: { year: 2025, month: 9 },
        contract: contract('1423500', {
          contractType: 'fixed_term',
          startDate: '2025-07-01',
          endDate: '2025-09-30',
        }),
        novelties: { retirement: { date: '2025-09-30', reason: 'fixed_term_expiry' } },
        history: { months: [], primaSemesterDays: 60, cesantiasYearDays: 60 },
      }),
    );
    const codes = ['PRIMA', 'CESANTIAS', 'CESANTIAS_INTEREST', 'VACATION_TERMINATION'];
    const values = codes.map((code) => line(result, code).value);
    expect(values).toEqual(['405875', '405875', '12176', '177938']);
    expect(values.reduce((sum, v) => sum + Number(v), 0)).toBe(1_001_864);
  });

  it('Ministerio de Salud, concepto 201511600004711 (Ámbito Jurídico, 13 Mar 2015): a minimum-wage worker on a common-illness incapacity keeps the whole salary — 20 days worked plus 10 days of incapacity in April 2026 add up to $1.750.905', () => {
    // https://www.ambitojuridico.com/noticias/laboral/laboral-y-seguridad-social/trabajadores-que-devengan-salario-minimo-tienen-derecho
    // (C-543/2007: the 2/3 auxilio may not fall below the minimum wage)
    const result = settle(
      parseCase({
        period: { year: 2026, month: 4 },
        contract: contract('1750905'),
        novelties: {
          absences: [{ contingency: 'common_illness', startDate: '2026-04-11', endDate: '2026-04-20' }],
        },
      }),
    );
    const paid = ['BASIC', 'INC_COMMON_EMPLOYER', 'INC_COMMON_EPS'].map((code) =>
      Number(line(result, code).value),
    );
    expect(paid).toEqual([1_167_270, 116_727, 466_908]);
    expect(paid.reduce((a, b) => a + b, 0)).toBe(1_750_905);
  });
});
