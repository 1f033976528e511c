import { ERROR_CODES } from '@quincena/contracts';
import { conceptDisplayCode } from '@quincena/contracts/concepts';
import {
  ACCOUNTING_LAYOUTS,
  ACCOUNTING_FILE_MESSAGES as M,
  type TAccountingFileQuery,
  type TAccountingFileType,
  ZAccountingFileQuery,
} from '@quincena/contracts/settlement';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import { AppError, notFound } from '../../../../platform/errors/app-error.ts';
import { rowsOf } from '../../../../platform/sql/rows.ts';
import { createTempFile } from '../../../../platform/storage/temp-file.ts';
import { toCents } from '../../cb/posting.ts';
import { accountingFileWriter, CONTENT_TYPE, EXTENSION } from './file-format.ts';
import { LAYOUTS, type VoucherLine } from './layouts.ts';
import { siigoCostCentres } from './siigo-cost-centres.ts';

const refuse = (message: string) => new AppError(400, ERROR_CODES.validation, message);

/** Voucher types in the order their vouchers are numbered. */
const VOUCHER_ORDER = ['NM', 'SS', 'LD', 'CES'];

/** Grouped lines read from the database at a time (the cursor's page). */
const FETCH_ROWS = 2_000;

interface EntryGroup {
  voucher_type: string;
  account: string;
  nature: 'D' | 'C';
  nit: string;
  check_digit: string;
  third_party_name: string;
  cost_centre: string;
  concept_code: string;
  concept_name: string;
  value: string;
}

/**
 * Plano Contable (spec 02 §2, §7 "Files"; decision 0302): the stored postings of an accounting (CB)
 * run written in the layout an accountant imports. A line per voucher type, account, side, third
 * party, cost centre and concept (the run's entries summed over the month's periods); each voucher
 * type is one voucher numbered from the chosen number, its lines numbered from 1.
 * The groups are read through a cursor a page at a time and written to a temporary file as they
 * come, which the route streams: a month of 10,000 workers is never one array (decision 0323).
 */
