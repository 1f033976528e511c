/**
 * `npm run bench -w packages/payroll`: settles 10,000 varied employee-months (salaries from 1 to 40 SMMLV,
 * integral salaries, fortnights, overtime, bonuses, loans, incapacities, licences, vacations, entries and
 * retirements across 2024–2026) in three rounds and prints the best rate in employee-months per second.
 */
import { performance } from 'node:perf_hooks';
import { defaultCompanySettings, type SettlementInput, settle } from '../src/index.ts';

const COUNT = 10_000;

/** Deterministic pseudo-random generator (mulberry32) so every run settles the same cases. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const SMMLV: Record<number, number> = { 2024: 1_300_000, 2025: 1_423_500, 2026: 1_750_905 };

function makeCase(i: number, rnd: () => number): SettlementInput {
  const year = 2024 + (i % 3);
  const month = 1 + Math.floor(rnd() * 12);
  const ym = `${year}-${pad(month)}`;
  const kind = rnd();
  const integral = kind > 0.95;
  const multiple = integral ? 13 + rnd() * 20 : 1 + rnd() * (kind > 0.8 ? 20 : 3);
  const salary = String(Math.round((SMMLV[year] ?? 1_750_905) * multiple));
  const fortnight = rnd() < 0.3 ? (rnd() < 0.5 ? 1 : 2) : undefined;
  const input: SettlementInput = {
    period: { year, month, ...(fortnight ? { fortnight: fortnight as 1 | 2 } : {}) },
    company: { ...defaultCompanySettings, law1607Exonerated: rnd() < 0.8 },
    contract: {
      id: `C-${i}`,
      employeeId: String(1_000_000 + i),
      salaryType: integral ? 'integral' : 'ordinary',
      salary,
      contractType: 'indefinite',
      startDate: rnd() < 0.05 && fortnight !== 1 ? `${ym}-16` : '2021-02-01',
      arlRiskClass: (1 + Math.floor(rnd() * 5)) as 1 | 2 | 3 | 4 | 5,
      transportAidExcluded: integral,
      withholding: {
        procedure: 1,
        hasDependants: rnd() < 0.4,
        prepaidMedicineMonthly: rnd() < 0.2 ? '300000' : '0',
      },
      ...(rnd() < 0.1 ? { voluntaryPensionMonthly: '200000' } : {}),
    },
    novelties: { hours: [], reported: [], recurring: [], vacations: [], absences: [] },
    history: { months: [] },
  };
  const n = input.novelties;
  if (rnd() < 0.4)
    n.hours.push({ kind: 'typed', type: 'HED', hours: String(1 + Math.floor(rnd() * 10)), date: `${ym}-10` });
  if (rnd() < 0.2) n.hours.push({ kind: 'typed', type: 'HRDDF', hours: '8', date: `${ym}-14` });
  if (rnd() < 0.2)
    n.hours.push({ kind: 'typed', type: 'HRN', hours: String(1 + Math.floor(rnd() * 20)), date: `${ym}-20` });
  if (rnd() < 0.3) {
    n.reported.push({
      code: 'BON',
      name: 'Bonificación',
      nature: 'earning',
      category: 'bonus',
      salary: rnd() < 0.5,
      value: String(Math.round(rnd() * 2_000_000)),
    });
  }
  if (rnd() < 0.3) {
    n.recurring.push({
      code: 'LIB',
      name: 'Libranza',
      nature: 'deduction',
      category: 'loan',
      salary: false,
      value: '150000',
      periodicity: 'each_period',
      startDate: '2023-01-01',
    });
  }
  const event = rnd();
  if (event < 0.1)
    n.absences.push({
      contingency: 'common_illness',
      startDate: `${ym}-05`,
      endDate: `${ym}-${pad(6 + Math.floor(rnd() * 20))}`,
    });
  else if (event < 0.13)
    n.absences.push({ contingency: 'unpaid_leave', startDate: `${ym}-12`, endDate: `${ym}-14` });
  else if (event < 0.15)
    n.absences.push({ contingency: 'maternity', startDate: `${ym}-03`, endDate: `${ym}-28` });
  else if (event < 0.22) n.vacations.push({ daysInTime: 15, daysInMoney: 0, startDate: `${ym}-06` });
  else if (event < 0.24)
    n.retirement = {
      date: `${ym}-${fortnight === 1 ? '10' : '25'}`,
      reason: rnd() < 0.5 ? 'resignation' : 'dismissal_without_cause',
    };
  return input;
}

const rnd = random(20261121);
const cases = Array.from({ length: COUNT }, (_, i) => makeCase(i, rnd));
// Warm-up: JIT and the per-date parameter cache.
for (let i = 0; i < 500; i += 1) settle(cases[i]!);

// Three timed rounds over the same 10,000 cases; the best round is the figure least disturbed by other
// processes on a shared machine. CPU time is shown too (it includes the garbage collector's helper threads).
const ROUNDS = 3;
let best = 0;
let bestCpu = 0;
let net = 0;
for (let round = 1; round <= ROUNDS; round += 1) {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  net = 0;
  for (const c of cases) net += Number(settle(c).totals.netPay);
  const cpu = process.cpuUsage(cpuStart);
  const seconds = (performance.now() - start) / 1000;
  const rate = Math.round(COUNT / seconds);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  best = Math.max(best, rate);
  bestCpu = Math.max(bestCpu, Math.round(COUNT / cpuSeconds));
  process.stdout.write(
    `Round ${round}: ${COUNT} employee-months in ${seconds.toFixed(2)} s (${rate}/s; CPU ${cpuSeconds.toFixed(2)} s).\n`,
  );
}
// On a machine shared with other jobs the wall clock waits for the core; the CPU-time rate (which also
// counts the garbage collector's helper threads, so it is conservative) shows the engine's own speed.
process.stdout.write(
  `Best: ${best} employee-months per second (wall clock), ${bestCpu} per second of CPU time ` +
    `(checksum of net pay ${net}).\n`,
);
