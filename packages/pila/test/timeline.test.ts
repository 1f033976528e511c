import { describe, expect, it } from 'vitest';
import {
  describeIssue,
  type LineInput,
  type PlanillaInput,
  PlanillaValidationError,
  validatePlanilla,
  type WorkerInput,
  writePlanilla,
} from '../src/index.ts';
import { planillaInput, sameIbc } from './fixtures/planilla-input.ts';

/** The first fixture worker (salary 2,500,000, October 2026) with other lines. */
function withLines(lines: LineInput[], change: Partial<WorkerInput> = {}): PlanillaInput {
  const [first, ...rest] = planillaInput.workers;
  return { ...planillaInput, workers: [{ ...first!, ...change, lines }, ...rest] };
}

function messages(input: PlanillaInput): string[] {
  return validatePlanilla(input).map(describeIssue);
}

describe('a worker’s novelty segments in the month', () => {
  it('refuses IGE and LMA on the same days: each day goes on one line only', () => {
    const input = withLines([
      { kind: 'worked', days: 20, ibc: sameIbc('1666667') },
      { kind: 'IGE', days: 5, start: '2026-10-10', end: '2026-10-14', ibc: sameIbc('416667') },
      { kind: 'LMA', days: 5, start: '2026-10-12', end: '2026-10-16', ibc: sameIbc('416667') },
    ]);
    expect(messages(input)).toEqual([
      'Cotizante CC 52123456, línea 3: Las fechas de la licencia de maternidad o paternidad (LMA) (2026-10-12 a 2026-10-16) se cruzan con las de la incapacidad general (IGE) de la línea 2 (2026-10-10 a 2026-10-14); cada día va en una sola línea.',
    ]);
  });

  it('accepts back-to-back segments', () => {
    const input = withLines([
      { kind: 'worked', days: 20, ibc: sameIbc('1666667') },
      { kind: 'IGE', days: 5, start: '2026-10-10', end: '2026-10-14', ibc: sameIbc('416667') },
      { kind: 'VAC', days: 5, start: '2026-10-15', end: '2026-10-19', ibc: sameIbc('416667') },
    ]);
    expect(messages(input)).toEqual([]);
  });

  it('refuses a novelty that starts before the entry date', () => {
    const input = withLines([
      { kind: 'worked', days: 10, entryDate: '2026-10-11', ibc: sameIbc('833334') },
      { kind: 'IGE', days: 10, start: '2026-10-05', end: '2026-10-14', ibc: sameIbc('833334') },
    ]);
    expect(messages(input)).toEqual([
      'Cotizante CC 52123456, línea 2: El período de la incapacidad general (IGE) empieza el 2026-10-05, antes de la fecha de ingreso (2026-10-11).',
    ]);
  });

  it('refuses days after the retirement: no line runs past RET', () => {
    const input = withLines([
      { kind: 'worked', days: 15, retirementDate: '2026-10-20', ibc: sameIbc('1250000') },
      { kind: 'VAC', days: 5, start: '2026-10-18', end: '2026-10-22', ibc: sameIbc('416667') },
    ]);
    expect(messages(input)).toEqual([
      'Cotizante CC 52123456, línea 2: El período de las vacaciones (VAC) termina el 2026-10-22, después de la fecha de retiro (2026-10-20); no se reportan días posteriores al retiro.',
    ]);
  });
});

describe('subtipo 06 (régimen exceptuado)', () => {
  it('refuses an IBC of 4 SMMLV or more, which owes the FSP to FSP001', () => {
    const line: LineInput = {
      kind: 'worked',
      days: 30,
      ibc: { health: '7003620', risk: '7003620', ccf: '7003620' },
    };
    expect(
      messages(
        withLines([line], { contributorSubtype: '06', salary: '7003620', pensionFundCode: undefined }),
      ),
    ).toEqual([
      'Cotizante CC 52123456: Un cotizante de régimen exceptuado (subtipo 06) con IBC de 4 salarios mínimos o más debe aportar al Fondo de Solidaridad Pensional (FSP001); esta planilla no lo soporta.',
    ]);
    const below: LineInput = {
      kind: 'worked',
      days: 30,
      ibc: { health: '7003619', risk: '7003619', ccf: '7003619' },
    };
    expect(
      messages(
        withLines([below], { contributorSubtype: '06', salary: '7003619', pensionFundCode: undefined }),
      ),
    ).toEqual([]);
  });
});

