import type { TInstancePayment, TPaymentProvider, TPaymentStatus } from '@quincena/contracts/billing';
import { Tag } from 'primereact/tag';
import type { TableColumn } from '../../../components/data-table/index.ts';

const PROVIDER_NAMES: Record<TPaymentProvider, string> = {
  simulator: 'Simulador de pagos',
  epayco: 'ePayco',
  wompi: 'Wompi',
};

/** Spec 03 §4's colours for an attempt: paid green, rejected red, in process blue, pending yellow. */
const SEVERITY: Record<TPaymentStatus, 'success' | 'danger' | 'info' | 'warning'> = {
  PAG: 'success',
  REF: 'danger',
  PRO: 'info',
  PEN: 'warning',
};

/** Pagos recibidos (/TI): every attempt; a duplicate approved payment says it must be refunded. */
export const receivedPaymentColumns: TableColumn<TInstancePayment>[] = [
  { field: 'companyName', header: 'Empresa' },
  {
    field: 'invoiceNumber',
    header: 'Factura',
    text: (row) => `${row.invoiceNumber} ${row.reference}`,
    body: (row) => (
      <div className="flex flex-column">
        <span>{row.invoiceNumber}</span>
        <small className="text-color-secondary">Ref. {row.reference}</small>
      </div>
    ),
  },
  { field: 'providerTransactionId', header: 'Id. Transacción' },
  {
    field: 'statusName',
    header: 'Estado',
    text: (row) => [row.statusName, row.note].filter(Boolean).join(' · '),
    body: (row) => (
      <div className="flex flex-column align-items-start gap-1">
        <Tag value={row.statusName} severity={SEVERITY[row.status]} />
        {row.duplicate && <Tag value="Reembolsar" severity="danger" icon="pi pi-exclamation-triangle" />}
        {row.note && <small className="text-color-secondary">{row.note}</small>}
      </div>
    ),
  },
  {
    field: 'method',
    header: 'Medio de pago',
    text: (row) => [PROVIDER_NAMES[row.provider], row.method].filter(Boolean).join(' · '),
  },
  { field: 'amount', header: 'Valor', kind: 'money' },
  { field: 'createdAt', header: 'Fecha', kind: 'datetime' },
];
