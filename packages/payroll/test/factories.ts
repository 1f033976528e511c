import type { Contract, SettlementInput, SettlementLine, SettlementResult } from '../src/index.ts';
import { defaultCompanySettings, emptyNovelties } from '../src/index.ts';

type DeepPartialCompany = Partial<Omit<SettlementInput['company'], 'absences' | 'vacations' | 'prima'>> & {
  absences?: Partial<SettlementInput['company']['absences']>;
  vacations?: Partial<SettlementInput['company']['vacations']>;
  prima?: Partial<SettlementInput['company']['prima']>;
};

export function contract(overrides: Partial<Contract> = {}): Contract {
  return {
    id: 'C-T',
    employeeId: '1000000001',
    salaryType: 'ordinary',
    salary: '2000000',
    contractType: 'indefinite',
    startDate: '2020-01-01',
    arlRiskClass: 1,
    transportAidExcluded: false,
    withholding: { procedure: 1, hasDependants: false },
    ...overrides,
  };
}

export interface CaseOptions {
  year?: number;
  month?: number;
  fortnight?: 1 | 2;
  contract?: Partial<Contract>;
  company?: DeepPartialCompany;
  novelties?: Partial<SettlementInput['novelties']>;
  history?: Partial<SettlementInput['history']>;
}

export function caseOf(options: CaseOptions = {}): SettlementInput {
  const company = options.company ?? {};
  return {
    period: {
      year: options.year ?? 2026,
      month: options.month ?? 3,
      ...(options.fortnight ? { fortnight: options.fortnight } : {}),
    },
    company: {
      ...defaultCompanySettings,
      ...company,
      absences: { ...defaultCompanySettings.absences, ...company.absences },
      vacations: { ...defaultCompanySettings.vacations, ...company.vacations },
      prima: { ...defaultCompanySettings.prima, ...company.prima },
    },
    contract: contract(options.contract),
    novelties: { ...emptyNovelties, ...options.novelties },
    history: { months: [], ...options.history },
  };
}

export function lineOf(result: SettlementResult, code: string): SettlementLine | undefined {
  return result.lines.find((l) => l.code === code);
}

export function amountOf(result: SettlementResult, code: string): string | undefined {
  return lineOf(result, code)?.value;
}

export function segmentOf(result: SettlementResult, type: string) {
  return result.socialSecurity?.segments.find((s) => s.type === type);
}
