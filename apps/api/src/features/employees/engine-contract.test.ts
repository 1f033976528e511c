import type { TContract } from '@quincena/contracts/employees';
import { describe, expect, it } from 'vitest';
import { CONTRACT_WORK_AND_PAY, NOTHING_DECLARED_FOR_WITHHOLDING } from './employees.fixtures.ts';
import { EngineMappingError, toEngineContract } from './engine-contract.ts';

function contract(overrides: Partial<TContract> = {}): TContract {
  return {
    id: 7,
    person: { id: 3, documentType: 'CC', documentNumber: '1020304050', fullName: 'Ana Pérez' },
    salaryType: 'F',
    contractType: '2',
    startDate: '2026-02-01',
    endDate: null,
    status: 'ACTIVO',
    jobId: 1,
    jobName: 'Analista',
    ...CONTRACT_WORK_AND_PAY,
    accountNumber: '123',
    epsCode: 'EPS010',
    afpCode: '230301',
    severanceFundCode: '800144331',
    ccfCode: 'CCF24',
    voluntaryPensionFundCode: null,
    voluntaryPensionMonthly: null,
    afcFundCode: null,
    afcAccount: null,
    afcMonthly: null,
    arlRiskClass: '3',
    economicActivity: '3000000',
    contributorType: '01',
    contributorSubtype: '00',
    withholding: NOTHING_DECLARED_FOR_WITHHOLDING,
    retirementReason: null,
    retirementDate: null,
    transportAidExcluded: false,
    settledThrough: null,
    hasPhoto: false,
    salary: { startDate: '2026-02-01', amount: 2_500_000, settled: false },
    salaryHistory: [],
    ...overrides,
  };
}

const history = [
  { startDate: '2026-02-01', amount: 2_500_000 },
  { startDate: '2026-03-20', amount: 2_750_000.5 },
  { startDate: '2026-05-01', amount: 3_000_000 },
];

describe('toEngineContract', () => {
  it('takes the salary in force on the period start and every later change', () => {
    expect(toEngineContract(contract(), history, '2026-03-16')).toEqual({
      id: '7',
      employeeId: '1020304050',
      salaryType: 'ordinary',
      salary: '2500000',
      salaryChanges: [
        { from: '2026-03-20', amount: '2750000.5' },
        { from: '2026-05-01', amount: '3000000' },
      ],
      contractType: 'indefinite',
      startDate: '2026-02-01',
      arlRiskClass: 3,
      transportAidExcluded: false,
      teleworker: false,
      pensionExempt: false,
      pilaContributorType: '01',
      pilaContributorSubtype: '00',
      withholding: { procedure: 1, hasDependants: false },
    });
  });

  it('uses the changed salary once the period starts after it, with no change left', () => {
    const engine = toEngineContract(contract(), history, '2026-05-01');
    expect(engine.salary).toBe('3000000');
    expect(engine.salaryChanges).toBeUndefined();
  });

  it('maps integral salary, fixed term, procedure 2 and the deductions in force (E.T. arts. 386, 387)', () => {
    const engine = toEngineContract(
      contract({
        salaryType: 'X',
        contractType: '1',
        endDate: '2026-12-31',
        workPlace: 'TELETRABAJO',
        contributorSubtype: '01',
        voluntaryPensionMonthly: 500_000,
        afcMonthly: 250_000,
        withholding: {
          procedure: '2',
          percentage: 3.52,
          housing: {
            yearlyAmount: 12_000_000,
            monthlyAmount: 1_000_000,
            startDate: '2026-01-01',
            endDate: '2026-12-31',
          },
          prepaidMedicine: {
            yearlyAmount: 3_600_000,
            monthlyAmount: 300_000,
            startDate: '2025-01-01',
            endDate: '2025-12-31',
          },
          dependants: { enabled: true, startDate: '2026-01-01', endDate: '2026-06-30' },
        },
      }),
      [{ startDate: '2026-02-01', amount: 25_000_000 }],
      '2026-03-01',
    );
    expect(engine).toMatchObject({
      salaryType: 'integral',
      contractType: 'fixed_term',
      endDate: '2026-12-31',
      teleworker: true,
      pensionExempt: true,
      voluntaryPensionMonthly: '500000',
      afcMonthly: '250000',
      withholding: {
        procedure: 2,
        procedure2Percentage: '3.52',
        housingInterestMonthly: '1000000',
        hasDependants: true,
      },
    });
    // The prepaid-medicine certificate expired in 2025: no deduction in 2026.
    expect(engine.withholding.prepaidMedicineMonthly).toBeUndefined();
  });

  it('maps an apprenticeship by its PILA contributor type (Ley 2466 de 2025 art. 21)', () => {
    const lectiva = toEngineContract(
      contract({ contractType: '4', endDate: '2027-01-31', contributorType: '19' }),
      history,
      '2026-03-01',
    );
    expect(lectiva).toMatchObject({
      salaryType: 'apprentice',
      contractType: 'apprenticeship',
      apprenticePhase: 'lectiva',
    });
    const practica = toEngineContract(
      contract({ contractType: '4', endDate: '2027-01-31', contributorType: '01' }),
      history,
      '2026-03-01',
    );
    expect(practica.apprenticePhase).toBe('practica');
  });

  it('refuses an internship, which is not a labour contract, and a contract without salary', () => {
    expect(() => toEngineContract(contract({ contractType: '5' }), history, '2026-03-01')).toThrow(
      EngineMappingError,
    );
    expect(() => toEngineContract(contract(), [], '2026-03-01')).toThrow('El contrato 7 no tiene salario');
  });
});
