import { type Amount, ceilToPeso } from '../money/rounding.ts';
import {
  type Coverage,
  isApprentice,
  isPartTimeWeekly,
  LAST_PERIOD_OF_TIPO_12,
  SUPPORTED_CONTRIBUTOR_SUBTYPES,
  SUPPORTED_CONTRIBUTOR_TYPES,
  workerCoverage,
} from '../rules/coverage.ts';
import { DIVIPOLA_DEPARTMENTS } from '../rules/departments.ts';
import {
  EXONERATION_LIMIT_MINIMUM_WAGES,
  FSP_THRESHOLD_MINIMUM_WAGES,
  hasMinimumWage,
  IBC_CEILING_MINIMUM_WAGES,
  INTEGRAL_SALARY_MINIMUM_WAGES,
  minimumWage,
  weeklyHours,
} from '../rules/parameters.ts';
import { partTimeWeeklyFloor, partTimeWeeks } from '../rules/part-time-weeks.ts';
import { documentNumber, personName } from '../text/normalize.ts';
import { employmentSpans } from './employment-spans.ts';
import {
  type LineIbc,
  type LineInput,
  NOVELTY_KINDS,
  type PlanillaInput,
  type WorkerInput,
} from './model.ts';
import {
  commercialSpan,
  formatPeriod,
  isDateInPeriod,
  lastDayOfPeriod,
  type Period,
  parsePeriod,
} from './period.ts';
import {
  administratorCodeProblem,
  validateAdministrators,
  validateVoluntaryPension,
} from './validate-affiliation.ts';
import { KIND_LABEL, validateTimeline } from './validate-timeline.ts';

/** One reason the planilla cannot be written, in Spanish, pointing at the worker and line. */
export interface PlanillaIssue {
  /** Document of the cotizante, e.g. `CC 1020304050`; absent for header issues. */
  worker?: string;
  /** 1-based position of the line among the worker's lines. */
  line?: number;
  message: string;
}

type Subsystem = 'pension' | 'health' | 'risk' | 'ccf';

/** `label` follows "IBC de"; `to` follows "aporta a". */
const SUBSYSTEMS: ReadonlyArray<{ key: Subsystem & keyof LineIbc; label: string; to: string }> = [
  { key: 'pension', label: 'pensión', to: 'pensión' },
  { key: 'health', label: 'salud', to: 'salud' },
  { key: 'risk', label: 'riesgos laborales', to: 'riesgos laborales' },
  { key: 'ccf', label: 'CCF', to: 'la caja de compensación familiar' },
];

const WORKER_DOCUMENT_TYPES = new Set(['CC', 'CE', 'TI', 'PA', 'CD', 'SC', 'PE', 'PT']);

/**
 * Checks a planilla model before writing it, so that no file an operator would reject leaves the
 * product. Returns every problem found; an empty list means the file can be written.
 */
export function validatePlanilla(input: PlanillaInput): PlanillaIssue[] {
  const issues: PlanillaIssue[] = [];
  const period = parsePeriod(input.period);
  if (!period) {
    return [{ message: `El período ${input.period} no tiene el formato aaaa-mm.` }];
  }
  if (!hasMinimumWage(period.year)) {
    return [{ message: `No hay salario mínimo registrado para el año ${period.year}.` }];
  }
  validateHeader(input, issues);
  const smmlv = minimumWage(period.year);
  const seen = new Set<string>();
  for (const worker of input.workers) {
    const id = `${worker.documentType} ${worker.documentNumber}`;
    if (seen.has(id)) {
      issues.push({
        worker: id,
        message: 'El cotizante aparece dos veces; agrupe todas sus líneas en uno solo.',
      });
    }
    seen.add(id);
    validateWorker(worker, id, period, smmlv, issues);
  }
  return issues;
}

function validateHeader(input: PlanillaInput, issues: PlanillaIssue[]): void {
  const contributor = input.contributor;
  if (contributor.name.trim() === '')
    issues.push({ message: 'Falta el nombre o razón social del aportante.' });
  if (!/^\d{1,16}$/.test(contributor.documentNumber)) {
    issues.push({
      message:
        'El número de identificación del aportante debe tener solo dígitos, sin el dígito de verificación.',
    });
  }
  if (!/^\d$/.test(contributor.verificationDigit)) {
    issues.push({ message: 'El dígito de verificación del aportante debe ser un solo dígito.' });
  }
  if (!contributor.arlCode) {
    issues.push({ message: 'Falta el código de la ARL del aportante o no es válido.' });
  } else {
    const problem = administratorCodeProblem(contributor.arlCode, 'risk');
    if (problem) issues.push({ message: `ARL del aportante: ${problem}` });
  }
  if (!/^\d{2}$/.test(input.operator.code)) {
    issues.push({ message: 'El código del operador de información debe tener dos dígitos.' });
  }
  const sequence = input.sequence ?? 1;
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 9999) {
    issues.push({ message: 'La secuencia de la planilla debe estar entre 1 y 9999.' });
  }
  if (contributor.branch && !/^[A-Z0-9]{1,10}$/.test(contributor.branch.code)) {
    issues.push({ message: 'El código de la sucursal debe tener entre 1 y 10 letras o dígitos.' });
  }
  if (input.workers.length === 0) issues.push({ message: 'La planilla no tiene cotizantes.' });
  validateAssociated(input, issues);
}

