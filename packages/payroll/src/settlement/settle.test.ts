import { describe, expect, it } from 'vitest';
import { amountOf, caseOf, lineOf, segmentOf } from '../../test/factories.ts';
import { settle } from './settle.ts';

describe('transport aid (Ley 15/1959 art. 2; Decreto 1470/2025)', () => {
  it('due up to exactly 2 SMMLV (3.501.810 in 2026), not one peso above', () => {
    expect(amountOf(settle(caseOf({ contract: { salary: '3501810' } })), 'TRANSPORT_AID')).toBe('249095');
    expect(amountOf(settle(caseOf({ contract: { salary: '3501811' } })), 'TRANSPORT_AID')).toBeUndefined();
  });

  it('2 SMMLV of 2025 is 2.847.000 and the aid 200.000 (Decretos 1572 and 1573/2024)', () => {
    expect(amountOf(settle(caseOf({ year: 2025, contract: { salary: '2847000' } })), 'TRANSPORT_AID')).toBe(
      '200000',
    );
    expect(amountOf(settle(caseOf({ year: 2024, contract: { salary: '2600000' } })), 'TRANSPORT_AID')).toBe(
      '162000',
    );
  });

  it('excluded workers and integral salaries get none; teleworkers get the connectivity aid (Ley 2466/2025 art. 53)', () => {
    expect(
      amountOf(settle(caseOf({ contract: { transportAidExcluded: true } })), 'TRANSPORT_AID'),
    ).toBeUndefined();
    const tele = settle(caseOf({ contract: { teleworker: true } }));
    expect(lineOf(tele, 'CONNECTIVITY_AID')?.dianElement).toBe('Teletrabajo');
    expect(amountOf(tele, 'CONNECTIVITY_AID')).toBe('249095');
  });

  it('is not salary and stays out of the IBC', () => {
    const r = settle(caseOf({ contract: { salary: '2000000' } }));
    expect(lineOf(r, 'TRANSPORT_AID')?.salary).toBe(false);
    expect(r.socialSecurity?.contributions.find((c) => c.subsystem === 'health')?.ibc).toBe('2000000');
  });
});

describe('vacations (CST arts. 186, 189, 192)', () => {
  const history = {
    previousMonthIbc: '2200000',
    months: [
      {
        month: '2026-02',
        days: 30,
        unpaidLeaveDays: 0,
        fixedSalary: '2200000',
        variableSalary: '300000',
        overtimeAndSurcharges: '100000',
        transportAid: '249095',
        labourIncome: '2749095',
        nonTaxableIncome: '200000',
        ibc: '2500000',
      },
    ],
  };

  it('business days at the base with variable pay but without overtime; rest days as salary; VAC line on the previous IBC', () => {
    const r = settle(
      caseOf({
        contract: { salary: '2200000' },
        novelties: { vacations: [{ daysInTime: 15, daysInMoney: 0, startDate: '2026-03-16' }] },
        history,
      }),
    );
    const vac = lineOf(r, 'VACATION_TIME');
    expect([vac?.units, vac?.base, vac?.value, vac?.startDate, vac?.endDate]).toEqual([
      '13',
      '2400000',
      '1040000',
      '2026-03-16',
      '2026-03-31',
    ]);
    expect(lineOf(r, 'BASIC')?.units).toBe('17');
    expect(lineOf(r, 'TRANSPORT_AID')?.units).toBe('15');
    const seg = segmentOf(r, 'VAC');
    expect([seg?.days.pension, seg?.ibc.pension, seg?.contributions.arl, seg?.contributions.ccf]).toEqual([
      15,
      '1100000',
      '0',
      '44000',
    ]);
  });

  it('the variable average is left out when the company says so (CONF_VAC VARIABLE)', () => {
    const r = settle(
      caseOf({
        contract: { salary: '2200000' },
        company: { vacations: { includeVariablePay: false } },
        novelties: { vacations: [{ daysInTime: 15, daysInMoney: 0, startDate: '2026-03-16' }] },
        history,
      }),
    );
    expect(amountOf(r, 'VACATION_TIME')).toBe('953333');
  });

  it('days in money pay parafiscales only ([GL26] L14303)', () => {
    const r = settle(
      caseOf({
        month: 9,
        contract: { salary: '4500000', transportAidExcluded: true },
        novelties: { vacations: [{ daysInTime: 0, daysInMoney: 7 }] },
      }),
    );
    expect(amountOf(r, 'VACATION_MONEY')).toBe('1050000');
    const c = Object.fromEntries((r.socialSecurity?.contributions ?? []).map((x) => [x.subsystem, x.ibc]));
    expect([c.health, c.pension, c.ccf]).toEqual(['4500000', '4500000', '5550000']);
  });
});