describe('voluntary pension contributions and document numbers', () => {
  it('refuses voluntary contributions for a public-regime affiliate and accepts them in RAIS', () => {
    const line: LineInput = {
      kind: 'worked',
      days: 30,
      ibc: sameIbc('2500000'),
      voluntaryPension: { affiliate: '100000' },
    };
    expect(messages(withLines([line], { pensionFundCode: '25-14' }))).toEqual([
      'Cotizante CC 52123456, línea 1: Los aportes voluntarios (campos 48 y 49) solo se reportan para afiliados a un fondo privado (RAIS); 25-14 es del régimen de prima media.',
    ]);
    expect(messages(withLines([line], { pensionFundCode: '230301' }))).toEqual([]);
    const pensioner = { ...line, ibc: { ...line.ibc, pension: undefined } };
    expect(
      messages(withLines([pensioner], { contributorSubtype: '01', pensionFundCode: undefined })),
    ).toEqual([
      'Cotizante CC 52123456, línea 1: El cotizante no aporta a pensión pero la línea trae aportes voluntarios.',
    ]);
  });

  it('refuses letters in a cédula de ciudadanía', () => {
    const [first, ...rest] = planillaInput.workers;
    const input = { ...planillaInput, workers: [{ ...first!, documentNumber: 'A52123456' }, ...rest] };
    expect(messages(input)).toEqual(['Cotizante CC A52123456: El número de CC debe tener solo dígitos.']);
  });
});

describe('ING and RET in the same period', () => {
  it('must share one line (Res. 2388/2016 num. 2.1.2.2 lit. a, Res. 5858/2016)', () => {
    const split = withLines([
      { kind: 'worked', days: 10, entryDate: '2026-10-05', ibc: sameIbc('833334') },
      {
        kind: 'IGE',
        days: 6,
        start: '2026-10-15',
        end: '2026-10-20',
        retirementDate: '2026-10-20',
        ibc: sameIbc('500000'),
      },
    ]);
    expect(messages(split)).toEqual([
      'Cotizante CC 52123456: Las novedades de ingreso y retiro del mismo período deben ir en la misma línea (están en las líneas 1 y 2).',
    ]);
    const shared = withLines([
      {
        kind: 'worked',
        days: 10,
        entryDate: '2026-10-05',
        retirementDate: '2026-10-20',
        ibc: sameIbc('833334'),
      },
      { kind: 'IGE', days: 6, start: '2026-10-15', end: '2026-10-20', ibc: sameIbc('500000') },
    ]);
    expect(messages(shared)).toEqual([]);
  });
});