/** Planilla N names the planilla it corrects (header fields 9–10); no other type carries one. */
function validateAssociated(input: PlanillaInput, issues: PlanillaIssue[]): void {
  const associated = input.associated;
  if (input.planillaType !== 'N') {
    if (associated) issues.push({ message: 'Solo la planilla de corrección N lleva planilla asociada.' });
    return;
  }
  if (!associated || !/^\d{1,10}$/.test(associated.number)) {
    issues.push({ message: ASSOCIATED_PLANILLA_MESSAGE });
  }
  if (associated?.paymentDate !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(associated.paymentDate)) {
    issues.push({ message: 'La fecha de pago de la planilla asociada debe tener el formato aaaa-mm-dd.' });
  }
}

/** What the clerk reads when the corrected planilla's number is missing or malformed. */
export const ASSOCIATED_PLANILLA_MESSAGE =
  'Indique el número de la planilla que se corrige (planilla asociada): solo dígitos, hasta 10.';

function validateWorker(
  worker: WorkerInput,
  id: string,
  period: Period,
  smmlv: number,
  issues: PlanillaIssue[],
): void {
  const add = (message: string, line?: number) =>
    issues.push(line === undefined ? { worker: id, message } : { worker: id, line, message });
  if (!SUPPORTED_CONTRIBUTOR_TYPES.includes(worker.contributorType)) {
    add(`El tipo de cotizante ${worker.contributorType} no está soportado por este generador.`);
    return;
  }
  if (worker.contributorType === '12' && formatPeriod(period) > LAST_PERIOD_OF_TIPO_12) {
    add(
      'El tipo de cotizante 12 (aprendiz en etapa lectiva) solo se usa para períodos anteriores a agosto de 2025; desde la Ley 2466 de 2025 el aprendiz en etapa lectiva es tipo 19.',
    );
    return;
  }
  if (!SUPPORTED_CONTRIBUTOR_SUBTYPES.includes(worker.contributorSubtype)) {
    add(`El subtipo de cotizante ${worker.contributorSubtype} no está soportado por este generador.`);
    return;
  }
  const coverage = workerCoverage(worker);
  if (!WORKER_DOCUMENT_TYPES.has(worker.documentType))
    add(`El tipo de documento ${worker.documentType} no es válido en la PILA.`);
  const number = documentNumber(worker.documentNumber);
  if (number === '' || number.length > 16 || number !== worker.documentNumber) {
    add('El número de identificación debe tener entre 1 y 16 letras o dígitos, sin puntos ni espacios.');
  }
  if (['CC', 'TI'].includes(worker.documentType) && !/^\d+$/.test(worker.documentNumber)) {
    // Letters are allowed only for CE, PA, CD and the permits (Anexo Técnico 2, campo 4).
    add(`El número de ${worker.documentType} debe tener solo dígitos.`);
  }
  if (worker.foreignerNotObligedToPension && !['CE', 'PA', 'CD'].includes(worker.documentType)) {
    add(
      'Solo un cotizante con CE, PA o CD puede marcarse como extranjero no obligado a cotizar a pensiones.',
    );
  }
  if (!DIVIPOLA_DEPARTMENTS.has(worker.department) || !/^\d{3}$/.test(worker.municipality)) {
    add(
      'El departamento (2 dígitos) y el municipio (3 dígitos) de la ubicación laboral deben seguir la DIVIPOLA.',
    );
  }
  if (personName(worker.firstSurname) === '') add('Falta el primer apellido.');
  if (personName(worker.firstName) === '') add('Falta el primer nombre.');
  const salary = Number(worker.salary);
  if (!(salary >= 0)) add('El salario básico debe ser un valor positivo.');
  const integralMinimum = smmlv * INTEGRAL_SALARY_MINIMUM_WAGES;
  if (worker.salaryType === 'integral' && salary < integralMinimum) {
    add(`El salario integral no puede ser inferior a 13 salarios mínimos (${integralMinimum}).`);
  }
  validateAdministrators(worker, coverage, add);
  validateLines(worker, coverage, period, smmlv, add);
}