describe('fortnights: the second reconciles the month', () => {
  it('two fortnights deduct exactly what the month deducts', () => {
    const month = settle(caseOf({ contract: { salary: '5000000' } }));
    const first = settle(caseOf({ fortnight: 1, contract: { salary: '5000000' } }));
    const second = settle(
      caseOf({
        fortnight: 2,
        contract: { salary: '5000000' },
        history: { earlierInMonth: first.monthCarry },
      }),
    );
    for (const code of [
      'BASIC',
      'HEALTH_EE',
      'PENSION_EE',
      'FSP_SOLIDARITY',
      'FSP_SUBSISTENCE',
      'WITHHOLDING',
    ]) {
      const sum = Number(amountOf(first, code) ?? 0) + Number(amountOf(second, code) ?? 0);
      expect(sum, code).toBe(Number(amountOf(month, code) ?? 0));
    }
    expect(first.socialSecurity).toBeUndefined();
    expect(second.socialSecurity?.contributions).toEqual(month.socialSecurity?.contributions);
  });

  it('an incapacity straddling the fortnights is one IGE line for the month', () => {
    const absences = [
      { contingency: 'common_illness' as const, startDate: '2026-05-12', endDate: '2026-05-21' },
    ];
    const first = settle(
      caseOf({ month: 5, fortnight: 1, contract: { salary: '1750905' }, novelties: { absences } }),
    );
    expect(lineOf(first, 'INC_COMMON_EMPLOYER')?.units).toBe('2');
    expect(lineOf(first, 'INC_COMMON_EPS')?.units).toBe('2');
    const second = settle(
      caseOf({
        month: 5,
        fortnight: 2,
        contract: { salary: '1750905' },
        novelties: { absences },
        history: { earlierInMonth: first.monthCarry },
      }),
    );
    expect(lineOf(second, 'INC_COMMON_EPS')?.units).toBe('6');
    const ige = segmentOf(second, 'IGE');
    expect([ige?.startDate, ige?.endDate, ige?.days.health, ige?.ibc.health]).toEqual([
      '2026-05-12',
      '2026-05-21',
      10,
      '583635',
    ]);
    expect(segmentOf(second, 'WORKED')?.days.health).toBe(20);
    expect(Number(amountOf(first, 'HEALTH_EE')) + Number(amountOf(second, 'HEALTH_EE'))).toBe(70036);
  });

  it('a retirement inside the first fortnight closes the month there (PILA RET, month-level deductions)', () => {
    const r = settle(
      caseOf({
        fortnight: 1,
        contract: { salary: '3000000' },
        novelties: { retirement: { date: '2026-03-10', reason: 'resignation' } },
      }),
    );
    expect(r.monthCarry).toBeUndefined();
    expect(segmentOf(r, 'WORKED')?.ret).toBe('2026-03-10');
    expect(amountOf(r, 'HEALTH_EE')).toBe('40000');
    expect(amountOf(r, 'PENSION_ER')).toBe('120000');
  });

  it('transport aid paid for the whole month with the second fortnight (CONF_TRAN)', () => {
    const company = { transportAid: { periodicity: 'second_fortnight' as const } };
    const first = settle(caseOf({ fortnight: 1, company }));
    const second = settle(caseOf({ fortnight: 2, company, history: { earlierInMonth: first.monthCarry } }));
    expect(amountOf(first, 'TRANSPORT_AID')).toBeUndefined();
    expect(amountOf(second, 'TRANSPORT_AID')).toBe('249095');
  });
});

