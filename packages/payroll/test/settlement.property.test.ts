import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parametersOn, type SettlementInput, settle } from '../src/index.ts';
import { caseOf } from './factories.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** Random but valid employee-periods between January 2024 and December 2026. */
const arbitraryCase: fc.Arbitrary<SettlementInput> = fc
  .record({
    year: fc.integer({ min: 2024, max: 2026 }),
    month: fc.integer({ min: 1, max: 12 }),
    fortnight: fc.constantFrom(undefined, 1 as const, 2 as const),
    integral: fc.boolean(),
    salarySmmlv: fc.double({ min: 1, max: 40, noNaN: true }),
    arl: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const, 5 as const),
    hed: fc.integer({ min: 0, max: 20 }),
    sundayHours: fc.integer({ min: 0, max: 10 }),
    bonus: fc.integer({ min: 0, max: 5_000_000 }),
    bonusSalary: fc.boolean(),
    loan: fc.integer({ min: 0, max: 800_000 }),
    illness: fc.option(
      fc.record({ day: fc.integer({ min: 1, max: 28 }), length: fc.integer({ min: 1, max: 40 }) }),
    ),
    leave: fc.option(fc.integer({ min: 1, max: 20 })),
    vacation: fc.option(
      fc.record({ day: fc.integer({ min: 1, max: 25 }), days: fc.integer({ min: 1, max: 15 }) }),
    ),
    entryDay: fc.option(fc.integer({ min: 2, max: 28 })),
    retireDay: fc.option(fc.integer({ min: 1, max: 28 })),
    exonerated: fc.boolean(),
  })
  .map((g) => {
    const ym = `${g.year}-${pad(g.month)}`;
    const smmlv = parametersOn(`${ym}-01`).smmlv;
    const integral = g.integral && g.salarySmmlv >= 13;
    const entryDay = g.entryDay && (g.fortnight !== 1 || g.entryDay <= 15) ? g.entryDay : null;
    const salary = smmlv.mul(g.salarySmmlv).toDecimalPlaces(0).toFixed();
    const absences: SettlementInput['novelties']['absences'] = [];
    if (g.illness) {
      const start = `${ym}-${pad(g.illness.day)}`;
      const end = new Date(Date.parse(`${start}T00:00:00Z`) + (g.illness.length - 1) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      absences.push({ contingency: 'common_illness', startDate: start, endDate: end });
    }
    if (g.leave)
      absences.push({
        contingency: 'unpaid_leave',
        startDate: `${ym}-${pad(g.leave)}`,
        endDate: `${ym}-${pad(g.leave + 2)}`,
      });
    return caseOf({
      year: g.year,
      month: g.month,
      fortnight: g.fortnight,
      company: { law1607Exonerated: g.exonerated },
      contract: {
        salaryType: integral ? 'integral' : 'ordinary',
        salary,
        arlRiskClass: g.arl,
        startDate: entryDay ? `${ym}-${pad(entryDay)}` : '2020-01-01',
        transportAidExcluded: integral,
      },
      novelties: {
        hours: [
          ...(g.hed > 0
            ? [{ kind: 'typed' as const, type: 'HED' as const, hours: String(g.hed), date: `${ym}-10` }]
            : []),
          ...(g.sundayHours > 0
            ? [
                {
                  kind: 'typed' as const,
                  type: 'HRDDF' as const,
                  hours: String(g.sundayHours),
                  date: `${ym}-14`,
                },
              ]
            : []),
        ],
        reported:
          g.bonus > 0
            ? [
                {
                  code: 'BON',
                  name: 'Bonificación',
                  nature: 'earning',
                  category: 'bonus',
                  salary: g.bonusSalary,
                  value: String(g.bonus),
                },
              ]
            : [],
        recurring:
          g.loan > 0
            ? [
                {
                  code: 'LIB',
                  name: 'Libranza',
                  nature: 'deduction',
                  category: 'loan',
                  salary: false,
                  value: String(g.loan),
                  periodicity: 'each_period',
                  startDate: '2020-01-01',
                },
              ]
            : [],
        absences,
        vacations: g.vacation
          ? [{ daysInTime: g.vacation.days, daysInMoney: 0, startDate: `${ym}-${pad(g.vacation.day)}` }]
          : [],
        ...(g.retireDay && (!entryDay || g.retireDay >= entryDay)
          ? { retirement: { date: `${ym}-${pad(g.retireDay)}`, reason: 'dismissal_without_cause' as const } }
          : {}),
      },
    });
  })
  .filter(
    (c) =>
      !c.novelties.retirement ||
      c.novelties.retirement.date >=
        (c.period.fortnight === 2 ? `${c.period.year}-${pad(c.period.month)}-16` : '0'),
  );

// PROPERTY_RUNS raises the number of cases for a deeper local run.
const runs = { numRuns: Number(process.env.PROPERTY_RUNS ?? 300) };

describe('settlement properties (fast-check)', () => {
  it('net pay equals earnings minus deductions, and employer cost adds contributions and provisions', () => {
    fc.assert(
      fc.property(arbitraryCase, (input) => {
        const r = settle(input);
        const sumOf = (kind: string) =>
          r.lines.filter((l) => l.kind === kind).reduce((s, l) => s.plus(l.value), new Decimal(0));
        expect(r.totals.earnings).toBe(sumOf('earning').toFixed());
        expect(r.totals.deductions).toBe(sumOf('deduction').toFixed());
        expect(r.totals.netPay).toBe(sumOf('earning').minus(sumOf('deduction')).toFixed());
        expect(r.totals.employerCost).toBe(
          sumOf('earning').plus(sumOf('employer_contribution')).plus(sumOf('provision')).toFixed(),
        );
      }),
      runs,
    );
  }, 60_000);

  it('every amount is a finite, non-negative whole number of pesos (decision 0031)', () => {
    fc.assert(
      fc.property(arbitraryCase, (input) => {
        const r = settle(input);
        for (const l of r.lines) expect(l.value, l.code).toMatch(/^\d+$/);
        for (const c of r.socialSecurity?.contributions ?? []) {
          expect(c.total).toMatch(/^\d+$/);
          expect(Number(c.total) % 100).toBe(0);
          expect(c.employee).toMatch(/^\d+$/);
          expect(c.employer).toMatch(/^\d+$/);
        }
      }),
      runs,
    );
  }, 60_000);

  it('no IBC below the proportional SMMLV floor nor above 25 SMMLV (Ley 797/2003 art. 5); days ≤ 30', () => {
    fc.assert(
      fc.property(arbitraryCase, (input) => {
        const r = settle(input);
        const ss = r.socialSecurity;
        if (!ss) return;
        const p = parametersOn(r.periodEnd);
        for (const s of ss.segments) {
          const floor = p.smmlv.mul(s.days.health).div(30).toDecimalPlaces(0, Decimal.ROUND_CEIL);
          expect(new Decimal(s.ibc.health).gte(floor), `${s.type} ${s.ibc.health} < ${floor}`).toBe(true);
        }
        for (const c of ss.contributions) {
          expect(new Decimal(c.ibc).lte(p.ibcCeiling), `${c.subsystem} ${c.ibc}`).toBe(true);
          expect(c.days).toBeLessThanOrEqual(30);
        }
        expect(ss.segments.reduce((n, s) => n + s.days.health, 0)).toBeLessThanOrEqual(30);
      }),
      runs,
    );
  }, 60_000);

  it('is deterministic: the same input gives the same output', () => {
    fc.assert(
      fc.property(arbitraryCase, (input) => {
        expect(JSON.stringify(settle(structuredClone(input)))).toBe(JSON.stringify(settle(input)));
      }),
      { numRuns: 50 },
    );
  }, 60_000);

  it('two fortnights pay and deduct exactly the month: salary, transport aid, health, pension, FSP', () => {
    const arbitraryMonth = fc.record({
      year: fc.integer({ min: 2024, max: 2026 }),
      month: fc.integer({ min: 1, max: 12 }),
      salarySmmlv: fc.double({ min: 1, max: 30, noNaN: true }),
      hed: fc.integer({ min: 0, max: 12 }),
      hedDay: fc.integer({ min: 1, max: 28 }),
    });
    fc.assert(
      fc.property(arbitraryMonth, (g) => {
        const ym = `${g.year}-${pad(g.month)}`;
        const salary = parametersOn(`${ym}-01`).smmlv.mul(g.salarySmmlv).toDecimalPlaces(0).toFixed();
        const hours =
          g.hed > 0
            ? [
                {
                  kind: 'typed' as const,
                  type: 'HED' as const,
                  hours: String(g.hed),
                  date: `${ym}-${pad(g.hedDay)}`,
                },
              ]
            : [];
        const inFirst = g.hedDay <= 15;
        const month = settle(
          caseOf({ year: g.year, month: g.month, contract: { salary }, novelties: { hours } }),
        );
        const first = settle(
          caseOf({
            year: g.year,
            month: g.month,
            fortnight: 1,
            contract: { salary },
            novelties: { hours: inFirst ? hours : [] },
          }),
        );
        const second = settle(
          caseOf({
            year: g.year,
            month: g.month,
            fortnight: 2,
            contract: { salary },
            novelties: { hours: inFirst ? [] : hours },
            history: { earlierInMonth: first.monthCarry },
          }),
        );
        const amountIn = (r: typeof month, prefix: string) =>
          r.lines.filter((l) => l.code.startsWith(prefix)).reduce((s, l) => s.plus(l.value), new Decimal(0));
        for (const prefix of ['BASIC', 'TRANSPORT_AID', 'HEALTH_EE', 'PENSION_EE', 'FSP_']) {
          expect(amountIn(first, prefix).plus(amountIn(second, prefix)).toFixed(), prefix).toBe(
            amountIn(month, prefix).toFixed(),
          );
        }
        expect(second.socialSecurity?.contributions).toEqual(month.socialSecurity?.contributions);
      }),
      { numRuns: Math.min(Number(process.env.PROPERTY_RUNS ?? 100), 1000) },
    );
  }, 60_000);

  it('a retirement period leaves no provision; each settled benefit posts at most its value to expense (decision 0122)', () => {
    fc.assert(
      fc.property(arbitraryCase, (input) => {
        const r = settle(input);
        // A retirement after the period's end (e.g. on the 16th, settling the first fortnight) is not yet due.
        if (!input.novelties.retirement || input.novelties.retirement.date > r.periodEnd) return;
        expect(r.provisions).toEqual([]);
        expect(r.totals.provisions).toBe('0');
        for (const l of r.lines) {
          const share = l.accounting.expenseShare;
          if (share !== undefined) expect(new Decimal(share).lte(l.value), l.code).toBe(true);
        }
      }),
      runs,
    );
  }, 60_000);
});

describe('contributions by kind of contributor (fast-check; decisions 0121, 0123)', () => {
  it('weekly contributors pay no health, SENA or ICBF; pension and CCF on the weekly minimums; ARL on ≥ 1 SMMLV', () => {
    const arbitraryWeekly = fc.record({
      year: fc.integer({ min: 2024, max: 2026 }),
      month: fc.integer({ min: 1, max: 12 }),
      daysWorked: fc.integer({ min: 1, max: 30 }),
      salaryShare: fc.double({ min: 0.1, max: 0.99, noNaN: true }),
      exonerated: fc.boolean(),
    });
    fc.assert(
      fc.property(arbitraryWeekly, (g) => {
        const p = parametersOn(`${g.year}-${pad(g.month)}-01`);
        const salary = p.smmlv.mul(g.salaryShare).toDecimalPlaces(0).toFixed();
        const r = settle(
          caseOf({
            year: g.year,
            month: g.month,
            company: { law1607Exonerated: g.exonerated },
            contract: { salary, weeklyContributionDaysWorked: g.daysWorked, transportAidExcluded: true },
          }),
        );
        const c = Object.fromEntries((r.socialSecurity?.contributions ?? []).map((x) => [x.subsystem, x]));
        expect([c.health?.total, c.sena?.total, c.icbf?.total]).toEqual(['0', '0', '0']);
        const weeks = g.daysWorked <= 7 ? 1 : g.daysWorked <= 14 ? 2 : g.daysWorked <= 21 ? 3 : 4;
        const minimums = p.smmlv.div(4).mul(weeks).toDecimalPlaces(0, Decimal.ROUND_CEIL);
        expect(c.pension?.ibc).toBe(minimums.toFixed());
        expect(c.ccf?.ibc).toBe(minimums.toFixed());
        expect(new Decimal(c.arl?.ibc ?? 0).gte(p.smmlv)).toBe(true);
        expect(r.lines.some((l) => l.code === 'HEALTH_EE' || l.code === 'HEALTH_ER')).toBe(false);
      }),
      runs,
    );
  }, 60_000);

  it('apprentices: no pension or CCF while outside the dependent regime; lectiva ARL only from the July 2025 period', () => {
    const arbitraryApprentice = fc.record({
      year: fc.integer({ min: 2024, max: 2026 }),
      month: fc.integer({ min: 1, max: 12 }),
      phase: fc.constantFrom('lectiva' as const, 'practica' as const),
      arl: fc.constantFrom(1 as const, 3 as const, 5 as const),
    });
    fc.assert(
      fc.property(arbitraryApprentice, (g) => {
        const period = `${g.year}-${pad(g.month)}`;
        const p = parametersOn(`${period}-01`);
        const reform = period >= '2025-07';
        const r = settle(
          caseOf({
            year: g.year,
            month: g.month,
            contract: {
              salaryType: 'apprentice',
              apprenticePhase: g.phase,
              contractType: 'apprenticeship',
              salary: p.smmlv.toFixed(),
              arlRiskClass: g.arl,
              startDate: '2024-01-01',
              endDate: '2027-12-31',
            },
          }),
        );
        const c = Object.fromEntries((r.socialSecurity?.contributions ?? []).map((x) => [x.subsystem, x]));
        const dependent = reform && g.phase === 'practica';
        expect(c.pension?.total === '0', period).toBe(!dependent);
        expect(c.ccf?.total === '0', period).toBe(!dependent);
        expect(c.arl?.total === '0', period).toBe(g.phase === 'lectiva' && !reform);
        expect(c.health?.total).not.toBe('0');
        expect(r.lines.some((l) => l.code === 'HEALTH_EE')).toBe(dependent);
      }),
      runs,
    );
  }, 60_000);
});
