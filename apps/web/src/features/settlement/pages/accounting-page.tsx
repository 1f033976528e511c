import { ACCOUNTING_SUMMARY_TOTAL, type TAccountingSummaryRow } from '@quincena/contracts/settlement';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DataTable, type FieldColumn, WARNING_ROW_CLASS } from '../../../components/data-table/index.ts';
import { ProcessDialog } from '../../../components/process-dialog/index.ts';
import { accountingReportApi, useAccountingSummary } from '../api/accounting.ts';
import { settlementKeys } from '../api/settlement.queries.ts';
import { AccountingFileDialog } from '../components/accounting-file-dialog.tsx';
import type { CardAction } from '../components/action-card.tsx';
import { type OpenReport, SettlementLayout } from '../components/settlement-layout.tsx';

type SummaryRow = TAccountingSummaryRow & { key: string };

const ACCOUNTING_REPORT: OpenReport = {
  header: 'Parámetros reporte detallado contabilidad',
  calls: accountingReportApi,
  fileBaseName: 'reporte_Contabilidad',
  successMessage: 'Reporte de Contabilidad generado exitosamente',
};

/**
 * Liquidación de contabilidad (/Accounting; spec 02 §2 "Accounting settlement"; decision 0302): the
 * reconciliation of the latest accounting run (a row whose difference is not 0 is a warning, Total is
 * bold), Liquidar Contabilidad on CB calendars, Plano Contable and Reporte detallado Contabilidad.
 */
export function AccountingPage() {
  const queryClient = useQueryClient();
  const summary = useAccountingSummary();
  const [settling, setSettling] = useState(false);
  const [filing, setFiling] = useState(false);
  const [reporting, setReporting] = useState(false);

  const header = summary.data?.rows[0];
  const columns = useMemo<FieldColumn<SummaryRow>[]>(
    () =>
      (['col1', 'col2', 'col3', 'col4'] as const).map((field, index) => ({
        field,
        header: header?.[field] ?? field.toUpperCase(),
        sortable: false,
        filterable: false,
        ...(index > 0 ? { style: { textAlign: 'right' } } : {}),
        ...(field === 'col1'
          ? {
              body: (row: SummaryRow) =>
                row.col1 === ACCOUNTING_SUMMARY_TOTAL ? <strong>{row.col1}</strong> : row.col1,
            }
          : {}),
      })),
    [header],
  );
  const rows = useMemo(
    () => (summary.data?.rows ?? []).slice(1).map((row, index) => ({ ...row, key: String(index) })),
    [summary.data],
  );

  const settlement: CardAction[] = [
    { label: 'Liquidar Contabilidad', icon: 'pi pi-calculator', onClick: () => setSettling(true) },
    { label: 'Plano Contable', icon: 'pi pi-download', onClick: () => setFiling(true) },
  ];
  const reports: CardAction[] = [
    { label: 'Reporte detallado Contabilidad', icon: 'pi pi-file-excel', onClick: () => setReporting(true) },
  ];

  return (
    <SettlementLayout
      title="Liquidación de contabilidad"
      videoKey="ACCOUNTING"
      top={
        <section aria-label="Conciliación contable" className="settlement-card">
          <h2 className="settlement-card__title">{summary.data?.name ?? 'Conciliación contable'}</h2>
          <DataTable
            rows={rows}
            columns={columns}
            dataKey="key"
            defaultRowsPerPage={20}
            loading={summary.isLoading}
            rowClassName={(row) =>
              [
                row.col4 !== '0' ? WARNING_ROW_CLASS : '',
                row.col1 === ACCOUNTING_SUMMARY_TOTAL ? 'font-bold' : '',
              ]
                .join(' ')
                .trim() || undefined
            }
            emptyMessage="Liquide la contabilidad de un mes para ver su conciliación"
            ariaLabel="Conciliación contable"
          />
        </section>
      }
      settlement={settlement}
      reports={reports}
      report={reporting ? ACCOUNTING_REPORT : null}
      onReportHide={() => setReporting(false)}
    >
      <ProcessDialog
        visible={settling}
        onHide={() => setSettling(false)}
        calendarType="CB"
        header="Seleccionar calendario para liquidar Contabilidad"
        onExecuted={() => void queryClient.invalidateQueries({ queryKey: settlementKeys.all })}
      />
      <AccountingFileDialog visible={filing} onHide={() => setFiling(false)} />
    </SettlementLayout>
  );
}
