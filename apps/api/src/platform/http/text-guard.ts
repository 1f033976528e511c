import { ERROR_CODES } from '@quincena/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';

/**
 * Text no screen can type and PostgreSQL cannot store or should not: NUL (rejected by `text`
 * columns), the other C0 controls except tab/LF/CR, DEL, the C1 controls, and UTF-16 surrogates
 * without their pair (not valid Unicode; PostgreSQL refuses them as UTF-8).
 */
const INVALID_TEXT = new RegExp(
  [
    String.raw`[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]`,
    String.raw`[\uD800-\uDBFF](?![\uDC00-\uDFFF])`,
    String.raw`(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]`,
  ].join('|'),
);

export function hasInvalidText(text: string): boolean {
  return INVALID_TEXT.test(text);
}

/** Deep enough for every contract; anything deeper is itself refused. */
const MAX_DEPTH = 32;

/**
 * The first place in a parsed value holding invalid text, as a dotted path (`rows.3.cells.1`);
 * object keys count too. `''` names the value itself; null when everything is valid.
 */
export function findInvalidText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return hasInvalidText(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return path;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return null;
  const join = (key: string) => (path ? `${path}.${key}` : key);
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findInvalidText(value[index], join(String(index)), depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (hasInvalidText(key)) return path || '_';
    const found = findInvalidText(item, join(key), depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export const invalidTextMessage = (field: string) =>
  `El campo ${field} contiene caracteres no permitidos (caracteres de control o texto no válido)`;

/** A spreadsheet cell of a bulk load is named as the user sees it: its row and column. */
function describeField(body: unknown, field: string): string {
  const cell = /^rows\.(\d+)\.cells\.(\d+)$/.exec(field);
  if (!cell) return field;
  const rows = (body as { rows?: Array<{ position?: unknown }> } | null)?.rows;
  const position = rows?.[Number(cell[1])]?.position;
  return typeof position === 'number' ? `fila ${position}, columna ${Number(cell[2]) + 1}` : field;
}

/**
 * Refuses invalid text in the path, the query and the body of every request with a Spanish 400
 * naming the field, before validation and before any handler or query sees it (decision 0170).
 * Runs after authentication (onRequest), so an anonymous caller learns nothing from it.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const sources: Array<[string, unknown]> = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ];
    for (const [source, value] of sources) {
      const found = findInvalidText(value);
      if (found === null) continue;
      const field = found || source;
      const message = invalidTextMessage(source === 'body' ? describeField(value, field) : field);
      throw new AppError(400, ERROR_CODES.validation, message, { [field]: message });
    }
  });
}
