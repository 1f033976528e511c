import { performance } from 'node:perf_hooks';
import type { LineInput, PlanillaInput, WorkerInput } from '../src/index.ts';
import { writePlanilla } from '../src/index.ts';
import { planillaInput, WORKER_BASE } from '../test/fixtures/planilla-input.ts';

/**
 * Writes a planilla of 10,000 workers, one in five with a novelty line (≈ 12,000 lines), and prints
 * the time. Target: under 500 ms (issue 6).
 */
const WORKERS = 10_000;
const NOVELTIES = ['VAC', 'IGE', 'SLN', 'LR', 'IRL'] as const;

function worker(index: number): WorkerInput {
  const salary = 1_750_905 + (index % 40) * 250_000;
  const novelty = index % 5 === 0;
  const lines: LineInput[] = novelty
    ? [
        { kind: 'worked', days: 20, ibc: same((salary * 20) / 30) },
        {
          kind: NOVELTIES[(index / 5) % NOVELTIES.length]!,
          days: 10,
          start: '2026-10-11',
          end: '2026-10-20',
          ibc: same((salary * 10) / 30),
        },
      ]
    : [{ kind: 'worked', days: 30, ibc: same(salary) }];
  return {
    ...WORKER_BASE,
    documentNumber: String(10_000_000 + index),
    firstSurname: 'Pérez',
    secondSurname: 'Gómez',
    firstName: 'María',
    secondName: 'José',
    salary: String(salary),
    exonerated: salary < 10 * 1_750_905,
    lines,
  };
}

function same(value: number) {
  const text = value.toFixed(2);
  return { pension: text, health: text, risk: text, ccf: text };
}

const input: PlanillaInput = {
  contributor: { ...planillaInput.contributor, name: 'Empresa de Prueba S.A.S.' },
  period: '2026-10',
  planillaType: 'E',
  operator: { code: '01' },
  workers: Array.from({ length: WORKERS }, (_, index) => worker(index)),
};

// One warm-up run, then five timed runs; the median is reported because the machine is shared.
writePlanilla(input);
const times: number[] = [];
// CPU time too: on a shared machine the wall clock also measures the other processes (issue 29).
const cpuTimes: number[] = [];
let lines = 0;
let bytes = 0;
for (let run = 0; run < 5; run++) {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const file = writePlanilla(input);
  const cpu = process.cpuUsage(cpuStarted);
  times.push(performance.now() - started);
  cpuTimes.push((cpu.user + cpu.system) / 1000);
  lines = file.totals.lines;
  bytes = file.bytes.length;
}
times.sort((a, b) => a - b);
cpuTimes.sort((a, b) => a - b);
console.log(
  `planilla: ${WORKERS} workers, ${lines} lines, ${bytes} bytes; median ${times[2]!.toFixed(0)} ms, ` +
    `best ${times[0]!.toFixed(0)} ms, worst ${times[4]!.toFixed(0)} ms (target < 500 ms); ` +
    `CPU median ${cpuTimes[2]!.toFixed(0)} ms, best ${cpuTimes[0]!.toFixed(0)} ms`,
);
