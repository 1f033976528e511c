import { readFileSync } from 'node:fs';
import type { PilaSegment, Subsystem } from '@quincena/payroll';
import { describe, expect, it } from 'vitest';
import {
  buildPlanillaInput,
  PlanillaBuildError,
  type PlanillaRequest,
  REGISTRO_TIPO_2,
  type SettledWorker,
  writePlanilla,
} from '../src/index.ts';
import { planillaInput } from './fixtures/planilla-input.ts';
import { latin1 } from './support/read-record.ts';
import { settlementOf } from './support/settled-worker.ts';

function perSubsystem<T>(value: T, overrides: Partial<Record<Subsystem, T>> = {}): Record<Subsystem, T> {
  return { pension: value, health: value, arl: value, ccf: value, sena: value, icbf: value, ...overrides };
}

/** A segment as the engine publishes it; rates and contributions are the engine's own and are not read. */
function segment(
  partial: Partial<PilaSegment> & Pick<PilaSegment, 'type' | 'startDate' | 'endDate'>,
): PilaSegment {
  return {
    days: perSubsystem(30),
    ibc: perSubsystem('0'),
    rates: perSubsystem('0'),
    contributions: perSubsystem('0'),
    hours: 0,
    vst: false,
    ...partial,
  };
}

function settled(
  contractId: string,
  exonerated: boolean,
  segments: PilaSegment[],
  contract: SettledWorker['contract'],
  employee: Partial<SettledWorker['employee']> &
    Pick<SettledWorker['employee'], 'documentNumber' | 'firstSurname' | 'firstName'>,
): SettledWorker {
  return {
    settlement: settlementOf(contractId, exonerated, segments),
    contract,
    employee: {
      documentType: 'CC',
      workLocation: '11001',
      pensionFundCode: '230301',
      healthProviderCode: 'EPS037',
      ccfCode: 'CCF22',
      arlActivityCode: '1821001',
      ...employee,
    },
  };
}

const request: PlanillaRequest = {
  contributor: planillaInput.contributor,
  operator: planillaInput.operator,
  period: '2026-10',
  workers: [
    settled(
      'C-6',
      true,
      [
        segment({
          type: 'WORKED',
          startDate: '2026-10-01',
          endDate: '2026-10-31',
          days: perSubsystem(15),
          ibc: perSubsystem('2000000'),
        }),
        segment({
          type: 'VAC',
          startDate: '2026-10-06',
          endDate: '2026-10-20',
          days: perSubsystem(15),
          ibc: perSubsystem('2050000', { ccf: '2000000', sena: '2000000', icbf: '2000000' }),
        }),
      ],
      {
        salary: '3500000',
        salaryChanges: [
          { from: '2026-09-01', amount: '4000000' },
          { from: '2026-11-01', amount: '4500000' },
        ],
        salaryType: 'ordinary',
        arlRiskClass: 1,
      },
      { documentNumber: '80999888', firstSurname: 'Gutiérrez', firstName: 'Andrés' },
    ),
    settled(
      'C-14',
      false,
      [
        segment({
          type: 'WORKED',
          startDate: '2026-10-01',
          endDate: '2026-10-31',
          // The engine reports the CCF stream of an apprentice too; the planilla leaves it out.
          days: perSubsystem(30, { pension: 0 }),
          ibc: perSubsystem('1750905', { pension: '0' }),
        }),
      ],
      { salary: '1313178.75', salaryType: 'apprentice', apprenticePhase: 'lectiva', arlRiskClass: 1 },
      {
        documentType: 'TI',
        documentNumber: '1000111222',
        firstSurname: 'Ramírez',
        firstName: 'Camilo',
        pensionFundCode: undefined,
        ccfCode: undefined,
      },
    ),
    settled(
      'C-11',
      true,
      [
        segment({
          type: 'WORKED',
          startDate: '2026-10-01',
          endDate: '2026-10-25',
          days: perSubsystem(25),
          ibc: perSubsystem('1666666.67'),
        }),
        segment({
          type: 'SLN',
          startDate: '2026-10-26',
          endDate: '2026-10-31',
          days: perSubsystem(5),
          ibc: perSubsystem('333333.33'),
        }),
      ],
      { salary: '2000000', salaryType: 'ordinary', arlRiskClass: 1 },
      { documentNumber: '1144555666', firstSurname: 'Rojas', firstName: 'Daniela' },
    ),
  ],
};

describe('buildPlanillaInput', () => {
  it('maps settled workers to the planilla model', () => {
    const input = buildPlanillaInput(request);
    expect(
      input.workers.map((worker) => [
        worker.contributorType,
        worker.contributorSubtype,
        worker.salary,
        worker.exonerated,
      ]),
    ).toEqual([
      ['01', '00', '4000000', true],
      ['19', '00', '1313178.75', false],
      ['01', '00', '2000000', true],
    ]);
    expect(input.workers[0]!.lines[1]).toEqual({
      kind: 'VAC',
      days: 15,
      start: '2026-10-06',
      end: '2026-10-20',
      ibc: { pension: '2050000', health: '2050000', risk: '2050000', ccf: '2000000', parafiscal: '2000000' },
      entryDate: undefined,
      retirementDate: undefined,
      permanentVariationDate: undefined,
      transientVariation: false,
    });
    expect(input.workers[0]!.lines[0]).not.toHaveProperty('start');
  });

  it('produces the same detail records as the golden planilla for the same workers', () => {
    const goldenRecords = latin1(
      new Uint8Array(readFileSync(new URL('./golden/planilla-2026-10.txt', import.meta.url))),
    )
      .slice(0, -2)
      .split('\r\n');
    const written = latin1(writePlanilla(buildPlanillaInput(request)).bytes)
      .slice(0, -2)
      .split('\r\n');
    // Compare everything but the sequence (field 2, positions 3–7), which depends on the file.
    const withoutSequence = (record: string) => record.slice(0, 2) + record.slice(7);
    const sequenceField = REGISTRO_TIPO_2.fields[1]!;
    expect([sequenceField.start, sequenceField.length]).toEqual([3, 5]);
    expect(written.slice(1).map(withoutSequence)).toEqual(
      [6, 7, 19, 15, 16].map((n) => withoutSequence(goldenRecords[n]!)),
    );
  });

  it('carries the company SLN choices and keeps the defaults when absent', () => {
    expect(buildPlanillaInput(request).unpaidLeave).toBeUndefined();
    const settings = { pensionDuringUnpaidLeave: false, healthDuringUnpaidLeave: true };
    expect(buildPlanillaInput({ ...request, settings }).unpaidLeave).toEqual({
      employerPension: false,
      employerHealth: true,
    });
  });

  it('refuses a settlement without month-level social security', () => {
    const fortnight = {
      ...request,
      workers: [{ ...request.workers[0]!, settlement: { contractId: 'C-6' } }],
    };
    expect(() => buildPlanillaInput(fortnight)).toThrow(PlanillaBuildError);
    expect(() => buildPlanillaInput(fortnight)).toThrow(
      'La liquidación del contrato C-6 no trae seguridad social del mes; liquide el mes o la segunda quincena.',
    );
  });
});
