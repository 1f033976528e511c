import type { TReportResult } from '@quincena/contracts/reports';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { downloadFile, reportFileName } from '../../../components/report-dialog/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { QUERY_TOASTS } from '../payroll-query-kinds.ts';

/**
 * Exportar of a query screen: reads every matching row, warns when there is none, otherwise builds
 * the workbook in the browser and downloads it; a refusal shows as the server's message.
 */
export function useQueryExport() {
  const [exporting, setExporting] = useState(false);

  async function run<Row>({
    fetchRows,
    sheet,
    baseName,
  }: {
    fetchRows: () => Promise<readonly Row[]>;
    /** The workbook's content (may load its own code the first time). */
    sheet: (rows: readonly Row[]) => TReportResult | Promise<TReportResult>;
    baseName: string;
  }) {
    setExporting(true);
    try {
      const rows = await fetchRows();
      if (rows.length === 0) {
        notify.warn(QUERY_TOASTS.nothingToExport);
        return;
      }
      // SheetJS is large: fetched the first time something is exported.
      const [{ buildReportWorkbook, workbookBytes }, content] = await Promise.all([
        import('../../../components/report-dialog/report-workbook.ts'),
        sheet(rows),
      ]);
      downloadFile(reportFileName(baseName, new Date()), workbookBytes(buildReportWorkbook(content)));
      notify.success(QUERY_TOASTS.exported);
    } catch (error) {
      notify.serverError(errorMessage(error));
    } finally {
      setExporting(false);
    }
  }

  return { exporting, run };
}

/** The toolbar's Exportar button. */
export function ExportButton({ exporting, onClick }: { exporting: boolean; onClick: () => void }) {
  return (
    <Button
      type="button"
      label="Exportar"
      icon="pi pi-file-excel"
      severity="success"
      loading={exporting}
      onClick={onClick}
    />
  );
}