describe('reported and fixed items (CST 127, 128, 149)', () => {
  it('a loan deduction never exceeds its balance', () => {
    const r = settle(
      caseOf({
        novelties: {
          recurring: [
            {
              code: 'LIB',
              name: 'Libranza',
              nature: 'deduction',
              category: 'loan',
              salary: false,
              value: '250000',
              periodicity: 'each_period',
              startDate: '2025-01-01',
              balance: '100000',
            },
          ],
        },
      }),
    );
    expect(amountOf(r, 'LIB')).toBe('100000');
    expect(lineOf(r, 'LIB')?.dianElement).toBe('Libranzas');
  });

  it('a fixed item for the second fortnight is not taken in the first, nor outside its dates', () => {
    const item = {
      code: 'SEG',
      name: 'Seguro',
      nature: 'deduction' as const,
      category: 'other' as const,
      salary: false,
      value: '40000',
      periodicity: 'second_fortnight' as const,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    };
    expect(
      amountOf(settle(caseOf({ fortnight: 1, novelties: { recurring: [item] } })), 'SEG'),
    ).toBeUndefined();
    expect(amountOf(settle(caseOf({ fortnight: 2, novelties: { recurring: [item] } })), 'SEG')).toBe('40000');
    expect(amountOf(settle(caseOf({ year: 2025, novelties: { recurring: [item] } })), 'SEG')).toBeUndefined();
  });

  it('salary bonuses enter the IBC; DIAN BonificacionS', () => {
    const r = settle(
      caseOf({
        novelties: {
          reported: [
            {
              code: 'BS',
              name: 'Bonificación',
              nature: 'earning',
              category: 'bonus',
              salary: true,
              value: '500000',
            },
          ],
        },
      }),
    );
    expect(lineOf(r, 'BS')?.dianAttribute).toBe('BonificacionS');
    expect(r.socialSecurity?.contributions.find((c) => c.subsystem === 'pension')?.ibc).toBe('2500000');
  });

  it('voluntary pension and AFC are deducted monthly and reduce the withholding base (E.T. arts. 126-1, 126-4)', () => {
    const base = { salary: '12000000', transportAidExcluded: true };
    const without = settle(caseOf({ contract: base }));
    const withSavings = settle(
      caseOf({ contract: { ...base, voluntaryPensionMonthly: '1000000', afcMonthly: '500000' } }),
    );
    expect(amountOf(withSavings, 'VOLUNTARY_PENSION')).toBe('1000000');
    expect(amountOf(withSavings, 'AFC')).toBe('500000');
    expect(Number(amountOf(withSavings, 'WITHHOLDING'))).toBeLessThan(
      Number(amountOf(without, 'WITHHOLDING')),
    );
  });
});

