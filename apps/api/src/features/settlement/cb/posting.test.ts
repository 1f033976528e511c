import { describe, expect, it } from 'vitest';
import { defaultAccountPlan } from '../../accounting/default-account-plan.ts';
import {
  type Entry,
  indexPlan,
  type LineKind,
  type PlanRow,
  type PostingContract,
  PostingError,
  type PostingLine,
  postLine,
} from './posting.ts';

const employee = { nit: '1020304050', checkDigit: '', name: 'Ana Pérez' };
const contract: PostingContract = {
  label: 'Contrato 1',
  employee,
  company: { nit: '900123456', checkDigit: '8', name: 'Empresa S.A.S.' },
  entities: {
    EPS: { nit: '800251440', checkDigit: '6', name: 'EPS Sanitas S.A.S.' },
    AFP: { nit: '800224808', checkDigit: '8', name: 'Porvenir' },
    ARL: { nit: '860002183', checkDigit: '9', name: 'Positiva' },
    CCF: { nit: '860007336', checkDigit: '1', name: 'Colsubsidio' },
    SENA: { nit: '899999034', checkDigit: '1', name: 'SENA' },
    ICBF: { nit: '899999239', checkDigit: '2', name: 'ICBF' },
    FCES: null,
    FVOL: null,
    AFC: null,
  },
  costCentre: { code: 'ADM', expenseType: '51' },
};

const planOf = (codes: string[], expenseTypes: string[] = []): PlanRow[] =>
  defaultAccountPlan(codes, expenseTypes).map((row) => ({
    ...row,
    nature: row.nature as 'D' | 'C',
    thirdParty: null,
  }));

const line = (
  conceptCode: string,
  kind: LineKind,
  value: string,
  expenseShare: string | null = null,
): PostingLine => ({
  sourceCalendarId: 1,
  conceptCode,
  conceptName: conceptCode,
  kind,
  value,
  expenseShare,
});

/** Each account's balance in pesos: debits positive, credits negative. */
function balances(entries: readonly Entry[]) {
  const out = new Map<string, number>();
  for (const entry of entries) {
    const signed = entry.nature === 'D' ? entry.cents : -entry.cents;
    out.set(entry.account, (out.get(entry.account) ?? 0) + signed / 100);
  }
  return Object.fromEntries([...out].sort(([a], [b]) => a.localeCompare(b)));
}

