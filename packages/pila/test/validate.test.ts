import { describe, expect, it } from 'vitest';
import {
  describeIssue,
  type PlanillaInput,
  PlanillaValidationError,
  validatePlanilla,
  type WorkerInput,
  writePlanilla,
} from '../src/index.ts';
import { planillaInput, sameIbc } from './fixtures/planilla-input.ts';

/** The fixture with its first worker replaced. */
function withWorker(change: (worker: WorkerInput) => WorkerInput): PlanillaInput {
  const [first, ...rest] = planillaInput.workers;
  return { ...planillaInput, workers: [change(structuredClone(first!)), ...rest] };
}

function messages(input: PlanillaInput): string[] {
  return validatePlanilla(input).map(describeIssue);
}

describe('validatePlanilla', () => {
  it('accepts the golden planilla', () => {
    expect(validatePlanilla(planillaInput)).toEqual([]);
  });

  it('refuses days over 30 for one worker', () => {
    const input = withWorker((worker) => ({
      ...worker,
      lines: [
        { kind: 'worked', days: 20, ibc: sameIbc('1666667') },
        { kind: 'IGE', days: 11, start: '2026-10-20', end: '2026-10-30', ibc: sameIbc('916667') },
      ],
    }));
    expect(messages(input)).toEqual([
      'Cotizante CC 52123456: Los días de todas las líneas suman 31; no pueden superar 30.',
    ]);
  });

  it('refuses missing administrator codes', () => {
    const input = withWorker((worker) => ({
      ...worker,
      pensionFundCode: undefined,
      healthProviderCode: '',
      ccfCode: undefined,
      arlActivityCode: undefined,
    }));
    expect(messages(input)).toEqual([
      'Cotizante CC 52123456: Falta el código de la administradora de pensiones.',
      'Cotizante CC 52123456: Falta el código de la administradora de salud (EPS).',
      'Cotizante CC 52123456: Falta el código de la administradora de la caja de compensación familiar.',
      'Cotizante CC 52123456: Falta la actividad económica para riesgos laborales (7 dígitos, Decreto 768 de 2022).',
    ]);
  });

  it('refuses an IBC under the proportional minimum wage, after rounding it up to the peso', () => {
    // 1,750,904.2 rounds up to 1,750,905, exactly one SMMLV: accepted.
    const input = withWorker((worker) => ({
      ...worker,
      lines: [{ kind: 'worked', days: 30, ibc: { ...sameIbc('2500000'), health: '1750904.2' } }],
    }));
    expect(messages(input)).toEqual([]);
    const below = withWorker((worker) => ({
      ...worker,
      lines: [{ kind: 'worked', days: 30, ibc: { ...sameIbc('2500000'), health: '1750904' } }],
    }));
    expect(messages(below)).toEqual([
      'Cotizante CC 52123456, línea 1: El IBC de salud (1750904) es inferior al mínimo de 1750905 para 30 días.',
    ]);
  });

  it('refuses an IBC over 25 SMMLV in the month', () => {
    const input = withWorker((worker) => ({
      ...worker,
      exonerated: false,
      salary: '50000000',
      lines: [{ kind: 'worked', days: 30, ibc: { ...sameIbc('43772626') } }],
    }));
    expect(messages(input)).toEqual([
      'Cotizante CC 52123456: El IBC de pensión del mes (43772626) supera el tope de 25 salarios mínimos (43772625).',
      'Cotizante CC 52123456: El IBC de salud del mes (43772626) supera el tope de 25 salarios mínimos (43772625).',
      'Cotizante CC 52123456: El IBC de riesgos laborales del mes (43772626) supera el tope de 25 salarios mínimos (43772625).',
      'Cotizante CC 52123456: El IBC de CCF del mes (43772626) supera el tope de 25 salarios mínimos (43772625).',
    ]);
  });

  it('refuses dates outside the period', () => {
    const input = withWorker((worker) => ({
      ...worker,
      lines: [
        { kind: 'worked', days: 20, entryDate: '2026-09-30', ibc: sameIbc('1666667') },
        { kind: 'VAC', days: 10, start: '2026-10-25', end: '2026-11-03', ibc: sameIbc('833334') },
      ],
    }));
    expect(messages(input)).toEqual([
      'Cotizante CC 52123456, línea 1: La fecha de ingreso (2026-09-30) está fuera del período 2026-10.',
      'Cotizante CC 52123456, línea 2: La fecha de fin de las vacaciones (VAC) (2026-11-03) está fuera del período 2026-10.',
    ]);
  });

  it('refuses novelty dates that disagree with the days or with each other', () => {
    const input = withWorker((worker) => ({
      ...worker,
      lines: [
        { kind: 'worked', days: 20, start: '2026-10-01', ibc: sameIbc('1666667') },
        { kind: 'IGE', days: 5, start: '2026-10-10', end: '2026-10-20', ibc: sameIbc('416667') },
        { kind: 'SLN', days: 5, start: '2026-10-29', end: '2026-10-25', ibc: sameIbc('416667') },
      ],
    }));
    expect(messages(input)).toEqual([
      'Cotizante CC 52123456, línea 1: Una línea de días laborados no lleva fechas de inicio y fin de novedad.',
      'Cotizante CC 52123456, línea 2: El período de la incapacidad general (IGE) del 2026-10-10 al 2026-10-20 cubre 11 días, pero la línea reporta 5.',
      'Cotizante CC 52123456, línea 3: La fecha de inicio de la suspensión o licencia no remunerada (SLN) es posterior a la fecha de fin.',
    ]);
  });

  it('refuses a work location outside DIVIPOLA', () => {
    const input = withWorker((worker) => ({ ...worker, department: '12', municipality: '001' }));
    expect(messages(input)).toEqual([
      'Cotizante CC 52123456: El departamento (2 dígitos) y el municipio (3 dígitos) de la ubicación laboral deben seguir la DIVIPOLA.',
    ]);
  });

  it('refuses a novelty without dates and a worker listed twice', () => {
    const input = withWorker((worker) => ({
      ...worker,
      lines: [
        { kind: 'worked', days: 27, ibc: sameIbc('2250000') },
        { kind: 'LMA', days: 3, ibc: sameIbc('250000') },
      ],
    }));
    const twice = { ...input, workers: [...input.workers, input.workers[0]!] };
    expect(messages(twice)).toEqual([
      'Cotizante CC 52123456, línea 2: Faltan las fechas de inicio y fin de la licencia de maternidad o paternidad (LMA).',
      'Cotizante CC 52123456: El cotizante aparece dos veces; agrupe todas sus líneas en uno solo.',
      'Cotizante CC 52123456, línea 2: Faltan las fechas de inicio y fin de la licencia de maternidad o paternidad (LMA).',
    ]);
  });

  it('refuses fewer than 30 days without ING or RET, and a second ING', () => {
    const short = withWorker((worker) => ({
      ...worker,
      lines: [{ kind: 'worked', days: 29, ibc: sameIbc('2416667') }],
    }));
    expect(messages(short)).toEqual([
      'Cotizante CC 52123456: Los días suman 29: menos de 30 días solo es posible con novedad de ingreso o de retiro.',
    ]);
    const twice = withWorker((worker) => ({
      ...worker,
      lines: [
        { kind: 'worked', days: 10, entryDate: '2026-10-01', ibc: sameIbc('833334') },
        { kind: 'worked', days: 10, entryDate: '2026-10-21', ibc: sameIbc('833334') },
      ],
    }));
    expect(messages(twice)).toEqual([
      'Cotizante CC 52123456: La novedad de ingreso (ING) del 2026-10-21 no sigue a un retiro (RET): otro ingreso en el mes solo se reporta después de un retiro.',
    ]);
  });

  it('refuses more days than fit between the entry and the retirement dates', () => {
    const input = withWorker((worker) => ({
      ...worker,
      lines: [
        {
          kind: 'worked',
          days: 21,
          entryDate: '2026-10-06',
          retirementDate: '2026-10-25',
          ibc: sameIbc('1750000'),
        },
      ],
    }));
    expect(messages(input)).toEqual([
      'Cotizante CC 52123456: Los días suman 21, pero entre el ingreso y el retiro solo caben 20 días.',
    ]);
  });

  it('refuses an exonerated worker earning 10 SMMLV or more, and a low integral salary', () => {
    const rich = withWorker((worker) => ({
      ...worker,
      salary: '17509050',
      lines: [{ kind: 'worked', days: 30, ibc: sameIbc('17509050') }],
    }));
    expect(messages(rich)).toEqual([
      'Cotizante CC 52123456: El cotizante no puede marcarse exonerado: devenga 10 salarios mínimos o más.',
    ]);
    const integral = withWorker((worker) => ({
      ...worker,
      exonerated: false,
      salaryType: 'integral',
      salary: '20000000',
    }));
    expect(messages(integral)).toEqual([
      'Cotizante CC 52123456: El salario integral no puede ser inferior a 13 salarios mínimos (22761765).',
    ]);
  });

  it('refuses an exonerated lectiva apprentice', () => {
    const apprentice = planillaInput.workers.find((worker) => worker.contributorType === '19')!;
    expect(messages({ ...planillaInput, workers: [{ ...apprentice, exonerated: true }] })).toEqual([
      'Cotizante TI 1000111222: Un aprendiz en etapa lectiva no puede marcarse exonerado: la empresa paga toda la cotización a salud.',
    ]);
  });

  it('refuses an IBC for a subsystem the worker does not pay', () => {
    const [, , , , , , , , , , , , , apprentice] = planillaInput.workers;
    const input = {
      ...planillaInput,
      workers: [{ ...apprentice!, lines: [{ kind: 'worked' as const, days: 30, ibc: sameIbc('1750905') }] }],
    };
    expect(messages(input)).toEqual([
      'Cotizante TI 1000111222, línea 1: El cotizante no aporta a pensión pero la línea trae IBC de pensión.',
      'Cotizante TI 1000111222, línea 1: El cotizante no aporta a la caja de compensación familiar pero la línea trae IBC de CCF.',
    ]);
  });

  it('refuses header problems', () => {
    const input: PlanillaInput = {
      ...planillaInput,
      contributor: {
        ...planillaInput.contributor,
        documentNumber: '900.123.456',
        verificationDigit: '',
        arlCode: '',
      },
      operator: { code: '1' },
      workers: [],
    };
    expect(messages(input)).toEqual([
      'Encabezado: El número de identificación del aportante debe tener solo dígitos, sin el dígito de verificación.',
      'Encabezado: El dígito de verificación del aportante debe ser un solo dígito.',
      'Encabezado: Falta el código de la ARL del aportante o no es válido.',
      'Encabezado: El código del operador de información debe tener dos dígitos.',
      'Encabezado: La planilla no tiene cotizantes.',
    ]);
    expect(messages({ ...planillaInput, period: '2026-13' })).toEqual([
      'Encabezado: El período 2026-13 no tiene el formato aaaa-mm.',
    ]);
    expect(messages({ ...planillaInput, period: '2031-01' })).toEqual([
      'Encabezado: No hay salario mínimo registrado para el año 2031.',
    ]);
  });

  it('writePlanilla throws every issue in one Spanish message', () => {
    const input = withWorker((worker) => ({ ...worker, healthProviderCode: undefined }));
    expect(() => writePlanilla(input)).toThrow(PlanillaValidationError);
    expect(() => writePlanilla(input)).toThrow(
      'La planilla tiene 1 error(es):\n- Cotizante CC 52123456: Falta el código de la administradora de salud (EPS).',
    );
  });
});
