import { type Contract, defaultCompanySettings, emptyNovelties, settle } from '@quincena/payroll';
import { describe, expect, it } from 'vitest';
import {
  buildPlanillaInput,
  describeIssue,
  type PlanillaInput,
  REGISTRO_TIPO_1,
  REGISTRO_TIPO_2,
  validatePlanilla,
  type WorkerInput,
  writePlanilla,
} from '../src/index.ts';
import { planillaInput } from './fixtures/planilla-input.ts';
import { latin1, readRecord } from './support/read-record.ts';

/**
 * Tipo de cotizante 51 (Decreto 2616/2013, Decreto 1072/2015 art. 2.2.1.6.4.6): 10 days worked in
 * October 2026 buy 2 weekly minimums, 2 × 1,750,905 / 4 = 875,452.5 → IBC 875,453 for pensions and
 * CCF; risks on one SMMLV and 30 days (Res. 5094/2013); no health, SENA or ICBF.
 */
const partTimeWorker: WorkerInput = {
  documentType: 'CC',
  documentNumber: '41888999',
  contributorType: '51',
  contributorSubtype: '00',
  department: '11',
  municipality: '001',
  firstSurname: 'Cárdenas',
  firstName: 'Lucía',
  salary: '600000',
  salaryType: 'fixed',
  pensionFundCode: '25-14',
  ccfCode: 'CCF22',
  riskClass: 1,
  arlActivityCode: '1821001',
  exonerated: false,
  lines: [{ kind: 'worked', days: 10, ibc: { pension: '875452.5', risk: '1750905', ccf: '875452.5' } }],
};

function planilla(worker: WorkerInput): PlanillaInput {
  return { ...planillaInput, workers: [worker] };
}

function messages(input: PlanillaInput): string[] {
  return validatePlanilla(input).map(describeIssue);
}

describe('tipo de cotizante 51 (tiempo parcial por semanas)', () => {
  const records = latin1(writePlanilla(planilla(partTimeWorker)).bytes)
    .slice(0, -2)
    .split('\r\n');
  const line = readRecord(REGISTRO_TIPO_2, records[1]!);
  const field = (n: number) => line.get(n);

  it('reports days worked to pensions and CCF, 30 days to risks and none to health', () => {
    expect([5, 6, 31, 33, 35, 36, 37, 38, 39].map(field)).toEqual([
      '51',
      '00',
      '25-14 ',
      '      ',
      'CCF22 ',
      '10',
      '00',
      '30',
      '10',
    ]);
  });

  it('writes the weekly-minimum IBC and each contribution up to the next 100', () => {
    expect([40, 41, 42, 43, 44, 45].map(field)).toEqual([
      '000600000',
      ' ',
      '000875453',
      '000000000',
      '001750905',
      '000875453',
    ]);
    // 875,453 × 16 % = 140,072.48 → 140,100; × 4 % = 35,018.12 → 35,100; 1,750,905 × 0.522 % = 9,139.72 → 9,200.
    expect([46, 47, 54, 55, 61, 63, 64, 65].map(field)).toEqual([
      '0.16000',
      '000140100',
      '0.00000',
      '000000000',
      '0.0052200',
      '000009200',
      '0.04000',
      '000035100',
    ]);
  });

  it('pays no SENA or ICBF, is never exonerated and reports the hours of the days worked', () => {
    // ⌊10 × 42 / 6⌋ = 70 hours (Ley 2101/2021, 42 h from July 2026).
    expect([66, 67, 68, 69, 76, 77, 78, 95, 96, 98].map(field)).toEqual([
      '0.00000',
      '000000000',
      '0.00000',
      '000000000',
      'N',
      '14-23 ',
      '1',
      '000000000',
      '070',
      '1821001',
    ]);
    const header = readRecord(REGISTRO_TIPO_1, records[0]!);
    expect([header.get(19), header.get(20)]).toEqual(['00001', '000000875453']);
  });

  it('refuses an IBC under the weekly minimums and a risk IBC under one SMMLV', () => {
    const input = planilla({
      ...partTimeWorker,
      lines: [{ kind: 'worked', days: 8, ibc: { pension: '875452', risk: '875453', ccf: '875453' } }],
    });
    expect(messages(input)).toEqual([
      'Cotizante CC 41888999, línea 1: El IBC de pensión (875452) es inferior a 2 cotización(es) mínima(s) semanal(es) (875453) para 8 días laborados (Decreto 2616 de 2013).',
      'Cotizante CC 41888999, línea 1: El IBC de riesgos laborales (875453) de un trabajador de tiempo parcial (tipo 51) debe ser de al menos un salario mínimo (1750905).',
    ]);
  });

  it('counts field 96 on the agreed weekly hours, never over the legal maximum', () => {
    const agreed = planilla({
      ...partTimeWorker,
      lines: [{ ...partTimeWorker.lines[0]!, agreedWeeklyHours: 12 }],
    });
    const record = latin1(writePlanilla(agreed).bytes).slice(0, -2).split('\r\n')[1]!;
    expect(readRecord(REGISTRO_TIPO_2, record).get(96)).toBe('020');
    const tooMany = planilla({
      ...partTimeWorker,
      lines: [{ ...partTimeWorker.lines[0]!, agreedWeeklyHours: 48 }],
    });
    expect(messages(tooMany)).toEqual([
      'Cotizante CC 41888999, línea 1: Las horas semanales pactadas (48) deben ser mayores que cero y no superar la jornada máxima legal (42).',
    ]);
  });

  it('refuses novelty lines, health IBC and the exoneration flag', () => {
    expect(
      messages(
        planilla({
          ...partTimeWorker,
          lines: [
            ...partTimeWorker.lines,
            { kind: 'IGE', days: 2, start: '2026-10-20', end: '2026-10-21', ibc: {} },
          ],
        }),
      ),
    ).toEqual([
      'Cotizante CC 41888999: Un trabajador de tiempo parcial (tipo 51) se reporta en una sola línea de días laborados, sin novedades de ausencia.',
    ]);
    expect(
      messages(
        planilla({
          ...partTimeWorker,
          exonerated: true,
          lines: [
            { ...partTimeWorker.lines[0]!, ibc: { ...partTimeWorker.lines[0]!.ibc, health: '875453' } },
          ],
        }),
      ),
    ).toEqual([
      'Cotizante CC 41888999, línea 1: El cotizante no aporta a salud pero la línea trae IBC de salud.',
      'Cotizante CC 41888999: Un trabajador de tiempo parcial (tipo 51) no puede marcarse exonerado: no aporta a salud, SENA ni ICBF.',
    ]);
  });
});