describe('posting a payroll line through the account plan', () => {
  /**
   * Gerencie, "Contabilización de la nómina" (payroll-accounting.md §1.7): one administrative employee,
   * salary 700.000, overtime 50.000, commissions 100.000, auxilio 50.800, employer not exonerated.
   * Posted through the suggested plan, every account and the "sumas iguales" 1.341.068 match the source.
   */
  it('reproduces the public worked example account by account', () => {
    const lines = [
      line('BASIC', 'earning', '700000.00'),
      line('HED', 'earning', '50000.00'),
      line('COMMISSION', 'earning', '100000.00'),
      line('TRANSPORT_AID', 'earning', '50800.00'),
      line('HEALTH_EE', 'deduction', '34000.00'),
      line('PENSION_EE', 'deduction', '32938.00'),
      line('PROV_CESANTIAS', 'provision', '75037.00'),
      line('PROV_CESANTIAS_INTEREST', 'provision', '9004.00'),
      line('PROV_PRIMA', 'provision', '75037.00'),
      line('PROV_VACATIONS', 'provision', '29190.00'),
      line('ARL_ER', 'employer_contribution', '4437.00'),
      line('HEALTH_ER', 'employer_contribution', '72250.00'),
      line('PENSION_ER', 'employer_contribution', '98813.00'),
      line('CCF_ER', 'employer_contribution', '34000.00'),
      line('ICBF_ER', 'employer_contribution', '25500.00'),
      line('SENA_ER', 'employer_contribution', '17000.00'),
    ];
    const plan = indexPlan(planOf(lines.map((item) => item.conceptCode)));
    const entries = lines.flatMap((item) => postLine(plan, item, contract));
    expect(balances(entries)).toEqual({
      '237005': -106_250,
      '237006': -4_437,
      '237010': -76_500,
      '238030': -131_751,
      '250505': -833_862,
      '261005': -75_037,
      '261010': -9_004,
      '261015': -29_190,
      '261020': -75_037,
      '510506': 700_000,
      '510515': 50_000,
      '510518': 100_000,
      '510527': 50_800,
      '510530': 75_037,
      '510533': 9_004,
      '510536': 75_037,
      '510539': 29_190,
      '510568': 4_437,
      '510569': 72_250,
      '510570': 98_813,
      '510572': 34_000,
      '510575': 25_500,
      '510578': 17_000,
    });
    const values = Object.values(balances(entries));
    const debits = values.filter((value) => value > 0).reduce((sum, value) => sum + value, 0);
    const credits = values.filter((value) => value < 0).reduce((sum, value) => sum - value, 0);
    expect([debits, credits]).toEqual([1_341_068, 1_341_068]);
  });

  it('puts the employee on expense and payable lines, the owed entity on liabilities, the cost centre on expenses', () => {
    const plan = indexPlan(planOf(['BASIC', 'HEALTH_EE', 'CCF_ER']));
    const [expense, payable] = postLine(plan, line('BASIC', 'earning', '1000.00'), contract);
    expect(expense).toMatchObject({
      account: '510506',
      nature: 'D',
      thirdParty: employee,
      costCentreCode: 'ADM',
    });
    expect(payable).toMatchObject({
      account: '250505',
      nature: 'C',
      thirdParty: employee,
      costCentreCode: null,
    });
    const [, health] = postLine(plan, line('HEALTH_EE', 'deduction', '40.00'), contract);
    expect(health).toMatchObject({
      account: '237005',
      nature: 'C',
      thirdParty: { nit: '800251440', checkDigit: '6' },
    });
    const [, ccf] = postLine(plan, line('CCF_ER', 'employer_contribution', '40.00'), contract);
    expect(ccf?.thirdParty.nit).toBe('860007336');
  });

  it('posts a sales cost centre to group 52 when the plan has its row', () => {
    const plan = indexPlan(planOf(['BASIC'], ['52']));
    const sales = { ...contract, costCentre: { code: 'VEN', expenseType: '52' } };
    expect(postLine(plan, line('BASIC', 'earning', '10.00'), sales)[0]?.account).toBe('520506');
    expect(postLine(plan, line('BASIC', 'earning', '10.00'), contract)[0]?.account).toBe('510506');
  });

  it('splits a final-settlement benefit between the provision liability and this period’s expense', () => {
    const plan = indexPlan(planOf(['PRIMA', 'PROV_PRIMA']));
    const entries = postLine(plan, line('PRIMA', 'earning', '900000.00', '150000.00'), contract);
    expect(entries.map((entry) => [entry.account, entry.nature, entry.cents / 100])).toEqual([
      ['261020', 'D', 750_000],
      ['510536', 'D', 150_000],
      ['250505', 'C', 900_000],
    ]);
  });

  it('uses Cuenta 2 as the counterpart of a single row, posted to the employee', () => {
    const plan = indexPlan([
      {
        conceptCode: 'BONUS_SALARY',
        account1: '510548',
        account2: '250505',
        nature: 'D',
        voucherType: 'NM',
        thirdPartyType: '14629',
        thirdParty: null,
        entityType: null,
        expenseType: null,
        managesCostCentre: false,
      },
    ]);
    const [debit, credit] = postLine(plan, line('BONUS_SALARY', 'earning', '5.50'), contract);
    expect(debit).toMatchObject({ account: '510548', nature: 'D', cents: 550, thirdParty: contract.company });
    expect(credit).toMatchObject({ account: '250505', nature: 'C', cents: 550, thirdParty: employee });
  });

  it('posts a final settlement’s line with the plan’s LD voucher rows when the concept has them', () => {
    const row = (voucherType: string, account1: string): PlanRow => ({
      conceptCode: 'INDEMNITY',
      account1,
      account2: '250505',
      nature: 'D',
      voucherType,
      thirdPartyType: '14628',
      thirdParty: null,
      entityType: null,
      expenseType: null,
      managesCostCentre: false,
    });
    // Indemnizaciones laborales (PUC 510560) and a company's own auxiliary account for final settlements.
    const plan = indexPlan([row('NM', '510560'), row('LD', '51056001')]);
    const ld = postLine(
      plan,
      { ...line('INDEMNITY', 'earning', '100'), fromFinalSettlement: true },
      contract,
    );
    expect(ld[0]).toMatchObject({ voucherType: 'LD', account: '51056001' });
    const nm = postLine(plan, line('INDEMNITY', 'earning', '100'), contract);
    expect(nm[0]).toMatchObject({ voucherType: 'NM', account: '510560' });
  });

  it('names the concept and the missing side, account, cost centre or entity in Spanish', () => {
    const message = (plan: PlanRow[], item: PostingLine, who: PostingContract = contract) => {
      try {
        postLine(indexPlan(plan), item, who);
      } catch (error) {
        if (error instanceof PostingError) return error.message;
        throw error;
      }
      return 'posted';
    };
    const basic = line('BASIC', 'earning', '1.00');
    expect(message([], { ...basic, conceptName: 'Salario básico' })).toBe(
      'el concepto 001 - Salario básico no tiene cuenta débito ni crédito en el plan de cuentas',
    );
    expect(
      message(
        planOf(['BASIC']).filter((row) => row.nature === 'D'),
        basic,
      ),
    ).toBe('el concepto 001 - BASIC no tiene cuenta crédito en el plan de cuentas');
    expect(
      message(
        planOf(['BASIC']).map((row) => ({ ...row, account1: '5105*' })),
        basic,
      ),
    ).toBe('el concepto 001 - BASIC tiene la cuenta 5105* por completar en el plan de cuentas');
    expect(message(planOf(['BASIC']), basic, { ...contract, costCentre: null })).toBe(
      'el contrato no tiene centro de costos y el concepto 001 - BASIC lo exige en el plan de cuentas',
    );
    expect(message(planOf(['VOLUNTARY_PENSION']), line('VOLUNTARY_PENSION', 'deduction', '1.00'))).toBe(
      'el concepto 105 - VOLUNTARY_PENSION se contabiliza a la entidad del empleado (fondo de pensiones voluntarias) y el contrato no tiene una con NIT conocido',
    );
    expect(message([], line('BASIC', 'earning', '0.00'))).toBe('posted');
  });
});
