import type { TPilaRecordField, TPilaRecordGroup } from '@quincena/contracts/queries';
import {
  type LiquidatedLine,
  RATE_SCALE,
  REGISTRO_TIPO_2,
  tipo2Values,
  type WorkerInput,
} from '@quincena/pila';

/**
 * The whole registro tipo 2 of a stored planilla line as query columns (decision 0315). The values
 * come from the same function that writes the file (`tipo2Values`), so the query shows exactly what
 * was sent. Fields 1 and 2 (record type and sequence) are positions in the file, not facts of the line,
 * and are left out.
 */

const GROUP_OF: ReadonlyArray<[TPilaRecordGroup, readonly number[]]> = [
  ['Empleado', [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 40, 41, 74, 75, 96]],
  [
    'Novedades',
    [
      15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89,
      90, 91, 92, 93, 94, 97,
    ],
  ],
  ['Pensión', [31, 32, 36, 42, 46, 47, 48, 49, 50, 51, 52, 53, 79]],
  ['Salud', [33, 34, 37, 43, 54, 55, 56, 57, 58, 59, 60]],
  ['Riesgos laborales', [77, 78, 38, 44, 61, 62, 63, 98]],
  ['Parafiscales', [35, 39, 45, 64, 65, 95, 66, 67, 68, 69, 70, 71, 72, 73]],
  ['Exoneración', [76]],
];

/** Fields holding pesos (the rest of the numeric fields are days, hours, codes). */
const MONEY = new Set([
  40, 42, 43, 44, 45, 47, 48, 49, 50, 51, 52, 53, 55, 56, 58, 60, 63, 65, 67, 69, 71, 73, 95,
]);

/** Fields holding counts (days, hours); the other numeric fields are codes and keep their digits. */
const COUNTS = new Set([30, 36, 37, 38, 39, 96]);

/** Administrator code fields and the reference list that names them. */
export const ADMINISTRATOR_FIELDS: Readonly<Record<number, string>> = {
  31: 'afp',
  32: 'afp',
  33: 'eps',
  34: 'eps',
  35: 'ccf',
  77: 'arl',
};

const SPEC = new Map(REGISTRO_TIPO_2.fields.map((field) => [field.number, field]));

export const PILA_RECORD_FIELDS: readonly TPilaRecordField[] = GROUP_OF.flatMap(([group, numbers]) =>
  numbers.map((number) => {
    const spec = SPEC.get(number);
    if (!spec) throw new Error(`registro tipo 2 has no field ${number}`);
    const type =
      spec.content === 'date' ? 'date' : MONEY.has(number) ? 'money' : COUNTS.has(number) ? 'number' : 'text';
    return { key: `f${number}`, number, header: spec.name, group, type };
  }),
);

/** "16 %", "0,522 %": a ten-millionths rate as the clerk reads it. */
const percent = (rate: number) =>
  `${((rate / RATE_SCALE) * 100).toLocaleString('es-CO', { maximumFractionDigits: 5 })} %`;

/** Names of administrator codes: list key → code → name. */
export type AdministratorNames = ReadonlyMap<string, ReadonlyMap<string, string>>;

export function pilaRecord(
  worker: WorkerInput,
  liquidated: LiquidatedLine,
  context: { contributorArlCode: string; names: AdministratorNames },
): Record<string, string | number | null> {
  const values = tipo2Values(worker, liquidated, {
    sequence: 0,
    contributorArlCode: context.contributorArlCode,
  });
  const record: Record<string, string | number | null> = {};
  for (const field of PILA_RECORD_FIELDS) {
    const value = values[field.number];
    const spec = SPEC.get(field.number);
    if (value === undefined || value === null) {
      record[field.key] = null;
    } else if (spec?.content === 'rate') {
      record[field.key] = percent(Number(value));
    } else if (field.type === 'money' || field.type === 'number') {
      record[field.key] = Number(value);
    } else {
      const text = String(value).trim();
      const list = ADMINISTRATOR_FIELDS[field.number];
      const name = list ? context.names.get(list)?.get(text) : undefined;
      record[field.key] = text === '' ? null : name ? `${text} - ${name}` : text;
    }
  }
  return record;
}
