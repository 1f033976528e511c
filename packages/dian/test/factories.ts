import type {
  BuildContext,
  DeletionNote,
  Employer,
  IndividualPayroll,
  ReplacementNote,
  Worker,
} from '../src/model/index.ts';

/** Fictitious data: the NITs have valid check digits but belong to nobody in these tests' story. */
export const software: BuildContext['software'] = {
  providerName: { kind: 'company', businessName: 'Quincena Software S.A.S.' },
  providerNit: '900373115',
  providerDv: '3',
  softwareId: '56f2ae4e-9812-4fad-9255-643fcbc2b68a',
  pin: '12345',
};

export const context: BuildContext = { software };

export const employer: Employer = {
  name: { kind: 'company', businessName: 'Panadería La Espiga S.A.S.' },
  nit: '900123456',
  dv: '8',
  country: 'CO',
  departmentCode: '11',
  municipalityCode: '11001',
  address: 'Calle 45 # 13-20',
};

/** The worker of these tests' story, Ana Gómez Pérez, with a permanent contract; each document states her salary. */
export const worker: Omit<Worker, 'salary'> = {
  workerType: '01',
  workerSubtype: '00',
  highRiskPension: false,
  documentType: 13,
  documentNumber: '1020304050',
  firstSurname: 'Gómez',
  secondSurname: 'Pérez',
  firstName: 'Ana',
  workplace: {
    country: 'CO',
    departmentCode: '11',
    municipalityCode: '11001',
    address: 'Calle 45 # 13-20',
  },
  integralSalary: false,
  contractType: 2,
};

/** 2026-02-01 10:15:30 in Bogotá. */
export const issuedAt = new Date('2026-02-01T15:15:30.000Z');

export function basicPayroll(overrides: Partial<IndividualPayroll> = {}): IndividualPayroll {
  return {
    kind: 'individual',
    sequence: { prefix: 'NE', consecutive: 1 },
    issue: {
      issuedAt,
      environment: 2,
      place: { country: 'CO', departmentCode: '11', municipalityCode: '11001' },
    },
    payrollPeriod: 4,
    employer,
    worker: { ...worker, otherNames: 'María', salary: '2000000.00' },
    period: { hireDate: '2024-03-11', start: '2026-01-01', end: '2026-01-31' },
    payment: {
      form: 1,
      method: '45',
      bank: 'Bancolombia',
      accountType: 'Ahorros',
      accountNumber: '12345678901',
      dates: ['2026-01-15', '2026-01-30'],
    },
    earnings: {
      basic: { workedDays: 30, amount: '2000000.00' },
      transport: [{ allowance: '249095.00' }],
    },
    deductions: {
      health: { percentage: '4.00', amount: '80000.00' },
      pension: { percentage: '4.00', amount: '80000.00' },
    },
    ...overrides,
  };
}

