import { expect, type Page } from '@playwright/test';
import { sessionToken } from './company.ts';

/** A call to the API with the page's session, as the screens make it; a refusal fails the step. */
export async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
  const response =
    method === 'GET'
      ? await page.request.get(path, { headers })
      : await page.request.post(path, { headers, data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * The body of POST /api/contracts for a journey that enters an employee through the API: what the
 * journey decides (person, kind, dates, salary, job) and the same everyday affiliations for the rest.
 */
export function contractBody(contract: {
  personId: number;
  contractType: string;
  startDate: string;
  endDate: string | null;
  salary: number;
  jobId: number | undefined;
}) {
  return {
    personId: contract.personId,
    salaryType: 'F',
    contractType: contract.contractType,
    startDate: contract.startDate,
    endDate: contract.endDate,
    status: 'ACTIVO',
    salary: { amount: contract.salary, startDate: contract.startDate },
    jobId: contract.jobId,
    vacationSystem: 'MONDAY_TO_FRIDAY',
    vacationsTaken: 0,
    costCenterId: null,
    workPlace: 'PRESENCIAL',
    bankCode: '1007',
    accountType: 'savings',
    accountNumber: '12345678901',
    epsCode: 'EPS010',
    afpCode: '230301',
    severanceFundCode: '800144331',
    ccfCode: 'CCF24',
    arlRiskClass: '1',
    economicActivity: '1620101',
    contributorType: '01',
    contributorSubtype: '00',
    withholding: {
      procedure: '1',
      percentage: 0,
      housing: { yearlyAmount: null, monthlyAmount: null, startDate: null, endDate: null },
      prepaidMedicine: { yearlyAmount: null, monthlyAmount: null, startDate: null, endDate: null },
      dependants: { enabled: false, startDate: null, endDate: null },
    },
    retirementReason: null,
    retirementDate: null,
    transportAidExcluded: false,
  };
}
