import type { SettlementLine } from '@quincena/payroll';
import { describe, expect, it } from 'vitest';
import { payrollFromSettlements } from '../src/from-settlement/payroll-from-settlements.ts';
import { validateDocument } from '../src/validation/model-rules.ts';
import { buildDocument } from '../src/xml/build-document.ts';
import { basicPayroll, context } from './factories.ts';

type LineSpec = Pick<SettlementLine, 'code' | 'name' | 'kind' | 'units' | 'value' | 'dianElement'> &
  Partial<SettlementLine>;

/** A line as the engine writes it; only the fields the mapper reads vary between tests. */
function line(spec: LineSpec): SettlementLine {
  return {
    unitKind: 'days',
    base: '0',
    accounting: { debit: 'payroll_expense', credit: 'salaries_payable' },
    salary: true,
    source: 'test',
    ...spec,
  };
}

// The lines both fortnights carry, with that fortnight's days, hours and pesos.
const basic = (units: string, value: string) =>
  line({
    code: 'BASIC',
    name: 'Sueldo básico',
    kind: 'earning',
    units,
    value,
    dianElement: 'Basico',
    dianAttribute: 'SueldoTrabajado',
  });
const transportAid = (units: string, value: string) =>
  line({
    code: 'TRANSPORT',
    name: 'Auxilio de transporte',
    kind: 'earning',
    units,
    value,
    dianElement: 'Transporte',
    dianAttribute: 'AuxilioTransporte',
    salary: false,
  });
const daytimeOvertime = (units: string, value: string) =>
  line({
    code: 'HED',
    name: 'Hora extra diurna',
    kind: 'earning',
    units,
    unitKind: 'hours',
    value,
    dianElement: 'HEDs',
    dianPercentage: '25',
  });
const employeeContribution =
  (code: string, name: string, dianElement: SettlementLine['dianElement']) =>
  (value: string, extra: Partial<SettlementLine> = {}) =>
    line({
      code,
      name,
      kind: 'deduction',
      units: '4',
      unitKind: 'percent',
      value,
      dianElement,
      dianAttribute: 'Deduccion',
      dianPercentage: '4',
      ...extra,
    });
const healthContribution = employeeContribution('HEALTH_EE', 'Aporte salud empleado', 'Salud');
const pensionContribution = employeeContribution('PENSION_EE', 'Aporte pensión empleado', 'FondoPension');

const firstFortnight = {
  periodStart: '2026-01-01',
  periodEnd: '2026-01-15',
  lines: [
    basic('15', '1000000'),
    transportAid('15', '124547.5'),
    daytimeOvertime('2', '20834'),
    healthContribution('40000', { rate: '0.04' }),
    pensionContribution('40000'),
    line({
      code: 'HEALTH_ER',
      name: 'Aporte salud empleador',
      kind: 'employer_contribution',
      units: '8.5',
      value: '85000',
      dianElement: null,
    }),
  ],
};

const secondFortnight = {
  periodStart: '2026-01-16',
  periodEnd: '2026-01-31',
  lines: [
    basic('12', '800000'),
    transportAid('12', '99638'),
    daytimeOvertime('1.5', '15625.5'),
    line({
      code: 'INC_EPS',
      name: 'Incapacidad común',
      kind: 'earning',
      units: '3',
      value: '133333',
      dianElement: 'Incapacidades',
      dianIncapacityType: 1,
      startDate: '2026-01-20',
      endDate: '2026-01-22',
    }),
    line({
      code: 'BONUS_NS',
      name: 'Bonificación no salarial',
      kind: 'earning',
      units: '1',
      unitKind: 'none',
      value: '50000',
      dianElement: 'Bonificaciones',
      dianAttribute: 'BonificacionNS',
      salary: false,
    }),
    healthContribution('37333'),
    pensionContribution('37333'),
    line({
      code: 'FSP',
      name: 'Fondo de solidaridad',
      kind: 'deduction',
      units: '0.5',
      unitKind: 'percent',
      value: '9333',
      dianElement: 'FondoSP',
      dianAttribute: 'DeduccionSP',
      dianPercentage: '0.5',
    }),
    line({
      code: 'LOAN',
      name: 'Libranza Banco Popular',
      kind: 'deduction',
      units: '1',
      unitKind: 'none',
      value: '150000',
      dianElement: 'Libranzas',
      dianAttribute: 'Deduccion',
    }),
    line({
      code: 'ADVANCE',
      name: 'Anticipo de nómina',
      kind: 'deduction',
      units: '1',
      unitKind: 'none',
      value: '100000',
      dianElement: 'Anticipos',
    }),
    line({
      code: 'WHT',
      name: 'Retención en la fuente',
      kind: 'deduction',
      units: '1',
      unitKind: 'none',
      value: '0',
      dianElement: 'RetencionFuente',
    }),
  ],
};

const frame = (() => {
  const { kind: _kind, earnings: _e, deductions: _d, period, ...rest } = basicPayroll();
  return { ...rest, period: { hireDate: period.hireDate } };
})();

describe('from the engine settlement lines to one monthly document', () => {
  const doc = payrollFromSettlements([secondFortnight, firstFortnight], frame);

  it('joins both fortnights into one period and adds up single elements', () => {
    expect(doc.period).toEqual({ hireDate: '2024-03-11', start: '2026-01-01', end: '2026-01-31' });
    expect(doc.earnings.basic).toEqual({ workedDays: 27, amount: '1800000' });
    expect(doc.earnings.transport).toEqual([{ allowance: '224185.5' }]);
    expect(doc.earnings.overtime).toEqual([
      { kind: 'HED', hours: '3.5', percentage: '25', amount: '36459.5' },
    ]);
    expect(doc.earnings.disabilities).toEqual([
      { start: '2026-01-20', end: '2026-01-22', days: 3, type: 1, amount: '133333' },
    ]);
    expect(doc.earnings.bonuses).toEqual([{ nonSalary: '50000' }]);
  });

  it('maps deductions with their percentages and leaves employer contributions and zero lines out', () => {
    expect(doc.deductions).toEqual({
      health: { percentage: '4', amount: '77333' },
      pension: { percentage: '4', amount: '77333' },
      pensionSolidarityFund: { percentage: '0.5', amount: '9333' },
      payrollLoans: [{ description: 'Libranza Banco Popular', amount: '150000' }],
      advances: ['100000'],
    });
  });

  it('gives a valid document whose totals are the sum of both fortnights', () => {
    expect(validateDocument(doc, context)).toEqual([]);
    const built = buildDocument(doc, context);
    expect(built.totals).toEqual({ earnings: '2243978.00', deductions: '413999.00', net: '1829979.00' });
    expect(built.xml).toContain('<HEDs><HED Cantidad="3.50" Porcentaje="25.00" Pago="36459.50"/></HEDs>');
  });

  it('refuses settlements of different months', () => {
    expect(() =>
      payrollFromSettlements(
        [firstFortnight, { ...secondFortnight, periodStart: '2026-02-01', periodEnd: '2026-02-15' }],
        frame,
      ),
    ).toThrow('Las liquidaciones deben pertenecer al mismo mes: el documento soporte es mensual.');
  });
});
