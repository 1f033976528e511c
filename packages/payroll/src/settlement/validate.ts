import type { SettlementInput } from '../model/input.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = /^\d+(\.\d+)?$/;

function fail(message: string): never {
  throw new RangeError(message);
}

/** Checks the input shape the rules rely on; messages are in Spanish for the user. */
export function validateInput(input: SettlementInput): void {
  const { contract, period, novelties } = input;
  if (!contract) fail('Falta el contrato.');
  if (!AMOUNT.test(contract.salary) || Number(contract.salary) <= 0)
    fail('El salario debe ser un valor mayor que cero.');
  for (const change of contract.salaryChanges ?? []) {
    if (!DATE.test(change.from) || !AMOUNT.test(change.amount))
      fail('Cada cambio de salario necesita fecha (aaaa-mm-dd) y valor.');
  }
  if (!DATE.test(contract.startDate))
    fail('La fecha de inicio del contrato debe tener el formato aaaa-mm-dd.');
  if (![1, 2, 3, 4, 5].includes(contract.arlRiskClass))
    fail('La clase de riesgo ARL debe estar entre 1 y 5.');
  if (
    !contract.withholding ||
    (contract.withholding.procedure !== 1 && contract.withholding.procedure !== 2)
  ) {
    fail('El procedimiento de retención debe ser 1 o 2.');
  }
  if (contract.salaryType === 'apprentice' && contract.contractType !== 'apprenticeship') {
    fail('El salario de aprendiz solo aplica al contrato de aprendizaje.');
  }
  for (const [field, value] of [
    ['daysWorkedInMonth', contract.daysWorkedInMonth],
    ['weeklyContributionDaysWorked', contract.weeklyContributionDaysWorked],
  ] as const) {
    if (value !== undefined && (!Number.isFinite(value) || value < 0 || value > 30)) {
      fail(`Los días trabajados en el mes (${field}) deben estar entre 0 y 30.`);
    }
  }
  const reading = input.company?.law1393IntegralSalary;
  if (reading !== undefined && reading !== 'ibc_share' && reading !== 'full') {
    fail('La lectura de la Ley 1393 para salario integral debe ser "ibc_share" (70 %) o "full" (100 %).');
  }
  if (period.fortnight !== undefined && period.fortnight !== 1 && period.fortnight !== 2) {
    fail('La quincena debe ser 1 o 2.');
  }
  if (period.paymentDate !== undefined && !DATE.test(period.paymentDate)) {
    fail('La fecha de pago debe tener el formato aaaa-mm-dd.');
  }
  for (const a of novelties.absences) {
    if (!DATE.test(a.startDate) || !DATE.test(a.endDate) || a.endDate < a.startDate) {
      fail(
        'Cada ausentismo necesita fecha de inicio y fecha de fin válidas (fin igual o posterior al inicio).',
      );
    }
  }
  for (const a of novelties.absences) {
    const { gestationDays: g, contributedGestationDays: c } = a;
    if (g === undefined && c === undefined) continue;
    if (a.contingency !== 'maternity')
      fail('Los días de gestación y cotizados solo aplican a la licencia de maternidad.');
    if (
      g === undefined ||
      c === undefined ||
      !Number.isInteger(g) ||
      !Number.isInteger(c) ||
      g <= 0 ||
      c < 0
    ) {
      fail(
        'La licencia de maternidad proporcional necesita los días de gestación (mayor que cero) y los días cotizados (cero o más), en días enteros.',
      );
    }
  }
  for (const v of novelties.vacations) {
    if (v.daysInTime < 0 || v.daysInMoney < 0 || !Number.isInteger(v.daysInTime)) {
      fail('Los días de vacaciones deben ser números mayores o iguales a cero.');
    }
    if (v.daysInTime > 0 && (!v.startDate || !DATE.test(v.startDate)))
      fail('Las vacaciones en tiempo necesitan fecha de inicio.');
  }
  for (const h of novelties.hours) {
    if (!DATE.test(h.date)) fail('Cada novedad de horas necesita una fecha válida.');
    if (h.kind === 'typed' && !AMOUNT.test(h.hours))
      fail('Las horas deben ser un número mayor o igual a cero.');
  }
  if (novelties.retirement && !DATE.test(novelties.retirement.date))
    fail('La fecha de retiro debe tener el formato aaaa-mm-dd.');
}
