import type { AccountPlanValues } from './account-plan.repository.ts';

/**
 * The suggested account plan (decision 0302): the PUC accounts of Decreto 2650 de 1993 a Colombian
 * payroll posts to, per payroll concept, as compiled in docs/reference/payroll-accounting.md §1.2
 * and §1.4 (Gerencie's worked example, the decree's catalogue). Each concept gets a debit and a
 * credit row; expense debits carry the contract's cost centre and have a sales variant (group 52 with
 * the same last digits, payroll-accounting.md §1.2) for cost centres of expense type 52. Production
 * (class 7) accounts below group level are not in any source (OPEN issue 1): a company with
 * production cost centres adds its own rows. Liabilities carry the entity that is owed; expense and
 * salaries-payable lines carry the employee. Every account is a default the company may change.
 */

const EMPLOYEE = '14628';
const ENTITY = '14631';

/** Salaries payable (2505; 250505 is the entity-chosen sub-account of the Gerencie example). */
const SALARIES_PAYABLE = '250505';

interface Posting {
  account: string;
  /** Third party: the employee, or the employee's entity of this type. */
  entity?: string;
  /** An expense account of group 51 (its group-52 twin is derived). */
  expense?: boolean;
}

interface DefaultConcept {
  debit: Posting;
  credit: Posting;
  voucherType?: 'NM' | 'SS';
}

const expense = (account: string): Posting => ({ account, expense: true });
const employee = (account: string): Posting => ({ account });
const owedTo = (account: string, entity: string): Posting => ({ account, entity });

const earning = (account: string): DefaultConcept => ({
  debit: expense(account),
  credit: employee(SALARIES_PAYABLE),
});
/** A benefit paid out of its provision (the liability of 2610), to the employee. */
const fromProvision = (account: string): DefaultConcept => ({
  debit: employee(account),
  credit: employee(SALARIES_PAYABLE),
});
/** An incapacity or licence the employer advances and recovers from the entity (13 deudores). */
const recoverable = (entity: string): DefaultConcept => ({
  debit: owedTo('138095', entity),
  credit: employee(SALARIES_PAYABLE),
});
const deduction = (credit: Posting): DefaultConcept => ({ debit: employee(SALARIES_PAYABLE), credit });
const contribution = (account: string, credit: Posting): DefaultConcept => ({
  debit: expense(account),
  credit,
  voucherType: 'NM',
});
const provision = (account: string, liability: string): DefaultConcept => ({
  debit: expense(account),
  credit: employee(liability),
});