/** A document with every Devengados and Deducciones element of the XSD 1.0.6. */
export function fullPayroll(): IndividualPayroll {
  return basicPayroll({
    sequence: { prefix: 'NE', consecutive: 2, workerCode: 'E-0042' },
    novelty: { cune: 'a'.repeat(96) },
    issue: {
      issuedAt,
      environment: 2,
      place: { country: 'CO', departmentCode: '05', municipalityCode: '05001' },
      notes: ['Incluye retroactivo de diciembre', 'Pago & ajuste <prueba>'],
    },
    period: { hireDate: '2020-06-16', terminationDate: '2026-01-31', start: '2026-01-01', end: '2026-01-31' },
    earnings: {
      basic: { workedDays: 20, amount: '1333333.33' },
      transport: [{ allowance: '166063.33' }, { salaryPerDiem: '150000.00', nonSalaryPerDiem: '90000.00' }],
      overtime: [
        { kind: 'HRNDF', hours: '2', amount: '34999.99' },
        {
          kind: 'HED',
          start: '2026-01-05T18:00:00',
          end: '2026-01-05T20:00:00',
          hours: '2.00',
          amount: '20833.33',
        },
        { kind: 'HEN', hours: '1.5', amount: '21875.00' },
        { kind: 'HRN', hours: '10', amount: '29166.67' },
        { kind: 'HEDDF', hours: '3', amount: '50000.00' },
        { kind: 'HRDDF', hours: '8', amount: '116666.67' },
        { kind: 'HENDF', hours: '1', amount: '20833.33' },
      ],
      vacations: [
        { kind: 'compensated', days: 5, amount: '333333.33' },
        { kind: 'enjoyed', start: '2026-01-02', end: '2026-01-08', days: 5, amount: '333333.33' },
      ],
      serviceBonus: { days: 30, amount: '83333.33', nonSalaryAmount: '10000.00' },
      severance: { amount: '2000000.00', interestPercentage: '12.00', interest: '240000.00' },
      disabilities: [{ start: '2026-01-20', end: '2026-01-22', days: 3, type: 1, amount: '133333.33' }],
      leaves: [
        { kind: 'unpaid', start: '2026-01-29', end: '2026-01-29', days: 1 },
        { kind: 'paid', start: '2026-01-27', end: '2026-01-27', days: 1, amount: '66666.67' },
        { kind: 'maternityPaternity', start: '2026-01-12', end: '2026-01-13', days: 2, amount: '133333.33' },
      ],
      bonuses: [{ salary: '100000.00', nonSalary: '50000.00' }],
      aids: [{ salary: '30000.00' }, { nonSalary: '40000.00' }],
      legalStrikes: [{ start: '2026-01-26', end: '2026-01-26', days: 1 }],
      otherConcepts: [{ description: 'Retroactivo diciembre', salary: '45000.00', nonSalary: '5000.00' }],
      compensations: [{ ordinary: '10000.00', extraordinary: '20000.00' }],
      epctvBonuses: [
        { salary: '11000.00', nonSalary: '12000.00', foodSalary: '13000.00', foodNonSalary: '14000.00' },
      ],
      commissions: ['150000.00', '25000.50'],
      thirdPartyPayments: ['70000.00'],
      advances: ['100000.00'],
      workClothing: '120000.00',
      sustenanceSupport: '10000.00',
      telework: '50000.00',
      retirementBonus: '300000.00',
      indemnity: '1500000.00',
      refund: '12345.67',
    },
    deductions: {
      health: { percentage: '4.00', amount: '53333.33' },
      pension: { percentage: '4.00', amount: '53333.33' },
      pensionSolidarityFund: {
        percentage: '0.50',
        amount: '6666.67',
        subsistencePercentage: '0.50',
        subsistenceAmount: '6666.67',
      },
      unions: [{ percentage: '1.00', amount: '13333.33' }],
      sanctions: [{ publicAmount: '10000.00', privateAmount: '5000.00' }],
      payrollLoans: [{ description: 'Libranza Banco Popular', amount: '150000.00' }],
      thirdPartyPayments: ['20000.00'],
      advances: ['100000.00'],
      otherDeductions: ['1000.00', '2000.00'],
      voluntaryPension: '50000.00',
      withholdingTax: '25000.00',
      afc: '30000.00',
      cooperative: '40000.00',
      taxGarnishment: '5000.00',
      complementaryPlans: '60000.00',
      education: '7000.00',
      refund: '8000.00',
      debt: '9000.00',
    },
  });
}

export function replacementNote(predecessorCune: string): ReplacementNote {
  const base = basicPayroll({ sequence: { prefix: 'NA', consecutive: 3 } });
  return {
    ...base,
    kind: 'replace',
    predecessor: { number: 'NE1', cune: predecessorCune, issueDate: '2026-02-01' },
    earnings: { ...base.earnings, commissions: ['100000.00'] },
  };
}

export function deletionNote(predecessorCune: string): DeletionNote {
  return {
    kind: 'delete',
    predecessor: { number: 'NE1', cune: predecessorCune, issueDate: '2026-02-01' },
    sequence: { prefix: 'NA', consecutive: 4 },
    issue: {
      issuedAt: new Date('2026-02-03T13:00:00.000Z'),
      environment: 2,
      place: { country: 'CO', departmentCode: '11', municipalityCode: '11001' },
      notes: ['Documento enviado por error'],
    },
    employer,
  };
}
