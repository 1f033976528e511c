import { ZCreateContractInput } from '@quincena/contracts/employees';
import { describe, expect, it } from 'vitest';
import {
  type ContractFormValues,
  emptyContractForm,
  endDateRule,
  formFieldOf,
  missingContractFields,
  toCreateContractInput,
} from './contract-form.ts';

const filled: ContractFormValues = {
  ...emptyContractForm,
  salaryType: 'F',
  contractType: '2',
  startDate: '2026-02-01',
  salaryAmount: 2_500_000,
  salaryStartDate: '2026-02-01',
  jobId: 3,
  vacationSystem: 'MONDAY_TO_FRIDAY',
  workPlace: 'PRESENCIAL',
  bankCode: '1007',
  accountType: 'savings',
  accountNumber: '123456',
  epsCode: 'EPS010',
  afpCode: '230301',
  severanceFundCode: '800144331',
  ccfCode: 'CCF24',
  arlRiskClass: '1',
  economicActivity: '1620101',
};

describe('contract form', () => {
  it('needs no end date for the indefinite type (spec 358) and one for a fixed term', () => {
    expect(endDateRule('2')).toBe('none');
    expect(missingContractFields(filled)).toEqual([]);
    expect(missingContractFields({ ...filled, contractType: '1' })).toEqual(['endDate']);
    expect(missingContractFields({ ...filled, contractType: '3' })).toEqual([]);
  });

  it('lists every empty required field in the spec’s order', () => {
    expect(
      missingContractFields({ ...filled, salaryAmount: null, bankCode: '', vacationsTaken: null }),
    ).toEqual(['salaryAmount', 'vacationsTaken', 'bankCode']);
  });

  it('builds a create body the contract schema accepts, without an end date for type 2', () => {
    const body = toCreateContractInput({ ...filled, endDate: '2027-01-01', afcAccount: '999' }, 12);
    expect(body).toMatchObject({
      personId: 12,
      endDate: null,
      afcFundCode: null,
      afcAccount: null,
      salary: { amount: 2_500_000 },
    });
    expect(ZCreateContractInput.safeParse(body).success).toBe(true);
  });

  it('maps server field paths to the form’s fields', () => {
    expect(formFieldOf('salary.startDate')).toBe('salaryStartDate');
    expect(formFieldOf('withholding.housing.endDate')).toBe('housing.endDate');
    expect(formFieldOf('withholding.percentage')).toBe('withholdingPercentage');
    expect(formFieldOf('afcAccount')).toBe('afcAccount');
  });
});