function validateLines(
  worker: WorkerInput,
  coverage: Coverage,
  period: Period,
  smmlv: number,
  add: (message: string, line?: number) => void,
): void {
  if (worker.lines.length === 0) {
    add('El cotizante no tiene líneas en la planilla.');
    return;
  }
  const periodText = formatPeriod(period);
  const partTime = isPartTimeWeekly(worker.contributorType);
  if (partTime && (worker.lines.length !== 1 || worker.lines[0]!.kind !== 'worked')) {
    // Decreto 2616/2013 contributions are weekly minimums of days worked; the sources describe no
    // novelty lines for tipo 51, so anything but one line of worked days is refused.
    add(
      'Un trabajador de tiempo parcial (tipo 51) se reporta en una sola línea de días laborados, sin novedades de ausencia.',
    );
    return;
  }
  let totalDays = 0;
  let entries = 0;
  let retirements = 0;
  const monthly = { pension: 0, health: 0, risk: 0, ccf: 0 };
  worker.lines.forEach((line, index) => {
    const at = index + 1;
    if (!Number.isInteger(line.days) || line.days < 1 || line.days > 30) {
      add(`Los días de la línea deben ser un número entero entre 1 y 30 (se recibió ${line.days}).`, at);
      return;
    }
    totalDays += line.days;
    validateNoveltyDates(line, period, periodText, (message) => add(message, at));
    for (const [label, date] of [
      ['ingreso', line.entryDate],
      ['retiro', line.retirementDate],
      ['inicio de la variación permanente de salario', line.permanentVariationDate],
    ] as const) {
      if (date !== undefined && !isDateInPeriod(date, period)) {
        add(`La fecha de ${label} (${date}) está fuera del período ${periodText}.`, at);
      }
    }
    if (line.entryDate && line.retirementDate && line.entryDate > line.retirementDate) {
      add('La fecha de retiro es anterior a la fecha de ingreso.', at);
    }
    validateVoluntaryPension(worker, line, coverage, (message) => add(message, at));
    if (
      line.agreedWeeklyHours !== undefined &&
      !(line.agreedWeeklyHours > 0 && line.agreedWeeklyHours <= weeklyHours(lastDayOfPeriod(period)))
    ) {
      add(
        `Las horas semanales pactadas (${line.agreedWeeklyHours}) deben ser mayores que cero y no superar la jornada máxima legal (${weeklyHours(lastDayOfPeriod(period))}).`,
        at,
      );
    }
    if (line.entryDate) entries++;
    if (line.retirementDate) retirements++;
    for (const { key, label, to } of SUBSYSTEMS) {
      const raw = line.ibc[key];
      const value = raw === undefined ? undefined : pesosOrUndefined(raw);
      if (raw !== undefined && (value === undefined || value < 0)) {
        add(`El IBC de ${label} (${String(raw)}) no es un valor válido.`, at);
        continue;
      }
      if (!coverage[key]) {
        if (value) add(`El cotizante no aporta a ${to} pero la línea trae IBC de ${label}.`, at);
        continue;
      }
      if (partTime) {
        const floor = key === 'risk' ? smmlv : partTimeWeeklyFloor(line.days, smmlv);
        if (value === undefined || value < floor) {
          add(
            key === 'risk'
              ? `El IBC de riesgos laborales (${value ?? 'sin valor'}) de un trabajador de tiempo parcial (tipo 51) debe ser de al menos un salario mínimo (${floor}).`
              : `El IBC de ${label} (${value ?? 'sin valor'}) es inferior a ${partTimeWeeks(line.days)} cotización(es) mínima(s) semanal(es) (${floor}) para ${line.days} días laborados (Decreto 2616 de 2013).`,
            at,
          );
          continue;
        }
        monthly[key] += value;
        continue;
      }
      const floor = ibcFloor(line.days, smmlv);
      if (value === undefined || value < floor) {
        add(
          `El IBC de ${label} (${value ?? 'sin valor'}) es inferior al mínimo de ${floor} para ${line.days} días.`,
          at,
        );
        continue;
      }
      monthly[key] += value;
    }
  });
  if (totalDays > 30) add(`Los días de todas las líneas suman ${totalDays}; no pueden superar 30.`);
  if (totalDays < 30 && entries === 0 && retirements === 0 && !partTime) {
    add(`Los días suman ${totalDays}: menos de 30 días solo es posible con novedad de ingreso o de retiro.`);
  }
  const spans = employmentSpans(worker, period, add);
  if (spans && (entries > 0 || retirements > 0)) {
    // Days can only be reported while the worker was employed (30-day month).
    const possible = spans.reduce((sum, span) => sum + Math.max(0, span.last - span.first + 1), 0);
    if (totalDays > possible) {
      add(
        spans.length === 1
          ? `Los días suman ${totalDays}, pero entre el ingreso y el retiro solo caben ${possible} días.`
          : `Los días suman ${totalDays}, pero en los ${spans.length} períodos de vinculación del mes solo caben ${possible} días.`,
      );
    }
  }
  validateTimeline(worker, period, spans ?? [], add);
  const ceiling = smmlv * IBC_CEILING_MINIMUM_WAGES;
  for (const { key, label } of SUBSYSTEMS) {
    if (monthly[key] > ceiling) {
      add(`El IBC de ${label} del mes (${monthly[key]}) supera el tope de 25 salarios mínimos (${ceiling}).`);
    }
  }
  const exonerationLimit = smmlv * EXONERATION_LIMIT_MINIMUM_WAGES;
  if (worker.exonerated && (monthly.health >= exonerationLimit || worker.salaryType === 'integral')) {
    // E.T. art. 114-1: the exoneration covers only workers who earn under 10 SMMLV.
    add('El cotizante no puede marcarse exonerado: devenga 10 salarios mínimos o más.');
  }
  if (worker.exonerated && partTime) {
    add(
      'Un trabajador de tiempo parcial (tipo 51) no puede marcarse exonerado: no aporta a salud, SENA ni ICBF.',
    );
  }
  const fspThreshold = smmlv * FSP_THRESHOLD_MINIMUM_WAGES;
  if (worker.contributorSubtype === '06' && monthly.health >= fspThreshold) {
    // Régimen exceptuado with an IBC of 4 SMMLV or more still owes the FSP, reported to FSP001 in field
    // 31 (Anexo Técnico 2 v30 code list); this generator does not write that line.
    add(
      'Un cotizante de régimen exceptuado (subtipo 06) con IBC de 4 salarios mínimos o más debe aportar al Fondo de Solidaridad Pensional (FSP001); esta planilla no lo soporta.',
    );
  }
  if (worker.exonerated && isApprentice(worker.contributorType)) {
    // Ley 2466/2025 art. 21: in the lectiva stage the company pays the whole 12.5 % of health.
    add(
      'Un aprendiz en etapa lectiva no puede marcarse exonerado: la empresa paga toda la cotización a salud.',
    );
  }
}