describe('withholding in the settlement (art. 383 and 385 E.T.)', () => {
  it('salary 10.000.000 in March 2026: base 6.825.000 = 130,31 UVT → 351.000', () => {
    const r = settle(caseOf({ contract: { salary: '10000000', transportAidExcluded: true } }));
    // 10.000.000 − 400.000 − 400.000 − 100.000 (FSP) = 9.100.000; 25 % exempt = 2.275.000; base 6.825.000.
    expect(r.withholding?.taxableBase).toBe('6825000');
    // (6.825.000 / 52.374 − 95) × 19 % × 52.374 = 351.399 → rounded to the thousand (company setting default).
    expect(amountOf(r, 'WITHHOLDING')).toBe('351000');
    expect(lineOf(r, 'WITHHOLDING')?.accounting.credit).toBe('withholding_payable');
  });

  it('procedure 2 without a stored percentage computes it from the 12 months of the window (art. 386 E.T.)', () => {
    const months = Array.from({ length: 12 }, (_, i) => {
      const index = 2025 * 12 + 5 + i; // June 2025 … May 2026
      return {
        month: `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`,
        days: 30,
        unpaidLeaveDays: 0,
        fixedSalary: '10000000',
        variableSalary: '0',
        overtimeAndSurcharges: '0',
        transportAid: '0',
        labourIncome: '10000000',
        nonTaxableIncome: '900000',
        ibc: '10000000',
      };
    });
    const r = settle(
      caseOf({
        month: 8,
        contract: {
          salary: '10000000',
          transportAidExcluded: true,
          withholding: { procedure: 2, hasDependants: false },
        },
        history: { months },
      }),
    );
    // (120.000.000 − 10.800.000) × 75 % / 13 = 6.300.000 = 120,29 UVT → tax 251.649 → 3,99 %;
    // 6.825.000 × 3,99 % = 272.317,5 → 272.000 (rounded to the thousand).
    expect(amountOf(r, 'WITHHOLDING')).toBe('272000');
  });

  it('procedure 2 applies the fixed percentage to the depurated base', () => {
    const r = settle(
      caseOf({
        contract: {
          salary: '10000000',
          transportAidExcluded: true,
          withholding: { procedure: 2, procedure2Percentage: '5', hasDependants: false },
        },
      }),
    );
    expect(amountOf(r, 'WITHHOLDING')).toBe('341000');
  });
});

describe('prestaciones paid in the period', () => {
  it('June prima in the first fortnight for the whole semester (CST 306)', () => {
    const r = settle(
      caseOf({ month: 6, fortnight: 1, contract: { salary: '2500000', startDate: '2025-01-01' } }),
    );
    const prima = lineOf(r, 'PRIMA');
    expect([prima?.units, prima?.base, prima?.value, prima?.dianElement]).toEqual([
      '180',
      '2749095',
      '1374548',
      'Primas',
    ]);
  });

  it('prima is proportional for a worker who entered during the semester', () => {
    const r = settle(caseOf({ month: 12, contract: { salary: '2500000', startDate: '2026-10-01' } }));
    expect(lineOf(r, 'PRIMA')?.units).toBe('90');
    expect(amountOf(r, 'PRIMA')).toBe('687274');
  });

  it('interest on cesantías is paid in January on the 31 Dec balance (Ley 52/1975)', () => {
    const r = settle(caseOf({ month: 1, history: { cesantiasBalance: '1623500', cesantiasYearDays: 360 } }));
    expect(amountOf(r, 'CESANTIAS_INTEREST')).toBe('194820');
    expect(lineOf(r, 'CESANTIAS_INTEREST')?.dianAttribute).toBe('PagoIntereses');
  });

  it('integral salary earns no prima (CST 132) but vacations are provisioned', () => {
    const r = settle(
      caseOf({
        month: 6,
        contract: { salaryType: 'integral', salary: '30000000', transportAidExcluded: true },
      }),
    );
    expect(amountOf(r, 'PRIMA')).toBeUndefined();
    expect(r.provisions.map((p) => p.concept)).toEqual(['vacations']);
  });
});

