import type { DecimalString, IsoDate } from '../model/common.ts';
import type { Dated } from './table.ts';

/**
 * Yearly decreed legal values (decision 0132): the minimum wage (decreto del salario mínimo), the transport
 * aid (its own decreto) and the UVT (resolución DIAN). They are the only values that change by yearly act;
 * the rest of the table follows laws with their own dates. One value with its source, like every entry of
 * the table.
 */
export interface DecreedValue {
  /** Whole pesos, as a string ("1750905") or a JSON number. */
  value: DecimalString;
  /** The act that decrees it, e.g. "Decreto 1469/2025". */
  source: string;
}

export interface DecreedYear {
  year: number;
  /** Date the values take effect; absent = 1 January of `year`. */
  from?: IsoDate;
  smmlv: DecreedValue;
  transportAid: DecreedValue;
  uvt: DecreedValue;
}

/** The names of the yearly parameters, in the parameter table's spelling. */
export const YEARLY_PARAMETERS = ['smmlv', 'transportAid', 'uvt'] as const;
export type YearlyParameter = (typeof YEARLY_PARAMETERS)[number];

const KNOWN_KEYS = new Set(['year', 'from', ...YEARLY_PARAMETERS]);
const LABELS: Record<YearlyParameter, string> = {
  smmlv: 'salario mínimo',
  transportAid: 'auxilio de transporte',
  uvt: 'UVT',
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PESOS = /^[1-9]\d{0,11}$/;

/** A legal-values file that does not validate; `issues` lists every problem, in Spanish and English. */
export class LegalValuesError extends Error {
  readonly issues: string[];
  constructor(label: string, issues: string[]) {
    super(`${label}: ${issues.join(' ')}`);
    this.name = 'LegalValuesError';
    this.issues = issues;
  }
}

function validDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/**
 * Validates one year of decreed values given as parsed JSON (pure: no file access) and returns it
 * normalised (values as strings, `from` filled). Every problem is reported at once, in Spanish with the
 * English in parentheses; nothing is registered. `fileName`, when given, must be `<year>.json`.
 *
 * File format (`DATA_DIR/legal-values/2027.json`):
 * `{ "year": 2027, "smmlv": { "value": "…", "source": "Decreto …" }, "transportAid": { … }, "uvt": { … } }`
 * with an optional `"from": "2027-01-01"`.
 */
export function loadDecreedYear(json: unknown, fileName?: string): Required<DecreedYear> {
  const label = `Valores legales${fileName ? ` (${fileName})` : ''}`;
  const issues: string[] = [];
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new LegalValuesError(label, [
      'El contenido debe ser un objeto JSON con year, smmlv, transportAid y uvt (the content must be a JSON object with year, smmlv, transportAid and uvt).',
    ]);
  }
  const input = json as Record<string, unknown>;
  for (const key of Object.keys(input)) {
    if (!KNOWN_KEYS.has(key)) {
      issues.push(`El campo "${key}" no se reconoce (unknown field "${key}").`);
    }
  }
  const year = input.year;
  const yearOk = typeof year === 'number' && Number.isInteger(year) && year >= 2023 && year <= 2100;
  if (!yearOk) {
    issues.push(
      'El año (year) debe ser un entero entre 2023 y 2100 (year must be an integer from 2023 to 2100).',
    );
  }
  if (yearOk && fileName !== undefined && fileName.replace(/^.*[\\/]/, '') !== `${year}.json`) {
    issues.push(
      `El archivo del año ${year} debe llamarse ${year}.json (the file for ${year} must be named ${year}.json).`,
    );
  }
  let from = yearOk ? `${year}-01-01` : '';
  if (input.from !== undefined) {
    if (typeof input.from !== 'string' || !validDate(input.from)) {
      issues.push('La fecha de vigencia (from) debe ser aaaa-mm-dd (from must be a valid yyyy-mm-dd date).');
    } else if (yearOk && !input.from.startsWith(`${year}-`)) {
      issues.push(`La fecha de vigencia (from) debe caer en ${year} (from must fall in ${year}).`);
    } else {
      from = input.from;
    }
  }
  const values = {} as Record<YearlyParameter, DecreedValue>;
  for (const name of YEARLY_PARAMETERS) {
    const entry = input[name];
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      issues.push(
        `Falta ${LABELS[name]} (${name}) con value y source (missing ${name} with value and source).`,
      );
      continue;
    }
    const { value, source, ...rest } = entry as Record<string, unknown>;
    for (const key of Object.keys(rest)) {
      issues.push(`El campo "${name}.${key}" no se reconoce (unknown field "${name}.${key}").`);
    }
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string' || !PESOS.test(text)) {
      issues.push(
        `El valor de ${LABELS[name]} (${name}.value) debe ser un entero positivo en pesos (${name}.value must be a positive whole number of pesos).`,
      );
    }
    if (typeof source !== 'string' || source.trim().length < 3) {
      issues.push(
        `${LABELS[name][0]?.toUpperCase()}${LABELS[name].slice(1)} (${name}.source) necesita la norma que lo decreta (${name}.source must cite the decree).`,
      );
    }
    if (typeof text === 'string' && PESOS.test(text) && typeof source === 'string') {
      values[name] = { value: text, source: source.trim() };
    }
  }
  if (
    values.smmlv &&
    values.transportAid &&
    Number(values.transportAid.value) >= Number(values.smmlv.value)
  ) {
    issues.push(
      'El auxilio de transporte debe ser menor que el salario mínimo (transport aid must be below the minimum wage).',
    );
  }
  if (issues.length > 0) throw new LegalValuesError(label, issues);
  return {
    year: year as number,
    from,
    smmlv: values.smmlv,
    transportAid: values.transportAid,
    uvt: values.uvt,
  };
}

/** The dated table entry of one yearly parameter of a decreed year. */
export function datedEntry(year: Required<DecreedYear>, name: YearlyParameter): Dated<DecimalString> {
  return { from: year.from, value: year[name].value, source: year[name].source };
}
