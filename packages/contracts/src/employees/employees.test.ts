import { describe, expect, it } from 'vitest';
import { contractFieldErrors, ZSalaryInput } from './contract.ts';
import { ZPersonInput } from './person.ts';
import { ZContractDate, ZMoney } from './primitives.ts';

describe('employee contracts', () => {
  it('takes contract-form days from 1900 to 2060 only (spec 01 §5)', () => {
    expect(ZContractDate.safeParse('1900-01-01').success).toBe(true);
    expect(ZContractDate.safeParse('2060-12-31').success).toBe(true);
    expect(ZContractDate.safeParse('1899-12-31').error?.issues[0]?.message).toBe(
      'El año debe estar entre 1900 y 2060',
    );
    expect(ZContractDate.safeParse('2026-02-30').error?.issues[0]?.message).toBe(
      'Fecha inválida (aaaa-mm-dd)',
    );
  });

  it('keeps pesos to two decimals', () => {
    expect(ZMoney.safeParse(1_423_500.55).success).toBe(true);
    expect(ZMoney.safeParse(0.1 + 0.2).success).toBe(true);
    expect(ZMoney.safeParse(1.005 * 1000 + 0.001).success).toBe(false);
    expect(ZMoney.safeParse(-1).success).toBe(false);
  });

  it('asks for both salary fields with the spec’s message', () => {
    const issues = ZSalaryInput.safeParse({ amount: 2_000_000 }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['startDate', 'Recuerda que debes diligenciar ambos campos asociados al salario'],
    ]);
  });

  it('upper-cases and bounds the document number, lower-cases the e-mail', () => {
    const parsed = ZPersonInput.parse({
      documentType: 'PA',
      documentNumber: ' ab123 ',
      firstName: 'Ana',
      firstSurname: 'Pérez',
      address: 'Calle 1',
      countryCode: 'CO',
      email: 'Ana@Correo.CO',
    });
    expect(parsed).toMatchObject({
      documentNumber: 'AB123',
      email: 'ana@correo.co',
      otherNames: null,
      cityCode: null,
    });
  });

  it('applies the conditional blocks of the withholding card', () => {
    const empty = { yearlyAmount: null, monthlyAmount: null, startDate: null, endDate: null };
    const errors = contractFieldErrors({
      contractType: '2',
      startDate: '2026-01-01',
      endDate: null,
      status: 'ACTIVO',
      afcFundCode: null,
      afcAccount: null,
      retirementReason: null,
      retirementDate: null,
      withholding: {
        procedure: '1',
        percentage: 0,
        housing: { ...empty, yearlyAmount: 1_000_000 },
        prepaidMedicine: {
          yearlyAmount: 1,
          monthlyAmount: 1,
          startDate: '2026-02-01',
          endDate: '2026-01-01',
        },
        dependants: { enabled: true, startDate: null, endDate: null },
      },
    });
    expect(Object.keys(errors).sort()).toEqual([
      'withholding.dependants.endDate',
      'withholding.dependants.startDate',
      'withholding.housing.endDate',
      'withholding.housing.monthlyAmount',
      'withholding.housing.startDate',
      'withholding.prepaidMedicine.endDate',
    ]);
  });
});
