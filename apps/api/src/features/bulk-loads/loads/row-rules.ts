import { BULK_MESSAGES, type TBulkRowError } from '@quincena/contracts/bulk-loads';
import type { CheckedRow } from '../bulk-load.ts';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * A form contract's issues as row problems: the first path segment names the field, and the
 * field's column header names the problem in the error file (null when no column holds it).
 */
export function issuesByColumn(
  issues: readonly Issue[],
  headerOf: (key: string) => string | null,
): Array<{ column: string | null; message: string }> {
  const seen = new Set<string>();
  const problems: Array<{ column: string | null; message: string }> = [];
  for (const issue of issues) {
    const column = headerOf(issue.path.map(String).join('.')) ?? headerOf(String(issue.path[0] ?? ''));
    const key = `${column}|${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ column, message: issue.message });
  }
  return problems;
}

/** Rows whose key already appeared on an earlier row of the file (a unique value typed twice). */
export function repeatedInFile<Record>(
  rows: readonly CheckedRow<Record>[],
  keyOf: (record: Record) => string,
  column: string | null,
): TBulkRowError[] {
  const firstRow = new Map<string, number>();
  const errors: TBulkRowError[] = [];
  for (const row of rows) {
    const key = keyOf(row.record).toLowerCase();
    const first = firstRow.get(key);
    if (first === undefined) firstRow.set(key, row.position);
    else errors.push({ row: row.position, column, message: BULK_MESSAGES.repeatedInFile(first) });
  }
  return errors;
}
