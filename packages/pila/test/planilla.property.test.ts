import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type LineInput,
  type LineKind,
  type PlanillaInput,
  REGISTRO_TIPO_1,
  REGISTRO_TIPO_2,
  type WorkerInput,
  writePlanilla,
} from '../src/index.ts';
import { planillaInput } from './fixtures/planilla-input.ts';
import { fieldProblem, latin1, readRecord } from './support/read-record.ts';

const SMMLV = 1_750_905;
const NOVELTIES: readonly LineKind[] = ['VAC', 'LR', 'IGE', 'LMA', 'IRL', 'SLN'];

/** November 2026 has 30 days, so a segment's dates are its day numbers. */
function day(n: number): string {
  return `2026-11-${String(n).padStart(2, '0')}`;
}

const workerArbitrary = fc
  .record({
    apprentice: fc.boolean(),
    partTimeDays: fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
    pensioner: fc.boolean(),
    salary: fc.integer({ min: SMMLV, max: 20 * SMMLV }),
    entryDay: fc.option(fc.integer({ min: 2, max: 20 }), { nil: undefined }),
    cuts: fc.uniqueArray(fc.integer({ min: 2, max: 29 }), { maxLength: 3 }),
    kinds: fc.array(fc.constantFrom(...NOVELTIES), { minLength: 3, maxLength: 3 }),
    document: fc.integer({ min: 10_000_000, max: 1_999_999_999 }),
    riskClass: fc.constantFrom(1, 2, 3, 4, 5),
  })
  .map((draw): WorkerInput => {
    const first = draw.entryDay ?? 1;
    const bounds = [first, ...draw.cuts.filter((cut) => cut > first).sort((a, b) => a - b), 31];
    const apprentice = draw.apprentice;
    const lines: LineInput[] = [];
    for (let index = 0; index < bounds.length - 1; index++) {
      const start = bounds[index]!;
      const end = bounds[index + 1]! - 1;
      const days = end - start + 1;
      const kind: LineKind = index === 0 ? 'worked' : draw.kinds[index - 1]!;
      const ibc = String((draw.salary * days) / 30);
      lines.push({
        kind,
        days,
        ...(kind === 'worked' ? {} : { start: day(start), end: day(end) }),
        ...(index === 0 && draw.entryDay ? { entryDate: day(draw.entryDay) } : {}),
        ibc: apprentice
          ? { health: ibc, risk: ibc }
          : { pension: draw.pensioner ? undefined : ibc, health: ibc, risk: ibc, ccf: ibc },
      });
    }
    if (draw.partTimeDays !== undefined && !apprentice) {
      // Tipo 51 (Decreto 2616/2013): one line, weekly minimums for pension and CCF, risks on one SMMLV.
      const weekly = String((Math.min(4, Math.ceil(draw.partTimeDays / 7)) * SMMLV) / 4);
      return {
        documentType: 'CC',
        documentNumber: String(draw.document),
        contributorType: '51',
        contributorSubtype: draw.pensioner ? '01' : '00',
        department: '05',
        municipality: '001',
        firstSurname: 'Muñoz',
        firstName: 'Sofía',
        salary: '500000',
        salaryType: 'fixed',
        pensionFundCode: draw.pensioner ? undefined : '25-14',
        ccfCode: 'CCF04',
        riskClass: draw.riskClass,
        arlActivityCode: '1234501',
        exonerated: false,
        lines: [
          {
            kind: 'worked',
            days: draw.partTimeDays,
            ibc: { pension: draw.pensioner ? undefined : weekly, risk: String(SMMLV), ccf: weekly },
          },
        ],
      };
    }
    return {
      documentType: 'CC',
      documentNumber: String(draw.document),
      contributorType: apprentice ? '19' : '01',
      contributorSubtype: draw.pensioner && !apprentice ? '01' : '00',
      department: '76',
      municipality: '001',
      firstSurname: 'Pérez',
      firstName: 'Iñigo',
      salary: String(draw.salary),
      salaryType: 'fixed',
      pensionFundCode: draw.pensioner || apprentice ? undefined : '230201',
      healthProviderCode: 'EPS002',
      ccfCode: apprentice ? undefined : 'CCF57',
      riskClass: draw.riskClass,
      arlActivityCode: '1234501',
      // Lectiva apprentices are never exonerated (Ley 2466/2025 art. 21).
      exonerated: !apprentice && draw.salary < 10 * SMMLV,
      lines,
    };
  });

const planillaArbitrary = fc
  .uniqueArray(workerArbitrary, { minLength: 1, maxLength: 8, selector: (worker) => worker.documentNumber })
  .map((workers): PlanillaInput => ({ ...planillaInput, period: '2026-11', workers }));

describe('planilla properties', () => {
  // Generous timeout: the machine is shared and a hundred planillas take a few seconds under load.
  it('writes valid records for any valid model', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(planillaArbitrary, (input) => {
        const text = latin1(writePlanilla(input).bytes);
        expect(text.endsWith('\r\n')).toBe(true);
        const records = text.slice(0, -2).split('\r\n');
        expect(records[0]).toHaveLength(359);
        const daysByWorker = new Map<string, number[]>();
        let payroll = 0;
        for (const record of records.slice(1)) {
          // Every line has its exact length.
          expect(record).toHaveLength(693);
          const fields = readRecord(REGISTRO_TIPO_2, record);
          // Every numeric field holds only digits; every field what its layout allows.
          for (const field of REGISTRO_TIPO_2.fields) {
            expect(fieldProblem(field, fields.get(field.number)!)).toBeUndefined();
          }
          // Contributions are multiples of 100 and never below IBC × rate.
          for (const [ibcField, rateField, valueField] of [
            [42, 46, 47],
            [43, 54, 55],
            [44, 61, 63],
            [45, 64, 65],
          ] as const) {
            const value = Number(fields.get(valueField));
            expect(value % 100).toBe(0);
            const exact = Number(fields.get(ibcField)) * Number(fields.get(rateField));
            expect(value).toBeGreaterThanOrEqual(exact - 1e-6);
            expect(value).toBeLessThan(exact + 100);
          }
          const key = `${fields.get(3)}${fields.get(4)}`;
          const days = daysByWorker.get(key) ?? [0, 0, 0, 0];
          daysByWorker.set(
            key,
            [36, 37, 38, 39].map((field, index) => days[index]! + Number(fields.get(field))),
          );
          payroll += Number(fields.get(45));
        }
        // The days of one worker never exceed 30 in any subsystem.
        for (const days of daysByWorker.values()) {
          for (const total of days) expect(total).toBeLessThanOrEqual(30);
        }
        // Header totals equal the sum of the lines.
        const header = readRecord(REGISTRO_TIPO_1, records[0]!);
        for (const field of REGISTRO_TIPO_1.fields) {
          expect(fieldProblem(field, header.get(field.number)!)).toBeUndefined();
        }
        expect(Number(header.get(19))).toBe(daysByWorker.size);
        expect(Number(header.get(20))).toBe(payroll);
      }),
      { numRuns: 100 },
    );
  });
});
