import { describe, expect, it } from 'vitest';
import { parametersOn } from '../../src/index.ts';
import { d, s } from './helpers.ts';

describe('worked examples — social security contributions (Ley 100/1993 arts. 18, 20, 204; Decreto 1072/2015)', () => {
  it('Semana, Jan 2024, "Esto es lo que le llegará en su salario mínimo del 2024": $1.300.000 → health $52.000 + pension $52.000, $1.196.000 before the $162.000 transport aid', () => {
    // https://semana.com/finanzas/impuestos/articulo/salario-minimo-2024-cuanto-le-llegara-tras-descuentos-de-salud-y-pension/202429
    const p = parametersOn('2024-01-31');
    const health = p.smmlv.times(p.rates.healthEmployee);
    const pension = p.smmlv.times(p.rates.pensionEmployee);
    expect(s(health)).toBe('52000');
    expect(s(pension)).toBe('52000');
    expect(s(p.smmlv.minus(health).minus(pension))).toBe('1196000');
    expect(s(p.transportAid)).toBe('162000');
  });

  it('Blu Radio, 29 Dec 2025, "¿Cuánto le van a descontar de salud y pensión?": 4 % of the 2026 minimum wage $1.750.905 = $70.036,2', () => {
    // https://www.bluradio.com/economia/bolsillo/cuanto-le-van-a-descontar-de-salud-y-pension-con-el-aumento-del-salario-minimo-so35
    const p = parametersOn('2026-01-31');
    expect(s(p.smmlv.times(p.rates.healthEmployee))).toBe('70036.2');
    expect(s(p.smmlv.times(p.rates.pensionEmployee))).toBe('70036.2');
  });

  it('"Liquidación de la nómina" (Scribd 575094944): IBC $850.000 (salary, commissions and overtime; transport aid excluded) → worker 4 % + 4 % = $34.000 each, employer health $72.250, pension $102.000, ARL class I $4.437', () => {
    // https://es.scribd.com/document/575094944/Liquidacion-de-la-nomina (rates unchanged since Ley 1122/2007)
    const p = parametersOn('2026-01-31');
    const ibc = d(700_000 + 100_000 + 50_000);
    expect(s(ibc.times(p.rates.healthEmployee))).toBe('34000');
    expect(s(ibc.times(p.rates.pensionEmployee))).toBe('34000');
    expect(s(ibc.times(p.rates.healthEmployer))).toBe('72250');
    expect(s(ibc.times(p.rates.pensionEmployer))).toBe('102000');
    expect(s(ibc.times(p.arlRates[1]))).toBe('4437');
  });

  it('Gerencie.com, Guía Laboral 2026, "aportes parafiscales": integral salary $30.000.000 → base $21.000.000 (70 %)', () => {
    // https://github.com/elescuchante10-code/Pazbotlegal/blob/12c4dec8894800c2b90ba07f035b19522447879f/guia-laboral-2026-normalizado.md (line 17215)
    const p = parametersOn('2026-01-31');
    expect(s(d(30_000_000).times(p.integralSalaryIbcShare))).toBe('21000000');
  });
});

// Not used: Blu Radio's employer share "$358.935" truncates 1.750.905 × 20,5 % = 358.935,525; Pulzo
// (PP4972614) uses the early, wrong 2026 minimum wage of $1.746.882.
