import { describe, expect, it } from 'vitest';
import {
  buildPlanillaInput,
  describeIssue,
  type PlanillaInput,
  type PlanillaRequest,
  REGISTRO_TIPO_2,
  validatePlanilla,
  type WorkerInput,
  writePlanilla,
} from '../src/index.ts';
import { planillaInput } from './fixtures/planilla-input.ts';
import { latin1, readRecord } from './support/read-record.ts';
import { settlementOf } from './support/settled-worker.ts';

/** A lectiva apprentice of May 2025 (SMMLV 1,423,500), before Ley 2466/2025: tipo 12, health only. */
const lectiva2025: WorkerInput = {
  documentType: 'TI',
  documentNumber: '1000222333',
  contributorType: '12',
  contributorSubtype: '00',
  department: '11',
  municipality: '001',
  firstSurname: 'Ortiz',
  firstName: 'Valentina',
  salary: '711750',
  salaryType: 'fixed',
  healthProviderCode: 'EPS037',
  exonerated: false,
  lines: [{ kind: 'worked', days: 30, ibc: { health: '1423500' } }],
};

function planilla(period: string, worker: WorkerInput): PlanillaInput {
  return { ...planillaInput, period, workers: [worker] };
}

describe('tipo 12, lectiva apprentice before the July 2025 period', () => {
  it('pays health only, 12.5 % on one SMMLV, with no ARL, pension or CCF fields', () => {
    const records = latin1(writePlanilla(planilla('2025-05', lectiva2025)).bytes)
      .slice(0, -2)
      .split('\r\n');
    const line = readRecord(REGISTRO_TIPO_2, records[1]!);
    // 1,423,500 × 12.5 % = 177,937.5 → up to the next 100: 178,000 (Decreto 1990/2016).
    expect(
      [5, 31, 33, 35, 36, 37, 38, 39, 41, 43, 44, 54, 55, 61, 63, 76, 77, 78, 98].map((n) => line.get(n)),
    ).toEqual([
      '12',
      '      ',
      'EPS037',
      '      ',
      '00',
      '30',
      '00',
      '00',
      ' ',
      '001423500',
      '000000000',
      '0.12500',
      '000178000',
      '0.0000000',
      '000000000',
      'N',
      '      ',
      ' ',
      '0000000',
    ]);
  });

  it('is refused from the August 2025 period on (Res. 2064/2025)', () => {
    const input = planilla('2025-08', lectiva2025);
    expect(validatePlanilla(input).map(describeIssue)).toEqual([
      'Cotizante TI 1000222333: El tipo de cotizante 12 (aprendiz en etapa lectiva) solo se usa para períodos anteriores a agosto de 2025; desde la Ley 2466 de 2025 el aprendiz en etapa lectiva es tipo 19.',
    ]);
  });
});

describe('apprentice codes chosen by the adapter follow the period (Circular 083/2025)', () => {
  function request(period: string, phase: 'lectiva' | 'practica'): PlanillaRequest {
    return {
      contributor: planillaInput.contributor,
      operator: planillaInput.operator,
      period,
      workers: [
        {
          settlement: settlementOf('C-A', false, []),
          contract: { salary: '1423500', salaryType: 'apprentice', apprenticePhase: phase, arlRiskClass: 1 },
          employee: {
            documentType: 'TI',
            documentNumber: '1000222333',
            firstSurname: 'Ortiz',
            firstName: 'Valentina',
            workLocation: '11001',
            healthProviderCode: 'EPS037',
            arlActivityCode: '1821001',
          },
        },
      ],
    };
  }

  it.each([
    ['2025-06', 'lectiva', '12'],
    ['2025-06', 'practica', '19'],
    ['2025-07', 'lectiva', '19'],
    ['2025-07', 'practica', '01'],
  ] as const)('%s %s → tipo %s', (period, phase, type) => {
    expect(buildPlanillaInput(request(period, phase)).workers[0]!.contributorType).toBe(type);
  });
});
