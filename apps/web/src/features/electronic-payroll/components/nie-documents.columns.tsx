import type { TNieDocument } from '@quincena/contracts/electronic-payroll';
import { Tag } from 'primereact/tag';
import type { TableColumn } from '../../../components/data-table/index.ts';
import { PdfRowButton, RowIconButton } from '../../../components/row-actions.tsx';

/** The row actions a screen offers: the history only prints; the month's screen also sends and reads back. */
export interface NieRowActions {
  onTransfer?: (row: TNieDocument) => void;
  onStatus?: (row: TNieDocument) => void;
  onPdf: (row: TNieDocument) => void;
  onXml: (row: TNieDocument) => void;
}

const SEVERITY: Record<TNieDocument['status'], 'success' | 'danger' | 'warning' | 'info'> = {
  ENVIADO: 'success',
  RECHAZADO: 'danger',
  'EN TRANSFERENCIA': 'info',
  PENDIENTE: 'warning',
};

/** The DIAN's rejection rules of a row, for its tooltip and the keyword search. */
export const rejectionText = (row: TNieDocument) =>
  row.dianMessages
    .filter((message) => message.kind === 'Rechazo')
    .map((message) => `${message.rule} ${message.message}`.trim())
    .join(' · ');

/** The columns of spec 03 §2.8, shared by /ElectronicPayroll and /HistoricElectronicPayroll. */
export function nieDocumentColumns(actions: NieRowActions): TableColumn<TNieDocument>[] {
  const { onTransfer, onStatus, onPdf, onXml } = actions;
  const columns: TableColumn<TNieDocument>[] = [
    { field: 'id', header: 'ID', kind: 'number', style: { width: '5rem' } },
    { field: 'contractId', header: 'Contrato', kind: 'number' },
    { field: 'documentNumber', header: 'Número de documento' },
    { field: 'name', header: 'Nombre' },
    {
      field: 'dianNumber',
      header: 'Nro documento DIAN',
      text: (row) => `${row.dianNumber} (${row.kindName})`,
    },
    { field: 'consecutive', header: 'Consecutivo novedad', kind: 'number' },
    { field: 'prefix', header: 'Prefijo' },
    { field: 'createdAt', header: 'Fecha de creación', kind: 'datetime' },
    {
      field: 'status',
      header: 'Estado transferencia',
      text: (row) => (row.status === 'RECHAZADO' ? `${row.status} ${rejectionText(row)}` : row.status),
      body: (row) => (
        <div className="flex flex-column gap-1">
          <Tag value={row.status} severity={SEVERITY[row.status]} />
          {row.status === 'RECHAZADO' && <small className="nie-rejection">{rejectionText(row)}</small>}
        </div>
      ),
    },
    { field: 'transferredAt', header: 'Fecha transferencia', kind: 'datetime' },
    { field: 'month', header: 'Mes', kind: 'number' },
    // A year is a label, not a quantity: "2026", never "2.026" (es-CO groups thousands).
    { field: 'year', header: 'Año', kind: 'number', text: (row) => String(row.year) },
    { field: 'cune', header: 'CUNE', body: (row) => <span className="nie-cune">{row.cune}</span> },
  ];
  columns.push({
    id: 'actions',
    header: 'Acciones',
    body: (row) => (
      <div className="flex gap-1">
        {onTransfer && (row.status === 'PENDIENTE' || row.status === 'RECHAZADO') && (
          <RowIconButton
            icon="pi pi-send"
            label={`Transferir ${row.dianNumber}`}
            tooltip="Transferir"
            onClick={() => onTransfer(row)}
          />
        )}
        {onStatus && row.status !== 'PENDIENTE' && row.status !== 'EN TRANSFERENCIA' && (
          <RowIconButton
            icon="pi pi-refresh"
            label={`Obtener CUNE ${row.dianNumber}`}
            tooltip="Obtener CUNE"
            onClick={() => onStatus(row)}
          />
        )}
        {row.status === 'ENVIADO' && (
          <PdfRowButton
            label={`Consultar PDF ${row.dianNumber}`}
            tooltip="Consultar PDF"
            onClick={() => onPdf(row)}
          />
        )}
        <RowIconButton
          icon="pi pi-file-export"
          severity="secondary"
          label={`Descargar XML ${row.dianNumber}`}
          tooltip="Descargar XML (documento firmado y respuesta DIAN)"
          onClick={() => onXml(row)}
        />
      </div>
    ),
  });
  return columns;
}
