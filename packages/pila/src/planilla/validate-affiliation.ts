import { type Amount, ceilToPeso } from '../money/rounding.ts';
import { ADMINISTRATOR_CODES, type AdministratorSubsystem, subsystemOf } from '../rules/administrators.ts';
import type { Coverage } from '../rules/coverage.ts';
import { RISK_CLASS_RATES } from '../rules/rates.ts';
import type { LineInput, WorkerInput } from './model.ts';

/** PILA administrator codes: EPS001, 230301, 25-14, CCF22, 14-23 … (up to 6 characters). */
export const ADMINISTRATOR_CODE = /^[A-Z0-9-]{1,6}$/;

const SUBSYSTEM_LABEL: Readonly<Record<AdministratorSubsystem, string>> = {
  health: 'salud (EPS)',
  pension: 'pensiones',
  risk: 'riesgos laborales',
  ccf: 'la caja de compensación familiar',
};

/**
 * Why an administrator code cannot go in a subsystem's field, or null when it can: the code must be
 * one of the UGPP's PILA codes of that subsystem (an EPS code in the pension field is refused too).
 */
export function administratorCodeProblem(code: string, subsystem: AdministratorSubsystem): string | null {
  if (ADMINISTRATOR_CODES[subsystem].has(code)) return null;
  const label = SUBSYSTEM_LABEL[subsystem];
  if (!ADMINISTRATOR_CODE.test(code))
    return `El código de la administradora de ${label} (${code}) no es válido.`;
  const other = subsystemOf(code);
  return other
    ? `El código ${code} es de una administradora de ${SUBSYSTEM_LABEL[other]}, no de ${label}.`
    : `El código ${code} no está en la lista de administradoras de ${label} de la PILA (UGPP).`;
}

/** Administrator codes the worker's subsystems need, risk class and Decreto 768/2022 activity. */
export function validateAdministrators(
  worker: WorkerInput,
  coverage: Coverage,
  add: (message: string) => void,
): void {
  const code = (value: string | undefined, subsystem: AdministratorSubsystem, required: boolean) => {
    if (value === undefined || value === '') {
      if (required) add(`Falta el código de la administradora de ${SUBSYSTEM_LABEL[subsystem]}.`);
      return;
    }
    const problem = administratorCodeProblem(value, subsystem);
    if (problem) add(problem);
  };
  code(worker.pensionFundCode, 'pension', coverage.pension);
  code(worker.healthProviderCode, 'health', coverage.health);
  code(worker.ccfCode, 'ccf', coverage.ccf);
  code(worker.arlCode, 'risk', false);
  // Only classes I–V have a rate (Decreto 1072/2015 art. 2.2.4.3.5): anything else is refused, even where ARL is not paid.
  const riskClass: unknown = worker.riskClass;
  if (riskClass !== undefined && !Object.hasOwn(RISK_CLASS_RATES, String(riskClass))) {
    add(`La clase de riesgo laboral (${String(riskClass)}) no es válida: debe ser un número de 1 a 5.`);
  }
  if (coverage.risk) {
    if (riskClass === undefined) add('Falta la clase de riesgo laboral (1 a 5).');
    if (!worker.arlActivityCode || !/^\d{7}$/.test(worker.arlActivityCode)) {
      add('Falta la actividad económica para riesgos laborales (7 dígitos, Decreto 768 de 2022).');
    }
  }
  if (worker.workCenter !== undefined && !/^\d{1,9}$/.test(worker.workCenter)) {
    add('El centro de trabajo debe tener entre 1 y 9 dígitos.');
  }
}

/**
 * Fields 48–49 (voluntary pension contributions) exist only in the individual savings regime (RAIS,
 * administrator codes 23xxxx); the public regime's administrators are coded 25-x (Colpensiones 25-14,
 * CAXDAC 25-2, Fonprecon 25-3) and take none (Anexo Técnico 2, campos 48–49; Ley 100/1993 art. 62).
 */
export function validateVoluntaryPension(
  worker: WorkerInput,
  line: LineInput,
  coverage: Coverage,
  add: (message: string) => void,
): void {
  const voluntary = line.voluntaryPension;
  if (!voluntary) return;
  const amounts = [voluntary.affiliate, voluntary.employer].filter((value) => value !== undefined);
  if (amounts.some((value) => pesosOrUndefined(value) === undefined || pesosOrUndefined(value)! < 0)) {
    add('Los aportes voluntarios a pensión deben ser valores positivos en pesos.');
    return;
  }
  if (!amounts.some((value) => pesosOrUndefined(value)! > 0)) return;
  if (!coverage.pension) {
    add('El cotizante no aporta a pensión pero la línea trae aportes voluntarios.');
  } else if (worker.pensionFundCode?.startsWith('25-')) {
    add(
      `Los aportes voluntarios (campos 48 y 49) solo se reportan para afiliados a un fondo privado (RAIS); ${worker.pensionFundCode} es del régimen de prima media.`,
    );
  }
}

function pesosOrUndefined(value: Amount): number | undefined {
  try {
    return ceilToPeso(value);
  } catch {
    return undefined;
  }
}
