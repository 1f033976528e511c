import type { TReportCell } from '@quincena/contracts/reports';
import { SEVERANCE_MESSAGES as M, SEVERANCE_REPORT_ENDPOINT } from '@quincena/contracts/settlement';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../platform/errors/app-error.ts';
import { sheetOf, summarySheet } from '../../../platform/reports/sheet.ts';
import { storedRunReport } from '../reports/stored-run-calendar.ts';
import { fundOf, severanceCalendar, severanceRows } from './ces-data.ts';

/** Reporte detallado cesantías (spec 02 §2 "Severance", §7 "Reports"; decision 0304). */
export const SEVERANCE_REPORT = {
  definitionPath: `${SEVERANCE_REPORT_ENDPOINT}/definition`,
  path: SEVERANCE_REPORT_ENDPOINT,
  calendarTag: 'calendario',
} as const;

/** Two sheets from the stored CES run: each employee's consignment and what each fund receives. */
export function createSeveranceReport({ db }: { db: Database }) {
  const report = { type: 'CES', limit: 50, sheets: ['Cesantías', 'Por fondo'] };
  const messages = {
    tag: SEVERANCE_REPORT.calendarTag,
    required: M.calendarRequired,
    invalid: M.calendarInvalid,
  };
  return storedRunReport(db, report, messages, async (companyId, calendarId) => {
    const calendar = await severanceCalendar(db, companyId, calendarId);
    if (!calendar) throw notFound(M.calendarInvalid);
    const rows = await severanceRows(db, companyId, calendar.processId);
    const byFund = new Map<string, { people: number; cesantias: number; interest: number }>();
    for (const row of rows) {
      const entry = byFund.get(row.fund_code) ?? { people: 0, cesantias: 0, interest: 0 };
      entry.people += 1;
      entry.cesantias += Number(row.cesantias);
      entry.interest += Number(row.interest);
      byFund.set(row.fund_code, entry);
    }
    const funds: TReportCell[][] = [...byFund.entries()].map(([code, entry]) => {
      const fund = fundOf(code);
      return [code, fund.nit, fund.name, entry.people, entry.cesantias, entry.interest];
    });
    funds.push([
      'Total',
      null,
      null,
      rows.length,
      rows.reduce((sum, row) => sum + Number(row.cesantias), 0),
      rows.reduce((sum, row) => sum + Number(row.interest), 0),
    ]);
    return [
      sheetOf(
        'Cesantías',
        [
          ['Contrato', 'number', (row) => row.contract_id],
          ['Documento', 'text', (row) => row.document_number],
          ['Empleado', 'text', (row) => row.employee_name],
          ['Código fondo', 'text', (row) => row.fund_code],
          ['Fondo', 'text', (row) => fundOf(row.fund_code).name],
          ['Días', 'number', (row) => row.days],
          ['Base', 'money', (row) => Number(row.base)],
          ['Cesantías', 'money', (row) => Number(row.cesantias)],
          ['Intereses', 'money', (row) => Number(row.interest)],
          ['Salario promediado', 'text', (row) => (row.averaged ? 'Sí' : 'No')],
        ],
        rows,
      ),
      summarySheet(
        'Por fondo',
        [
          ['Código fondo', 'text'],
          ['NIT', 'text'],
          ['Fondo', 'text'],
          ['Empleados', 'number'],
          ['Cesantías a consignar', 'money'],
          ['Intereses', 'money'],
        ],
        funds,
      ),
    ];
  });
}