export function createAccountingFileService({ db }: { db: Database }) {
  return {
    types(): TAccountingFileType[] {
      return ACCOUNTING_LAYOUTS.map((id) => ({
        id,
        description: LAYOUTS[id].description,
        parameters: [
          {
            tag: 'format',
            label: 'Tipo de archivo',
            kind: 'select',
            required: true,
            options: [
              { value: 'XLS', label: 'XLS' },
              { value: 'TXT', label: 'TXT' },
              { value: 'CSV', label: 'CSV' },
            ],
            defaultValue: 'XLS',
          },
          {
            tag: 'voucherCode',
            label: 'Código del comprobante',
            kind: 'number',
            required: true,
            defaultValue: '1',
          },
          { tag: 'voucherNumber', label: 'Número del comprobante', kind: 'number', required: false },
          { tag: 'date', label: 'Fecha del documento', kind: 'date', required: false },
        ],
      }));
    },

    async generate(companyId: number, raw: TAccountingFileQuery) {
      const parsed = ZAccountingFileQuery.safeParse(raw);
      if (!parsed.success) throw refuse(parsed.error.issues[0]?.message ?? M.calendarRequired);
      const query = parsed.data;
      const [calendar] = await rowsOf<{
        type: string;
        state: string;
        year: number;
        month: number;
        period_end: string;
        detail: string;
        result_process_id: number | null;
      }>(
        db,
        sql`select type, state, year, month, period_end::text as period_end, detail, result_process_id
            from pay_calendars where company_id = ${companyId} and id = ${query.calendarId}`,
      );
      if (!calendar) throw notFound('El calendario no existe en la empresa');
      if (calendar.type !== 'CB') throw refuse(M.notAccounting);
      if (calendar.state === 'OPEN' || calendar.result_process_id === null) throw refuse(M.notProcessed);
      const [company] = await rowsOf<{ name: string; nit: string | null }>(
        db,
        sql`select name, nit from companies where id = ${companyId}`,
      );
      const ofRun = sql`company_id = ${companyId} and process_id = ${calendar.result_process_id}`;
      const found = await rowsOf<{ voucher_type: string }>(
        db,
        sql`select distinct voucher_type from accounting_entries where ${ofRun} order by voucher_type`,
      );
      if (found.length === 0) throw refuse(M.empty);
      const vouchers = found
        .map((row) => row.voucher_type)
        .sort((a, b) => VOUCHER_ORDER.indexOf(a) - VOUCHER_ORDER.indexOf(b));
      // Only Siigo Pyme needs its own centre numbers; the other layouts write the company's code.
      const siigo =
        query.layout === 'SIIGO_PYME'
          ? await siigoCostCentres(
              db,
              companyId,
              (
                await rowsOf<{ code: string }>(
                  db,
                  sql`select distinct coalesce(cost_centre_code, '') as code from accounting_entries where ${ofRun}`,
                )
              ).map((row) => row.code),
            )
          : new Map();
      const period = `${calendar.year}-${String(calendar.month).padStart(2, '0')}`;
      const firstNumber = query.voucherNumber ?? calendar.year * 100 + calendar.month;
      const sequences = new Map<string, number>();
      const lineOf = (group: EntryGroup): VoucherLine => {
        const sequence = (sequences.get(group.voucher_type) ?? 0) + 1;
        sequences.set(group.voucher_type, sequence);
        return {
          voucherType: group.voucher_type,
          voucherCode: query.voucherCode,
          voucherNumber: firstNumber + vouchers.indexOf(group.voucher_type),
          date: query.date ?? calendar.period_end,
          sequence,
          account: group.account,
          nature: group.nature,
          cents: toCents(group.value),
          nit: group.nit,
          checkDigit: group.check_digit,
          thirdPartyName: group.third_party_name,
          costCentre: group.cost_centre,
          siigoCostCentre: siigo.get(group.cost_centre) ?? null,
          // Files reach accountants: the concept's display code, never the engine's identifier (decision 0314).
          conceptCode: conceptDisplayCode(group.concept_code),
          description: `${group.concept_name} - ${group.third_party_name}`,
          period: calendar.detail,
          companyName: company?.name ?? '',
          companyNit: company?.nit ?? '',
        };
      };
      const layout = LAYOUTS[query.layout];
      const fileName = `${layout.fileName(period)}.${EXTENSION[query.format]}`;
      const writer = accountingFileWriter(layout, query.format);
      const file = await createTempFile(fileName);
      try {
        // Vouchers in their numbering order, each one's lines as the accountant reads them.
        const voucherOrder = sql`array_position(array[${sql.join(
          vouchers.map((voucher) => sql`${voucher}`),
          sql`, `,
        )}]::text[], voucher_type)`;
        await db.transaction(async (tx) => {
          // The whole result is read: plan for all of it, not for the cursor's first rows.
          await tx.execute(sql`set local cursor_tuple_fraction = 1`);
          await tx.execute(
            sql`declare accounting_file no scroll cursor for
                select voucher_type, account, nature, third_party_nit as nit, third_party_check_digit as check_digit,
                       min(third_party_name) as third_party_name, coalesce(cost_centre_code, '') as cost_centre,
                       concept_code, min(concept_name) as concept_name, sum(value)::text as value
                from accounting_entries
                where ${ofRun}
                group by voucher_type, account, nature, third_party_nit, third_party_check_digit,
                         coalesce(cost_centre_code, ''), concept_code
                order by ${voucherOrder}, voucher_type, third_party_nit, concept_code, nature desc, account,
                         third_party_check_digit, coalesce(cost_centre_code, '')`,
          );
          for (;;) {
            const groups = await rowsOf<EntryGroup>(
              tx as unknown as Database,
              sql.raw(`fetch forward ${FETCH_ROWS} from accounting_file`),
            );
            await file.write(writer.write(groups.map(lineOf)));
            if (groups.length < FETCH_ROWS) break;
          }
          await tx.execute(sql`close accounting_file`);
        });
        await file.write(writer.end());
        const size = await file.finish();
        return { fileName, contentType: CONTENT_TYPE[query.format], size, stream: () => file.stream() };
      } catch (error) {
        await file.remove();
        throw error;
      }
    },
  };
}

export type AccountingFileService = ReturnType<typeof createAccountingFileService>;
