export { CompanyReportDialog } from './company-report-dialog.tsx';
export { reportCalls } from './report-calls.ts';
export { ReportDialog, type ReportDialogProps } from './report-dialog.tsx';
export { downloadFile, reportFileName, XLSX_MIME_TYPE } from './report-file.ts';
export { buildReportForm, buildReportRequest, NOT_APPLICABLE_VALUE } from './report-form.ts';
export { REPORT_DIALOG_TEXTS } from './report-texts.ts';
export { showReportToast } from './report-toast.ts';
export { buildReportWorkbook, workbookBytes } from './report-workbook.ts';