function validateNoveltyDates(
  line: LineInput,
  period: Period,
  periodText: string,
  add: (message: string) => void,
): void {
  if (line.kind === 'worked') {
    if (line.start !== undefined || line.end !== undefined) {
      add('Una línea de días laborados no lleva fechas de inicio y fin de novedad.');
    }
    return;
  }
  if (!NOVELTY_KINDS.includes(line.kind)) {
    add(`La novedad ${String(line.kind)} no es válida.`);
    return;
  }
  const label = KIND_LABEL[line.kind];
  if (line.start === undefined || line.end === undefined) {
    add(`Faltan las fechas de inicio y fin de ${label}.`);
    return;
  }
  const startOk = isDateInPeriod(line.start, period);
  const endOk = isDateInPeriod(line.end, period);
  if (!startOk) add(`La fecha de inicio de ${label} (${line.start}) está fuera del período ${periodText}.`);
  if (!endOk) add(`La fecha de fin de ${label} (${line.end}) está fuera del período ${periodText}.`);
  if (!startOk || !endOk) return;
  if (line.start > line.end) {
    add(`La fecha de inicio de ${label} es posterior a la fecha de fin.`);
    return;
  }
  const span = commercialSpan(line.start, line.end, period);
  if (span !== line.days) {
    add(
      `El período de ${label} del ${line.start} al ${line.end} cubre ${span} días, pero la línea reporta ${line.days}.`,
    );
  }
}

/**
 * Minimum IBC of a line: one SMMLV in proportion to the days (Ley 100/1993 art. 18 par.; Ley 797/2003
 * art. 5). It also applies to apprentices, whose support is below the minimum wage but whose
 * contributions rest on at least one SMMLV.
 */
export function ibcFloor(days: number, smmlv: number): number {
  // smmlv × days is an exact integer; dividing by 30 and rounding up gives the floor to the peso.
  return Math.ceil((smmlv * days) / 30);
}

function pesosOrUndefined(value: Amount): number | undefined {
  try {
    return ceilToPeso(value);
  } catch {
    return undefined;
  }
}