describe('tipo 51 from the payroll engine', () => {
  const contract: Contract = {
    id: 'C-51',
    employeeId: '41888999',
    salaryType: 'ordinary',
    salary: '600000',
    contractType: 'indefinite',
    startDate: '2020-01-01',
    arlRiskClass: 1,
    transportAidExcluded: true,
    agreedWeeklyHours: '12',
    weeklyContributionDaysWorked: 10,
    withholding: { procedure: 1, hasDependants: false },
  };
  const result = settle({
    period: { year: 2026, month: 3 },
    company: { ...defaultCompanySettings, law1607Exonerated: true },
    contract,
    novelties: emptyNovelties,
    history: { months: [] },
  });
  const input = buildPlanillaInput({
    contributor: planillaInput.contributor,
    operator: planillaInput.operator,
    period: '2026-03',
    workers: [
      {
        settlement: result,
        contract,
        employee: {
          documentType: 'CC',
          documentNumber: '41888999',
          firstSurname: 'Cárdenas',
          firstName: 'Lucía',
          workLocation: '11001',
          pensionFundCode: '25-14',
          healthProviderCode: 'EPS037',
          ccfCode: 'CCF22',
          arlActivityCode: '1821001',
        },
      },
    ],
  });

  it('maps a weekly contributor to tipo 51 with its days worked, no health and risks on one SMMLV', () => {
    const worker = input.workers[0]!;
    expect([worker.contributorType, worker.exonerated, worker.lines.length]).toEqual(['51', false, 1]);
    expect(worker.lines[0]!.days).toBe(10);
    expect(worker.lines[0]!.ibc.health).toBeUndefined();
    expect(worker.lines[0]!.ibc.risk).toBe('1750905');
    // Field 96 from the agreed 12 hours a week: ⌊10 × 12 / 6⌋ = 20.
    expect(worker.lines[0]!.agreedWeeklyHours).toBe(12);
    expect(writePlanilla(input).lines[0]!.liquidated.hours).toBe(20);
  });

  it('pays the same pension and CCF as the engine', () => {
    const file = writePlanilla(input);
    const contributions = file.lines[0]!.liquidated.contributions;
    const engine = Object.fromEntries(
      result.socialSecurity!.contributions.map((entry) => [entry.subsystem, Number(entry.total)]),
    );
    expect([contributions.pension, contributions.ccf]).toEqual([engine.pension, engine.ccf]);
    expect([contributions.pension, contributions.ccf, contributions.health, contributions.risk]).toEqual([
      140_100, 35_100, 0, 9_200,
    ]);
  });
});
