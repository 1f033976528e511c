import {
  type Contract,
  defaultCompanySettings,
  emptyNovelties,
  type Novelties,
  type SettlementResult,
  settle,
} from '@quincena/payroll';
import { describe, expect, it } from 'vitest';
import { contract } from '../../payroll/test/factories.ts';
import { buildPlanillaInput, type SettledWorker, writePlanilla } from '../src/index.ts';
import { planillaInput } from './fixtures/planilla-input.ts';

/**
 * The payroll engine's own results, passed through the adapter and the writer: the planilla must
 * accept them and arrive at the same contribution per subsystem as the engine (same rounding, same
 * rates), so that what payroll posts is what the operator collects.
 */
interface EngineCase {
  name: string;
  contract?: Partial<Contract>;
  novelties?: Partial<Novelties>;
  affiliation?: Partial<SettledWorker['employee']>;
}

const cases: EngineCase[] = [
  { name: 'full month' },
  { name: 'entry on the 16th', contract: { startDate: '2026-03-16' } },
  {
    name: 'common illness',
    novelties: {
      absences: [{ contingency: 'common_illness', startDate: '2026-03-05', endDate: '2026-03-09' }],
    },
  },
  {
    name: 'unpaid leave',
    novelties: {
      absences: [{ contingency: 'unpaid_leave', startDate: '2026-03-20', endDate: '2026-03-24' }],
    },
  },
  {
    name: 'retirement on the 20th',
    novelties: { retirement: { date: '2026-03-20', reason: 'resignation' } },
  },
  {
    name: 'vacations',
    novelties: {
      vacations: [{ daysInTime: 5, daysInMoney: 0, startDate: '2026-03-09', endDate: '2026-03-13' }],
    },
  },
  {
    name: 'paid leave',
    novelties: { absences: [{ contingency: 'paid_leave', startDate: '2026-03-10', endDate: '2026-03-12' }] },
  },
  {
    name: 'maternity',
    novelties: { absences: [{ contingency: 'maternity', startDate: '2026-03-01', endDate: '2026-03-31' }] },
  },
  {
    name: 'work accident',
    novelties: {
      absences: [{ contingency: 'work_accident', startDate: '2026-03-02', endDate: '2026-03-06' }],
    },
  },
  { name: 'salary change', contract: { salaryChanges: [{ from: '2026-03-11', amount: '2600000' }] } },
  { name: 'integral salary', contract: { salaryType: 'integral', salary: '30000000' } },
  { name: 'salary 20 SMMLV', contract: { salary: '35018100' } },
  {
    name: 'apprentice (lectiva)',
    contract: {
      salaryType: 'apprentice',
      apprenticePhase: 'lectiva',
      salary: '1313179',
      contractType: 'apprenticeship',
    },
    affiliation: { documentType: 'TI', pensionFundCode: undefined, ccfCode: undefined },
  },
  { name: 'pensioner', contract: { pensionExempt: true }, affiliation: { pensionFundCode: undefined } },
];

function settled(engineCase: EngineCase, index: number): { worker: SettledWorker; result: SettlementResult } {
  const c = contract({ id: 'C-1', ...engineCase.contract });
  const result = settle({
    period: { year: 2026, month: 3 },
    company: defaultCompanySettings,
    contract: c,
    novelties: { ...emptyNovelties, ...engineCase.novelties },
    history: { months: [] },
  });
  return {
    result,
    worker: {
      settlement: result,
      contract: c,
      employee: {
        documentType: 'CC',
        documentNumber: String(80_000_000 + index),
        firstSurname: 'Prueba',
        firstName: engineCase.name,
        workLocation: '11001',
        pensionFundCode: '230301',
        healthProviderCode: 'EPS037',
        ccfCode: 'CCF22',
        arlActivityCode: '1821001',
        ...engineCase.affiliation,
      },
    },
  };
}

describe('engine → buildPlanillaInput → writePlanilla', () => {
  const runs = cases.map(settled);
  const file = writePlanilla(
    buildPlanillaInput({
      contributor: planillaInput.contributor,
      operator: planillaInput.operator,
      period: '2026-03',
      settings: defaultCompanySettings,
      workers: runs.map((run) => run.worker),
    }),
  );

  it.each(cases.map((engineCase, index) => [engineCase.name, index] as const))(
    '%s: same contribution per subsystem as the engine',
    (_, index) => {
      const { result, worker } = runs[index]!;
      const lines = file.lines.filter(
        (line) => line.worker.documentNumber === worker.employee.documentNumber,
      );
      const planilla = {
        pension: lines.reduce((sum, line) => sum + line.liquidated.contributions.pension, 0),
        health: lines.reduce((sum, line) => sum + line.liquidated.contributions.health, 0),
        arl: lines.reduce((sum, line) => sum + line.liquidated.contributions.risk, 0),
        ccf: lines.reduce((sum, line) => sum + line.liquidated.contributions.ccf, 0),
        sena: lines.reduce((sum, line) => sum + line.liquidated.contributions.sena, 0),
        icbf: lines.reduce((sum, line) => sum + line.liquidated.contributions.icbf, 0),
      };
      const engine = Object.fromEntries(
        result.socialSecurity!.contributions.map((entry) => [entry.subsystem, Number(entry.total)]),
      );
      expect(planilla).toEqual({
        pension: engine.pension ?? 0,
        health: engine.health ?? 0,
        arl: engine.arl ?? 0,
        ccf: engine.ccf ?? 0,
        sena: engine.sena ?? 0,
        icbf: engine.icbf ?? 0,
      });
    },
  );
});
