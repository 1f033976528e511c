import { MONTH_NAMES } from '@quincena/contracts';
import type { TInstanceInvoice } from '@quincena/contracts/billing';
import { Tag } from 'primereact/tag';
import type { TableColumn } from '../../../components/data-table/index.ts';
import { PdfRowButton, RowIconButton } from '../../../components/row-actions.tsx';

const SEVERITY: Record<TInstanceInvoice['status'], 'warning' | 'success' | 'secondary'> = {
  PEN: 'warning',
  PAG: 'success',
  ANU: 'secondary',
};

/** "enero 2026": the month the invoice bills. */
export const billedMonth = (row: TInstanceInvoice) => `${MONTH_NAMES[row.month - 1]} ${row.year}`;

export interface IssuedInvoiceActions {
  onPdf: (row: TInstanceInvoice) => void;
  onCancel: (row: TInstanceInvoice) => void;
}

/** Facturas emitidas (/TI): every company's invoice; only a pending one can be cancelled. */
export function issuedInvoiceColumns({
  onPdf,
  onCancel,
}: IssuedInvoiceActions): TableColumn<TInstanceInvoice>[] {
  return [
    { field: 'companyName', header: 'Empresa' },
    { field: 'number', header: 'Número' },
    { field: 'month', header: 'Mes facturado', text: billedMonth },
    { field: 'dueDate', header: 'Vence', kind: 'date' },
    { field: 'total', header: 'Total', kind: 'money' },
    {
      field: 'statusName',
      header: 'Estado',
      body: (row) => <Tag value={row.statusName} severity={SEVERITY[row.status]} />,
    },
    {
      id: 'actions',
      header: 'Acciones',
      body: (row) => (
        <div className="flex gap-1">
          <PdfRowButton
            label={`Descargar PDF ${row.number}`}
            tooltip="Descargar PDF"
            onClick={() => onPdf(row)}
          />
          {row.status === 'PEN' && (
            <RowIconButton
              icon="pi pi-ban"
              severity="secondary"
              label={`Anular con nota crédito ${row.number}`}
              tooltip="Anular con nota crédito"
              onClick={() => onCancel(row)}
            />
          )}
        </div>
      ),
    },
  ];
}
