import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { camelRowsOf } from './rows.ts';

const answering = (rows: Record<string, unknown>[]) =>
  ({ execute: async () => ({ rows }) }) as unknown as Database;

describe('camelRowsOf', () => {
  it('renames snake_case columns to camelCase keys and keeps the values as given', async () => {
    const when = new Date('2026-01-31T00:00:00Z');
    const rows = await camelRowsOf(
      answering([
        { contract_id: 7, employee_name: 'Ana Pérez', period_end: when, value: '10.00', line_no2: null },
        { contract_id: 8, employee_name: 'Luis Gómez', period_end: '2026-02-28', value: '-1', line_no2: 3 },
      ]),
      sql`select 1`,
    );
    expect(rows).toEqual([
      { contractId: 7, employeeName: 'Ana Pérez', periodEnd: when, value: '10.00', lineNo2: null },
      { contractId: 8, employeeName: 'Luis Gómez', periodEnd: '2026-02-28', value: '-1', lineNo2: 3 },
    ]);
  });

  it('answers no rows with an empty list and passes camelCase rows through', async () => {
    expect(await camelRowsOf(answering([]), sql`select 1`)).toEqual([]);
    const rows = [{ id: 1, detail: 'Enero' }];
    expect(await camelRowsOf(answering(rows), sql`select 1`)).toBe(rows);
  });
});
