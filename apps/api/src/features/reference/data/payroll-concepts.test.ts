import { describe, expect, it } from 'vitest';
import { incomeWithholdingGroups } from './income-withholding-groups.ts';
import { payrollConcepts } from './payroll-concepts.ts';

const byCode = new Map(payrollConcepts.items.map((concept) => [concept.code, concept]));

describe('payroll concept catalogue', () => {
  // The line codes the payroll engine writes (packages/payroll/src/settlement) as of this catalogue.
  it.each([
    ['BASIC', 'earning', 'Basico'],
    ['HED', 'earning', 'HEDs'],
    ['HRNDF', 'earning', 'HRNDFs'],
    ['TRANSPORT_AID', 'earning', 'Transporte'],
    ['CONNECTIVITY_AID', 'earning', 'Teletrabajo'],
    ['INC_COMMON_EPS', 'earning', 'Incapacidades'],
    ['LIC_MATERNITY', 'earning', 'LicenciaMP'],
    ['SUSPENSION', 'earning', 'LicenciaNR'],
    ['VACATION_MONEY', 'earning', 'VacacionesCompensadas'],
    ['PRIMA', 'earning', 'Primas'],
    ['CESANTIAS_INTEREST', 'earning', 'Cesantias'],
    ['INDEMNITY', 'earning', 'Indemnizacion'],
    ['HEALTH_EE', 'deduction', 'Salud'],
    ['PENSION_EE', 'deduction', 'FondoPension'],
    ['FSP_SUBSISTENCE', 'deduction', 'FondoSP'],
    ['WITHHOLDING', 'deduction', 'RetencionFuente'],
    ['PENSION_ER', 'employer_contribution', null],
    ['ICBF_ER', 'employer_contribution', null],
    ['PROV_VACATIONS', 'provision', null],
  ])('%s is a %s reported to the DIAN as %s', (code, nature, element) => {
    expect(byCode.get(code)).toMatchObject({ nature, dianElement: element });
  });

  it('puts every concept that pays money in an existing income-and-withholding group', () => {
    const groups = new Map(incomeWithholdingGroups.items.map((group) => [group.code, group]));
    for (const concept of payrollConcepts.items) {
      if (concept.incomeWithholdingGroup === null) continue;
      const group = groups.get(concept.incomeWithholdingGroup);
      expect(group, concept.code).toBeDefined();
      const expected = concept.nature === 'earning' ? ['income'] : ['contribution', 'withholding'];
      expect(expected, concept.code).toContain(group!.section);
    }
    expect(byCode.get('HEALTH_EE')?.incomeWithholdingGroup).toBe('APORTES_SALUD');
    expect(byCode.get('WITHHOLDING')?.incomeWithholdingGroup).toBe('RETENCION');
    expect(byCode.get('CESANTIAS')?.incomeWithholdingGroup).toBe('CESANTIAS');
  });

  it('reports neither employer contributions nor provisions to the DIAN or on the certificate', () => {
    for (const concept of payrollConcepts.items) {
      if (concept.nature !== 'employer_contribution' && concept.nature !== 'provision') continue;
      expect(concept.dianElement, concept.code).toBeNull();
      expect(concept.incomeWithholdingGroup, concept.code).toBeNull();
    }
  });

  it('gives novelty concepts a module and a category, and computed concepts neither', () => {
    for (const concept of payrollConcepts.items) {
      expect(concept.module === undefined, concept.code).toBe(concept.category === undefined);
    }
    expect(payrollConcepts.items.filter((c) => c.module === 'OCA').map((c) => c.code)).toEqual([
      'BONUS_SALARY',
      'BONUS_NON_SALARY',
      'COMMISSION',
      'PER_DIEM_NON_SALARY',
      'ADVANCE',
    ]);
    expect(byCode.get('LOAN')).toMatchObject({ module: 'STA', category: 'loan', dianElement: 'Libranzas' });
  });
});
