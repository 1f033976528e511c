import { BULK_MESSAGES, EMPTY_CELL, type TBulkRowError } from '@quincena/contracts/bulk-loads';
import type { BulkCodeOption, BulkColumnSpec, CellValues } from './bulk-column.ts';

/** dd/mm/yyyy (spec 01 §3 bulk upload: the browser writes every date cell so). */
const DATE_PATTERN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
/** A decimal written with a dot or a comma, without thousands separators. */
const NUMBER_PATTERN = /^-?\d+([.,]\d+)?$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

/** The ISO day of a dd/mm/yyyy text, or null when it is not a real calendar day. */
export function parseSheetDate(text: string): string | null {
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A decimal text with a dot, or null when the cell is not a number. */
export function parseSheetNumber(text: string): string | null {
  const compact = text.replace(/\s/g, '');
  if (!NUMBER_PATTERN.test(compact)) return null;
  return compact.replace(',', '.');
}

/**
 * The option a typed code names: the same code ignoring case, or, when Excel turned a numeric
 * code into a number and dropped its leading zeros ("01" typed as 1), the one option with that value.
 */
function findCode(options: readonly BulkCodeOption[], code: string): BulkCodeOption | undefined {
  const exact = options.find((option) => option.code.toUpperCase() === code.toUpperCase());
  if (exact || !/^\d+$/.test(code)) return exact;
  const numeric = options.filter(
    (option) => /^\d+$/.test(option.code) && Number(option.code) === Number(code),
  );
  return numeric.length === 1 ? numeric[0] : undefined;
}

function readCell(column: BulkColumnSpec, raw: string): { value: string } | { error: string } {
  if (column.type === 'PASSWORD') {
    // A secret is never trimmed: a space may be part of it.
    return column.maxLength && raw.length > column.maxLength
      ? { error: BULK_MESSAGES.tooLong(column.maxLength) }
      : { value: raw };
  }
  const text = raw.trim();
  switch (column.type) {
    case 'DATE': {
      const iso = parseSheetDate(text);
      return iso ? { value: iso } : { error: BULK_MESSAGES.date };
    }
    case 'NUMBER': {
      const number = parseSheetNumber(text);
      return number ? { value: number } : { error: BULK_MESSAGES.number };
    }
    case 'CODE': {
      // A code typed as "code - name" (copied from the code sheet) is read by its code.
      const code = text.split(' - ')[0]?.trim() ?? '';
      const found = findCode(column.codes?.options ?? [], code);
      return found ? { value: found.code } : { error: BULK_MESSAGES.code };
    }
    case 'EMAIL':
      if (column.maxLength && text.length > column.maxLength)
        return { error: BULK_MESSAGES.tooLong(column.maxLength) };
      return EMAIL_PATTERN.test(text) ? { value: text.toLowerCase() } : { error: BULK_MESSAGES.email };
    default:
      return column.maxLength && text.length > column.maxLength
        ? { error: BULK_MESSAGES.tooLong(column.maxLength) }
        : { value: text };
  }
}

/**
 * Reads one row's cells by the columns' types: '*' or blank is empty, required columns must have a
 * value, dates become ISO days, numbers decimal texts with a dot, codes the code sheet's code.
 * Every problem of the row is returned, not only the first.
 */
export function readRowCells(
  columns: readonly BulkColumnSpec[],
  row: { position: number; cells: readonly string[] },
): { values: CellValues; errors: TBulkRowError[] } {
  const values: CellValues = {};
  const errors: TBulkRowError[] = [];
  columns.forEach((column, index) => {
    const raw = row.cells[index] ?? EMPTY_CELL;
    if (raw === EMPTY_CELL || raw.trim() === '') {
      values[column.key] = null;
      if (column.required)
        errors.push({ row: row.position, column: column.header, message: BULK_MESSAGES.required });
      return;
    }
    const read = readCell(column, raw);
    if ('error' in read) {
      values[column.key] = null;
      errors.push({ row: row.position, column: column.header, message: read.error });
    } else {
      values[column.key] = read.value;
    }
  });
  const extra = row.cells.slice(columns.length).some((cell) => cell !== EMPTY_CELL && cell.trim() !== '');
  if (extra) errors.push({ row: row.position, column: null, message: BULK_MESSAGES.extraCells });
  return { values, errors };
}
