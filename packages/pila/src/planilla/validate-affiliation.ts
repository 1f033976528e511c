import { type Amount, ceilToPeso } from '../money/rounding.ts';
import type { Coverage } from '../rules/coverage.ts';
import type { LineInput, WorkerInput } from './model.ts';

/** PILA administrator codes: EPS001, 230301, 25-14, CCF22, 14-23 … (up to 6 characters). */
export const ADMINISTRATOR_CODE = /^[A-Z0-9-]{1,6}$/;

/** Administrator codes the worker's subsystems need, risk class and Decreto 768/2022 activity. */
export function validateAdministrators(
  worker: WorkerInput,
  coverage: Coverage,
  add: (message: string) => void,
): void {
  const code = (value: string | undefined, label: string, required: boolean) => {
    if (value === undefined || value === '') {
      if (required) add(`Falta el código de la administradora de ${label}.`);
      return;
    }
    if (!ADMINISTRATOR_CODE.test(value))
      add(`El código de la administradora de ${label} (${value}) no es válido.`);
  };
  code(worker.pensionFundCode, 'pensiones', coverage.pension);
  code(worker.healthProviderCode, 'salud (EPS)', coverage.health);
  code(worker.ccfCode, 'la caja de compensación familiar', coverage.ccf);
  code(worker.arlCode, 'riesgos laborales', false);
  if (coverage.risk) {
    if (worker.riskClass === undefined) add('Falta la clase de riesgo laboral (1 a 5).');
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