describe('termination (CST art. 64; P2 final settlement)', () => {
  it('dismissal without cause after 4 years and 6½ months, salary 3.200.000', () => {
    const r = settle(
      caseOf({
        month: 9,
        contract: { salary: '3200000', startDate: '2022-03-01' },
        novelties: { retirement: { date: '2026-09-15', reason: 'dismissal_without_cause' } },
        history: { pendingVacationDays: '8.75' },
      }),
    );
    expect(amountOf(r, 'BASIC')).toBe('1600000');
    expect(amountOf(r, 'PRIMA')).toBe('718561');
    expect(amountOf(r, 'CESANTIAS')).toBe('2443109');
    expect(amountOf(r, 'CESANTIAS_INTEREST')).toBe('207664');
    expect(amountOf(r, 'VACATION_TERMINATION')).toBe('933333');
    // 30 days for the first year + 20 × 1.275 / 360 for the rest = 100,83 days × 106.666,67.
    expect(amountOf(r, 'INDEMNITY')).toBe('10755556');
    expect(lineOf(r, 'INDEMNITY')?.dianElement).toBe('Indemnizacion');
    expect(segmentOf(r, 'WORKED')?.ret).toBe('2026-09-15');
  });

  it('a resignation pays no indemnity', () => {
    const r = settle(
      caseOf({
        month: 9,
        contract: { startDate: '2025-09-01' },
        novelties: { retirement: { date: '2026-09-10', reason: 'resignation' } },
      }),
    );
    expect(amountOf(r, 'INDEMNITY')).toBeUndefined();
    expect(amountOf(r, 'CESANTIAS')).toBeDefined();
  });
});

describe('input validation (messages in Spanish)', () => {
  it('refuses a zero salary, a bad ARL class and a retirement before the period', () => {
    expect(() => settle(caseOf({ contract: { salary: '0' } }))).toThrow(
      'El salario debe ser un valor mayor que cero.',
    );
    expect(() => settle(caseOf({ contract: { arlRiskClass: 6 as 1 } }))).toThrow('clase de riesgo ARL');
    expect(() =>
      settle(caseOf({ novelties: { retirement: { date: '2026-01-31', reason: 'resignation' } } })),
    ).toThrow('El retiro es anterior al período a liquidar.');
  });
});

describe('year boundaries (SMMLV Decreto 1572/2024 → Decreto 1469/2025; UVT Res. 193/2024 → Res. 238/2025)', () => {
  it('the IBC floor and transport aid follow the SMMLV of the period end', () => {
    const dec2025 = settle(caseOf({ year: 2025, month: 12, contract: { salary: '1423500' } }));
    const jan2026 = settle(caseOf({ year: 2026, month: 1, contract: { salary: '1423500' } }));
    const health = (r: ReturnType<typeof settle>) =>
      r.socialSecurity?.contributions.find((c) => c.subsystem === 'health')?.ibc;
    expect([health(dec2025), amountOf(dec2025, 'TRANSPORT_AID')]).toEqual(['1423500', '200000']);
    expect([health(jan2026), amountOf(jan2026, 'TRANSPORT_AID')]).toEqual(['1750905', '249095']);
    expect(jan2026.warnings).toContain(
      'El salario es inferior al salario mínimo legal para una jornada completa.',
    );
  });

  it('the same salary pays less withholding once the UVT rises', () => {
    const contract = { salary: '10000000', transportAidExcluded: true };
    const dec2025 = settle(caseOf({ year: 2025, month: 12, contract }));
    const jan2026 = settle(caseOf({ year: 2026, month: 1, contract }));
    expect(dec2025.withholding?.baseInUvt).toBe('137.05');
    expect(jan2026.withholding?.baseInUvt).toBe('130.31');
    expect(Number(amountOf(dec2025, 'WITHHOLDING'))).toBeGreaterThan(
      Number(amountOf(jan2026, 'WITHHOLDING')),
    );
  });

  it('rest-day hours straddling 1 Jul 2025 are priced 75 % and 80 % in the same month', () => {
    const r = settle(
      caseOf({
        year: 2025,
        month: 7,
        contract: { salary: '2300000' },
        novelties: {
          hours: [
            { kind: 'typed', type: 'HRDDF', hours: '8', date: '2025-06-29' },
            { kind: 'typed', type: 'HRDDF', hours: '8', date: '2025-07-06' },
          ],
        },
      }),
    );
    const rest = r.lines.filter((l) => l.code === 'HRDDF');
    // 2.300.000 / 230 = 10.000 an hour (46 h until 14 Jul 2025): 8 × 17.500 and 8 × 18.000.
    expect(rest.map((l) => l.value)).toEqual(['140000', '144000']);
  });
});
