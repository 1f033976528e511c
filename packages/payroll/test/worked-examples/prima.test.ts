import { describe, expect, it } from 'vitest';
import { monthlyBenefitBase, primaDeServicios } from '../../src/benefits/index.ts';
import { parametersOn } from '../../src/index.ts';
import { d, s } from './helpers.ts';

// Prima days per year and the 360-day labour year from the parameter table (CST art. 306).
const LAW = parametersOn('2026-06-30');

describe('worked examples — prima de servicios (CST art. 306)', () => {
  it('Actualícese, "Prima de servicios en Colombia: guía práctica", cap. 2 caso 2.1 (2024): 1 SMMLV + auxilio, 1 Jan–30 Jun 2024 → $731.000', () => {
    // https://actualicese.com/rutas/books/prima-de-servicios-en-colombia-guia-practica-para-empleadores-y-trabajadores/page/capitulo-2-casos-practicos-de-calculo-de-la-prima-de-servicios
    const p = parametersOn('2024-06-30');
    const base = monthlyBenefitBase({
      lastMonthlySalary: p.smmlv,
      averageFixedSalary: true,
      fixedSalaryEarned: d(7_800_000),
      variableSalaryEarned: d(0),
      periodDays: 180,
      monthlyTransportAid: p.transportAid,
    });
    expect(s(base)).toBe('1462000');
    expect(s(primaDeServicios(base, 180, LAW))).toBe('731000');
  });

  it('Ministerio del Trabajo, as reported by 247noticiascol.com (Dec 2024): $1.300.000 + $162.000 for half a year → $731.000', () => {
    // https://247noticiascol.com/?p=11236
    expect(s(primaDeServicios(d(1_462_000), 180, LAW))).toBe('731000');
  });

  it('Semana, 19 Nov 2025, and Pulzo, 20 Nov 2025: minimum wage 2025 with transport aid ($1.623.500), second semester → $811.750; December income $2.435.250', () => {
    // https://www.semana.com/economia/macroeconomia/articulo/cuanto-le-debe-llegar-de-prima-en-diciembre-si-gana-el-minimo-estas-son-las-cuentas-para-su-pago/202544/
    // https://www.pulzo.com/economia/cuanto-es-prima-diciembre-para-quienes-ganan-minimo-colombia-PP4910023
    const p = parametersOn('2025-12-20');
    const base = p.smmlv.plus(p.transportAid);
    expect(s(base)).toBe('1623500');
    const prima = primaDeServicios(base, 180, LAW);
    expect(s(prima)).toBe('811750');
    expect(s(base.plus(prima))).toBe('2435250');
  });

  it('El Colombiano, 15 Dec 2025: salary $2.000.000, 180 days → $1.000.000; three months → $500.000', () => {
    // https://m.elcolombiano.com/negocios/plazo-limite-para-pagar-la-prima-diciembre-fin-de-ano-DN31781929
    expect(s(primaDeServicios(d(2_000_000), 180, LAW))).toBe('1000000');
    expect(s(primaDeServicios(d(2_000_000), 90, LAW))).toBe('500000');
  });

  it('Gerencie.com, Guía Laboral 2026, "Liquidación de una empleada de servicio doméstico que labora por días": base $378.821 for a year → prima $378.821', () => {
    // https://github.com/elescuchante10-code/Pazbotlegal/blob/12c4dec8894800c2b90ba07f035b19522447879f/guia-laboral-2026-normalizado.md (lines 2635–2715)
    expect(s(primaDeServicios(d(378_821), 360, LAW))).toBe('378821');
  });
});

// Not used: nominas.com.co "Liquidación de la prima" gives (700.000 × 120) / 360 = 233.334, rounding
// 233.333,33 up; the engine rounds half up to the peso (decision 0040).