export const DEFAULT_ACCOUNT_PLAN: Readonly<Record<string, DefaultConcept>> = {
  BASIC: earning('510506'),
  APPRENTICE_SUPPORT: earning('510506'),
  HED: earning('510515'),
  HEN: earning('510515'),
  HRN: earning('510515'),
  HRDDF: earning('510515'),
  HRNDF: earning('510515'),
  HEDDF: earning('510515'),
  HENDF: earning('510515'),
  TRANSPORT_AID: earning('510527'),
  CONNECTIVITY_AID: earning('510527'),
  INC_COMMON_EMPLOYER: earning('510524'),
  INC_WORK_EMPLOYER: earning('510524'),
  INC_COMMON_EPS: recoverable('EPS'),
  INC_COMMON_EPS_91: recoverable('EPS'),
  INC_COMMON_181: recoverable('AFP'),
  INC_WORK: recoverable('ARL'),
  LIC_MATERNITY: recoverable('EPS'),
  LIC_PATERNITY: recoverable('EPS'),
  LIC_MATERNITY_EMPLOYER: earning('510524'),
  LIC_PAID: earning('510506'),
  LIC_UNPAID: earning('510506'),
  SUSPENSION: earning('510506'),
  VACATION_TIME: fromProvision('261015'),
  VACATION_MONEY: fromProvision('261015'),
  VACATION_TERMINATION: fromProvision('261015'),
  PRIMA: fromProvision('261020'),
  CESANTIAS: fromProvision('261005'),
  CESANTIAS_INTEREST: fromProvision('261010'),
  INDEMNITY: earning('510560'),
  BONUS_SALARY: earning('510548'),
  BONUS_NON_SALARY: earning('510548'),
  COMMISSION: earning('510518'),
  PER_DIEM_NON_SALARY: earning('510521'),
  AID_NON_SALARY: earning('510545'),
  HEALTH_EE: deduction(owedTo('237005', 'EPS')),
  PENSION_EE: deduction(owedTo('238030', 'AFP')),
  FSP_SOLIDARITY: deduction(owedTo('238030', 'AFP')),
  FSP_SUBSISTENCE: deduction(owedTo('238030', 'AFP')),
  VOLUNTARY_PENSION: deduction(owedTo('238030', 'FVOL')),
  AFC: deduction(employee('237095')),
  WITHHOLDING: deduction(employee('236505')),
  WITHHOLDING_PRIMA: deduction(employee('236505')),
  WITHHOLDING_INDEMNITY: deduction(employee('236505')),
  WITHHOLDING_RETRO: deduction(employee('236505')),
  ADVANCE: deduction(employee('133015')),
  LOAN: deduction(employee('237030')),
  GARNISHMENT: deduction(employee('237025')),
  UNION_DUES: deduction(employee('237035')),
  COOPERATIVE: deduction(employee('237040')),
  COMPLEMENTARY_PLAN: deduction(owedTo('237095', 'EPS')),
  PENSION_ER: contribution('510570', owedTo('238030', 'AFP')),
  HEALTH_ER: contribution('510569', owedTo('237005', 'EPS')),
  ARL_ER: contribution('510568', owedTo('237006', 'ARL')),
  CCF_ER: contribution('510572', owedTo('237010', 'CCF')),
  SENA_ER: contribution('510578', owedTo('237010', 'SENA')),
  ICBF_ER: contribution('510575', owedTo('237010', 'ICBF')),
  FSP_ROUNDING_ER: contribution('510570', owedTo('238030', 'AFP')),
  PROV_PRIMA: provision('510536', '261020'),
  PROV_CESANTIAS: provision('510530', '261005'),
  PROV_CESANTIAS_INTEREST: provision('510533', '261010'),
  PROV_VACATIONS: provision('510539', '261015'),
};

function row(
  conceptCode: string,
  nature: 'D' | 'C',
  posting: Posting,
  expenseType: string | null,
  voucherType: string,
) {
  return {
    conceptCode,
    account1: posting.account,
    account2: '',
    nature,
    voucherType,
    thirdPartyType: posting.entity ? ENTITY : EMPLOYEE,
    thirdPartyId: null,
    entityType: posting.entity ?? null,
    expenseType,
    managesCostCentre: posting.expense === true,
  } satisfies AccountPlanValues;
}

/**
 * The suggested rows of the concepts a company has (its own OCA/STA concepts included when their code is
 * known), with the sales variants when the company has a cost centre of expense type 52.
 */
export function defaultAccountPlan(
  conceptCodes: readonly string[],
  expenseTypes: readonly string[] = [],
): AccountPlanValues[] {
  const rows: AccountPlanValues[] = [];
  for (const code of conceptCodes) {
    const concept = DEFAULT_ACCOUNT_PLAN[code];
    if (!concept) continue;
    const voucherType = concept.voucherType ?? 'NM';
    rows.push(row(code, 'D', concept.debit, null, voucherType));
    rows.push(row(code, 'C', concept.credit, null, voucherType));
    // Only with a sales cost centre: a row of type 52 keeps the company's last such centre from being deleted.
    if (concept.debit.expense && expenseTypes.includes('52')) {
      // Sales staff: group 52 "Gastos de personal" with the same last two digits (Decreto 2650 catalogue).
      rows.push(
        row(
          code,
          'D',
          { ...concept.debit, account: `52${concept.debit.account.slice(2)}` },
          '52',
          voucherType,
        ),
      );
    }
  }
  return rows;
}
