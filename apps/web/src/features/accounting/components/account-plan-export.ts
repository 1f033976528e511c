import type { TReportResult } from '@quincena/contracts/reports';
import { ACCOUNT_PLAN_DATA_COLUMNS, type AccountPlanView } from './account-plan.columns.tsx';

/** Base name of the export (spec 03 §9); the download adds '_' and the date. */
export const ACCOUNT_PLAN_EXPORT_NAME = 'PlanDeCuentasContables';
export const ACCOUNT_PLAN_SHEET_NAME = 'Plan de cuentas';

/**
 * The account plan as one workbook sheet: the table's columns and rows as text, so account numbers keep
 * every digit (an account is a code, not a quantity) and the asterisk placeholders stay visible.
 */
export function accountPlanWorkbookData(rows: readonly AccountPlanView[]): TReportResult {
  return {
    sheets: [
      {
        name: ACCOUNT_PLAN_SHEET_NAME,
        headers: ACCOUNT_PLAN_DATA_COLUMNS.map((column) => column.header),
        columnTypes: ACCOUNT_PLAN_DATA_COLUMNS.map(() => 'text' as const),
        rows: rows.map((row) => ACCOUNT_PLAN_DATA_COLUMNS.map((column) => row[column.field] || null)),
      },
    ],
  };
}

/** Builds and downloads the workbook; SheetJS loads only when the user exports. */
export async function downloadAccountPlan(rows: readonly AccountPlanView[], now: Date): Promise<string> {
  const [{ buildReportWorkbook, workbookBytes }, { downloadFile, reportFileName }] = await Promise.all([
    import('../../../components/report-dialog/report-workbook.ts'),
    import('../../../components/report-dialog/report-file.ts'),
  ]);
  const fileName = reportFileName(ACCOUNT_PLAN_EXPORT_NAME, now);
  downloadFile(fileName, workbookBytes(buildReportWorkbook(accountPlanWorkbookData(rows))));
  return fileName;
}
