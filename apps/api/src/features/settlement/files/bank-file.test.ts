import { BANK_FILE_MESSAGES } from '@quincena/contracts/settlement';
import { PAB_CONTROL, PAB_DETAIL, type RecordLayout } from '@quincena/pila';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../../test/helpers/test-app.ts';
import { contracts } from '../../../db/schema/index.ts';
import { accumulatedJanuary, readingCompany, typicalPeriod } from '../../queries/queries.test-support.ts';
import { firstSheetRows } from '../settlement.test-support.ts';

let ctx: TestContext;

const fieldsOf = (layout: RecordLayout, line: string) =>
  new Map(
    layout.fields.map((field) => [field.number, line.slice(field.start - 1, field.start - 1 + field.length)]),
  );

const bankFile = (token: string, calendarId: number, paymentDate = '2026-01-30') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/settlement/bank-file?calendarId=${calendarId}&paymentDate=${paymentDate}`,
    headers: bearer(token),
  });

const EMPLOYEES = [
  {
    documentNumber: '52111222',
    firstName: 'Ana',
    firstSurname: 'Pérez',
    salary: 2_000_000,
    accountNumber: '91234567890',
  },
  {
    documentNumber: '79333444',
    firstName: 'Bruno',
    firstSurname: 'Díaz',
    salary: 3_000_000,
    bankCode: '1051',
    accountType: 'checking',
    accountNumber: '006612345678',
  },
];

beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());

describe('bank file', () => {
  it('writes the Bancolombia PAB file of an accumulated period: CRLF records of 264 characters that read back to each net pay', async () => {
    const { companyId, token, contractIds } = await readingCompany(ctx, EMPLOYEES, { nit: '901234567' });
    const [ana, bruno] = contractIds as [number, number];
    const period = await accumulatedJanuary(ctx, companyId, [ana, 2_000_000], [bruno, 3_000_000]);
    const response = await bankFile(token, period.calendarId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="PAB_901234567_20260130_A1.txt"',
    );
    const text = response.rawPayload.toString('latin1');
    expect(text.endsWith('\r\n')).toBe(true);
    const records = text.slice(0, -2).split('\r\n');
    expect(records).toHaveLength(3);
    expect(records.every((record) => record.length === 264)).toBe(true);
    expect(text.replaceAll('\r\n', '').includes('\n')).toBe(false);

    // Net pay = half salary − 4 % health − 4 % pension: 1,000,000 − 80,000 and 1,500,000 − 120,000.
    const control = fieldsOf(PAB_CONTROL, records[0] as string);
    expect(control.get(2)).toBe('000000901234567');
    expect(control.get(9)).toBe('20260130');
    expect(control.get(10)).toBe('000002');
    expect(Number(control.get(12)) / 100).toBe(920_000 + 1_380_000);
    expect(control.get(13)).toBe('23456789012');
    const details = records.slice(1).map((record) => fieldsOf(PAB_DETAIL, record));
    // Ordered by surname: Díaz, then Pérez.
    expect(details.map((detail) => detail.get(2)?.trim())).toEqual(['79333444', '52111222']);
    expect(details.map((detail) => detail.get(3)?.trim())).toEqual(['BRUNO DIAZ', 'ANA PEREZ']);
    expect(details.map((detail) => Number(detail.get(8)) / 100)).toEqual([1_380_000, 920_000]);
    expect(details.map((detail) => detail.get(4))).toEqual(['000001051', '000001007']);
    expect(details.map((detail) => detail.get(7))).toEqual(['27', '37']);
    expect(details.map((detail) => detail.get(5)?.trim())).toEqual(['006612345678', '91234567890']);
  });

  it('writes the Davivienda workbook when the company pays from Davivienda', async () => {
    const { companyId, token, contractIds } = await readingCompany(ctx, EMPLOYEES, {
      bankCode: '1051',
      nit: '900765432',
    });
    const period = await accumulatedJanuary(ctx, companyId, [contractIds[0] as number, 2_000_000]);
    const response = await bankFile(token, period.calendarId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="DAVIVIENDA_900765432_20260130.xlsx"',
    );
    const rows = firstSheetRows(response.rawPayload);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(expect.arrayContaining(['52111222', '1007', '91234567890', 920_000]));
  });

  it('refuses a period that is only processed, a foreign or unknown calendar, and a bad date', async () => {
    const { companyId, token, contractIds } = await readingCompany(ctx, EMPLOYEES);
    const processed = await typicalPeriod(
      ctx,
      companyId,
      { year: 2026, month: 2, fortnight: 1, state: 'PROCESSED' },
      [contractIds[0] as number, 2_000_000],
    );
    const refused = await bankFile(token, processed.calendarId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(BANK_FILE_MESSAGES.notAccumulated);

    const other = await readingCompany(ctx, EMPLOYEES.slice(0, 1));
    const theirs = await typicalPeriod(ctx, other.companyId, { year: 2026, month: 1, state: 'ACCUMULATED' }, [
      other.contractIds[0] as number,
      2_000_000,
    ]);
    const foreign = await bankFile(token, theirs.calendarId);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(BANK_FILE_MESSAGES.calendarNotFound);
    expect((await bankFile(other.token, theirs.calendarId)).statusCode).toBe(200);

    const badDay = await bankFile(token, processed.calendarId, '2026-02-30');
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().message).toBe(BANK_FILE_MESSAGES.paymentDateInvalid);

    const client = await createUser(ctx.db, { companyId, role: 'CLIENT' });
    expect((await bankFile(await tokenFor(ctx.db, ctx.clock, client), processed.calendarId)).statusCode).toBe(
      403,
    );
  });

  it('names the employees without a valid account and writes nothing', async () => {
    const { companyId, token, contractIds } = await readingCompany(ctx, EMPLOYEES);
    const [ana, bruno] = contractIds as [number, number];
    await ctx.db
      .update(contracts)
      .set({ accountNumber: '' })
      .where(and(eq(contracts.companyId, companyId), eq(contracts.id, bruno)));
    const period = await typicalPeriod(
      ctx,
      companyId,
      { year: 2026, month: 1, state: 'ACCUMULATED' },
      [ana, 2_000_000],
      [bruno, 3_000_000],
    );
    const response = await bankFile(token, period.calendarId);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      BANK_FILE_MESSAGES.employeesWithoutAccount('Bruno Díaz (CC 79333444)'),
    );
  });

  it('asks for the company account when Datos empresa has none', async () => {
    const { companyId, token, contractIds } = await readingCompany(ctx, EMPLOYEES, { accountNumber: null });
    const period = await typicalPeriod(ctx, companyId, { year: 2026, month: 1, state: 'ACCUMULATED' }, [
      contractIds[0] as number,
      2_000_000,
    ]);
    const response = await bankFile(token, period.calendarId);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(BANK_FILE_MESSAGES.companyAccountMissing);
  });
});