describe('a worker retired and re-hired in the same month (Res. 2388/2016 num. 2.1.2.2)', () => {
  const rehired = (second: Partial<LineInput> = {}) =>
    withLines([
      { kind: 'worked', days: 10, retirementDate: '2026-10-10', ibc: sameIbc('833334') },
      { kind: 'worked', days: 11, entryDate: '2026-10-20', ibc: sameIbc('916667'), ...second },
    ]);

  it('reports one record per novelty: RET on the first employment, ING on the second', () => {
    expect(messages(rehired())).toEqual([]);
    const file = writePlanilla(rehired());
    const records = new TextDecoder('latin1').decode(file.bytes).split('\r\n').filter(Boolean);
    const worker = records.filter((record) => record.slice(7, 23).includes('52123456'));
    expect(worker).toHaveLength(2);
    // Field 16 (RET, position 138) on the first record, field 15 (ING, position 137) on the second.
    expect([worker[0]?.[136], worker[0]?.[137]]).toEqual([' ', 'X']);
    expect([worker[1]?.[136], worker[1]?.[137]]).toEqual(['X', ' ']);
    // Fields 80 and 81: the dates of the entry and the retirement.
    expect(worker[0]).toContain('2026-10-10');
    expect(worker[1]).toContain('2026-10-20');
    expect(
      file.lines
        .filter((line) => line.worker.documentNumber === '52123456')
        .map((line) => line.liquidated.days.pension),
    ).toEqual([10, 11]);
  });

  it('refuses more days than the two employments hold, and a novelty between them', () => {
    expect(messages(rehired({ days: 12 }))).toEqual([
      'Cotizante CC 52123456: Los días suman 22, pero en los 2 períodos de vinculación del mes solo caben 21 días.',
    ]);
    const between = withLines([
      { kind: 'worked', days: 8, retirementDate: '2026-10-10', ibc: sameIbc('666667') },
      { kind: 'IGE', days: 2, start: '2026-10-12', end: '2026-10-13', ibc: sameIbc('166667') },
      { kind: 'worked', days: 11, entryDate: '2026-10-20', ibc: sameIbc('916667') },
    ]);
    expect(messages(between)).toEqual([
      'Cotizante CC 52123456, línea 2: El período de la incapacidad general (IGE) (2026-10-12 a 2026-10-13) no cae dentro de un período de vinculación del mes (entre un ingreso y un retiro).',
    ]);
  });

  it('refuses a second retirement without a re-entry between them', () => {
    const twice = withLines([
      { kind: 'worked', days: 10, retirementDate: '2026-10-10', ibc: sameIbc('833334') },
      { kind: 'worked', days: 10, retirementDate: '2026-10-20', ibc: sameIbc('833334') },
    ]);
    expect(messages(twice)).toEqual([
      'Cotizante CC 52123456: La novedad de retiro (RET) del 2026-10-20 no sigue a un ingreso (ING): otro retiro en el mes solo se reporta después de un reingreso.',
    ]);
  });
});

describe('administrators and the risk class', () => {
  it('refuses a risk class outside 1 to 5 in Spanish instead of failing or writing no ARL contribution', () => {
    for (const riskClass of [0, 7]) {
      const input = withLines(planillaInput.workers[0]!.lines, { riskClass: riskClass as 1 });
      expect(messages(input)).toEqual([
        `Cotizante CC 52123456: La clase de riesgo laboral (${riskClass}) no es válida: debe ser un número de 1 a 5.`,
      ]);
      expect(() => writePlanilla(input)).toThrow(PlanillaValidationError);
    }
  });

  it('accepts only the UGPP codes of each subsystem, and says when a code belongs to another one', () => {
    const lines = planillaInput.workers[0]!.lines;
    expect(messages(withLines(lines, { pensionFundCode: 'EPS037' }))).toEqual([
      'Cotizante CC 52123456: El código EPS037 es de una administradora de salud (EPS), no de pensiones.',
    ]);
    expect(messages(withLines(lines, { healthProviderCode: 'EPS999' }))).toEqual([
      'Cotizante CC 52123456: El código EPS999 no está en la lista de administradoras de salud (EPS) de la PILA (UGPP).',
    ]);
    expect(messages(withLines(lines, { ccfCode: 'CCF99' }))).toEqual([
      'Cotizante CC 52123456: El código CCF99 no está en la lista de administradoras de la caja de compensación familiar de la PILA (UGPP).',
    ]);
    expect(messages(withLines(lines, { arlCode: '14-99' }))).toEqual([
      'Cotizante CC 52123456: El código 14-99 no está en la lista de administradoras de riesgos laborales de la PILA (UGPP).',
    ]);
    expect(
      messages({ ...planillaInput, contributor: { ...planillaInput.contributor, arlCode: 'CCF22' } }),
    ).toEqual([
      'Encabezado: ARL del aportante: El código CCF22 es de una administradora de la caja de compensación familiar, no de riesgos laborales.',
    ]);
    expect(messages(withLines(lines, { pensionFundCode: '25-14' }))).toEqual([]);
  });
});
