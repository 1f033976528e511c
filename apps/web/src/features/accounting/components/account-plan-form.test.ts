import type { TAccountPlanRow } from '@quincena/contracts/accounting';
import { describe, expect, it } from 'vitest';
import { WARNING_ROW_CLASS } from '../../../components/data-table/index.ts';
import { accountPlanRowClass, toAccountPlanView } from './account-plan.columns.tsx';
import { accountPlanWorkbookData } from './account-plan-export.ts';
import { accountPlanPayload, EMPTY_ACCOUNT_PLAN_FORM, formValuesOf } from './account-plan-form.ts';
import { suggestedCheckDigit } from './third-party-dialog.tsx';

const healthRow: TAccountPlanRow = {
  id: 7,
  concept: { code: 'HEALTH_EE', name: 'Aporte salud empleado' },
  conceptNature: { code: 'deduction', name: 'Deducción' },
  account1: '2370*',
  account2: '',
  nature: { code: 'C', name: 'Crédito' },
  voucherType: { code: 'NM', name: 'Nómina' },
  thirdPartyType: { code: '14630', name: 'Tercero específico (NIT)' },
  thirdParty: { id: 3, nit: '890903938', name: 'Bancolombia S.A.' },
  entityType: null,
  expenseType: { code: '51', name: 'Gastos operacionales de administración' },
  managesCostCentre: false,
};

describe('account plan form (spec 03 §2.6, §5)', () => {
  it('starts on "No" for the cost-centre choice, the second item of its list', () => {
    expect(EMPTY_ACCOUNT_PLAN_FORM.managesCostCentre).toBe(false);
  });

  it('sends the NIT only for 14630 and the entity type only for 14631', () => {
    const stale = { ...EMPTY_ACCOUNT_PLAN_FORM, thirdPartyNit: ' 890903938 ', entityType: 'EPS' };
    expect(accountPlanPayload({ ...stale, thirdPartyType: '14630' })).toMatchObject({
      thirdPartyNit: '890903938',
      entityType: '',
    });
    expect(accountPlanPayload({ ...stale, thirdPartyType: '14631' })).toMatchObject({
      thirdPartyNit: '',
      entityType: 'EPS',
    });
    for (const thirdPartyType of ['14628', '14629']) {
      expect(accountPlanPayload({ ...stale, thirdPartyType })).toMatchObject({
        thirdPartyNit: '',
        entityType: '',
      });
    }
  });

  it('fills the update dialog from a row', () => {
    expect(formValuesOf(healthRow)).toEqual({
      account1: '2370*',
      account2: '',
      nature: 'C',
      voucherType: 'NM',
      thirdPartyType: '14630',
      thirdPartyNit: '890903938',
      entityType: '',
      concept: 'HEALTH_EE',
      expenseType: '51',
      managesCostCentre: false,
    });
  });

  it('paints rows whose Cuenta 1 holds an asterisk as warnings', () => {
    expect(accountPlanRowClass(toAccountPlanView(healthRow))).toBe(WARNING_ROW_CLASS);
    expect(accountPlanRowClass(toAccountPlanView({ ...healthRow, account1: '237005' }))).toBeUndefined();
  });

  it('exports the table columns as text, one row per account', () => {
    const data = accountPlanWorkbookData([toAccountPlanView(healthRow)]);
    expect(data.sheets).toHaveLength(1);
    expect(data.sheets[0]?.name).toBe('Plan de cuentas');
    expect(data.sheets[0]?.headers).toEqual([
      'Concepto',
      'Tipo del concepto',
      'Cuenta 1',
      'Cuenta 2',
      'Naturaleza',
      'Tipo comprobante',
      'Tipo tercero',
      'Tercero (NIT)',
      'Tipo entidad',
      'Tipo de gasto',
      'Maneja centro costo',
    ]);
    expect(data.sheets[0]?.rows).toEqual([
      [
        '101 - Aporte salud empleado',
        'Deducción',
        '2370*',
        null,
        'Crédito',
        'Nómina',
        'Tercero específico (NIT)',
        '890903938 - Bancolombia S.A.',
        null,
        'Gastos operacionales de administración',
        'No',
      ],
    ]);
  });
});

describe('suggested check digit (DIAN modulo 11)', () => {
  it.each([
    ['NI', '800197268', '4'], // DIAN
    ['NI', '890903938', '8'], // Bancolombia
    ['NI', '860034313', '7'], // Banco Davivienda
    ['CC', '1020304050', '8'],
    ['PA', 'AB123456', ''], // a passport has none
    ['NI', '', ''],
    ['NI', '12A', ''],
  ])('%s %s → "%s"', (documentType, nit, digit) => {
    expect(suggestedCheckDigit(documentType, nit)).toBe(digit);
  });
});
