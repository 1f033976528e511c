import { conceptDisplayCode } from '@quincena/contracts/concepts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { StoredEntryRow } from '../../../pay-period/stored-entry-row.ts';
import { sheetOf, summarySheet } from '../../../platform/reports/sheet.ts';
import { personFullNameOf } from '../../../platform/sql/person-name.ts';
import { rowsOf } from '../../../platform/sql/rows.ts';
import { storedRunProcessOf, storedRunReport } from '../reports/stored-run-calendar.ts';

/** Reporte detallado Contabilidad (spec 02 §2, §7 "Reports": reporte_Contabilidad_<fecha>.xlsx; decision 0302). */
export const CB_REPORT = {
  definitionPath: '/api/settlement/accounting-report/definition',
  path: '/api/settlement/accounting-report',
  calendarTag: 'calendario',
  calendarRequired: 'Seleccione el calendario de contabilidad',
  calendarInvalid: 'El calendario no es de contabilidad o no está procesado',
} as const;

interface EntryRow extends StoredEntryRow {
  value: string;
}

/**
 * Two sheets from the stored CB run: every posting with its contract, concept, account, third party
 * and cost centre, and the balance of each account (debits, credits, difference) with the totals.
 */
export function createCbReport({ db }: { db: Database }) {
  const report = { type: 'CB', limit: 500, sheets: ['Movimientos', 'Por cuenta'] };
  const { calendarTag: tag, calendarRequired: required, calendarInvalid: invalid } = CB_REPORT;
  return storedRunReport(db, report, { tag, required, invalid }, async (companyId, calendarId) => {
    const processId = await storedRunProcessOf(db, companyId, calendarId, 'CB', CB_REPORT.calendarInvalid);
    const rows = await rowsOf<EntryRow>(
      db,
      sql`select e.voucher_type, s.detail as source_detail, e.contract_id, p.document_number,
                 ${personFullNameOf('p')} as employee_name,
                 e.concept_code, e.concept_name, e.account, e.nature, e.third_party_nit, e.third_party_name,
                 e.cost_centre_code, e.value::text as value
          from accounting_entries e
          join pay_calendars s on s.company_id = e.company_id and s.id = e.source_calendar_id
          join contracts k on k.company_id = e.company_id and k.id = e.contract_id
          join persons p on p.company_id = k.company_id and p.id = k.person_id
          where e.company_id = ${companyId} and e.process_id = ${processId}
          order by e.contract_id, e.entry_no`,
    );
    const accounts = new Map<string, { debit: number; credit: number }>();
    for (const row of rows) {
      const account = accounts.get(row.account) ?? { debit: 0, credit: 0 };
      if (row.nature === 'D') account.debit += Number(row.value);
      else account.credit += Number(row.value);
      accounts.set(row.account, account);
    }
    const byAccount = [...accounts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([account, sums]) => [account, sums.debit, sums.credit, sums.debit - sums.credit]);
    const debit = [...accounts.values()].reduce((sum, item) => sum + item.debit, 0);
    const credit = [...accounts.values()].reduce((sum, item) => sum + item.credit, 0);
    byAccount.push(['Total', debit, credit, debit - credit]);
    return [
      sheetOf(
        'Movimientos',
        [
          ['Comprobante', 'text', (row) => row.voucher_type],
          ['Calendario nómina', 'text', (row) => row.source_detail],
          ['Contrato', 'number', (row) => row.contract_id],
          ['Documento', 'text', (row) => row.document_number],
          ['Empleado', 'text', (row) => row.employee_name],
          ['Concepto', 'text', (row) => conceptDisplayCode(row.concept_code)],
          ['Nombre concepto', 'text', (row) => row.concept_name],
          ['Cuenta', 'text', (row) => row.account],
          ['Naturaleza', 'text', (row) => row.nature],
          ['NIT tercero', 'text', (row) => row.third_party_nit],
          ['Tercero', 'text', (row) => row.third_party_name],
          ['Centro de costos', 'text', (row) => row.cost_centre_code],
          ['Débito', 'money', (row) => (row.nature === 'D' ? Number(row.value) : null)],
          ['Crédito', 'money', (row) => (row.nature === 'C' ? Number(row.value) : null)],
        ],
        rows,
      ),
      summarySheet(
        'Por cuenta',
        [
          ['Cuenta', 'text'],
          ['Débitos', 'money'],
          ['Créditos', 'money'],
          ['Diferencia', 'money'],
        ],
        byAccount,
      ),
    ];
  });
}
