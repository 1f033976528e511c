import type { TPaymentBadge, TPaymentOrderRow } from '@quincena/contracts/billing';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import type { TableColumn } from '../../../components/data-table/index.ts';
import { PdfRowButton } from '../../../components/row-actions.tsx';

type Severity = 'success' | 'danger' | 'info' | 'warning' | 'secondary';

/** Spec 03 §4: PAG green, REF red, PRO blue, the pending warning; Validando waits for the provider. */
const BADGE: Record<TPaymentBadge, { severity: Severity; icon?: string }> = {
  PAG: { severity: 'success', icon: 'pi pi-check' },
  REF: { severity: 'danger', icon: 'pi pi-times' },
  PRO: { severity: 'info' },
  VALIDANDO: { severity: 'info', icon: 'pi pi-clock' },
  PAGAR: { severity: 'warning', icon: 'pi pi-exclamation-triangle' },
  ANU: { severity: 'secondary' },
};

/** Under a payable invoice, what became of its last attempt (a rejected card, an abandoned one). */
export function lastAttemptNote(row: TPaymentOrderRow): string | null {
  if (row.badge !== 'PAGAR' || !row.historyStatus) return null;
  if (row.historyStatus === 'REF') return 'Último pago rechazado';
  if (row.historyStatus === 'PRO' || row.historyStatus === 'PEN') return 'Último pago sin terminar';
  return null;
}

export interface PayOrderActions {
  onPay: (row: TPaymentOrderRow) => void;
  onPdf: (row: TPaymentOrderRow) => void;
  /** The invoice whose checkout is being prepared: its Pagar spins, the others wait. */
  paying: number | null;
}

/** The columns of spec 03 §2.17 (/PayOrder). */
export function payOrderColumns({ onPay, onPdf, paying }: PayOrderActions): TableColumn<TPaymentOrderRow>[] {
  return [
    { field: 'transactionId', header: 'Id. Transacción' },
    { field: 'service', header: 'Servicio', text: (row) => `${row.service} (${row.invoiceNumber})` },
    {
      field: 'badgeText',
      header: 'Estado',
      text: (row) => [row.badgeText, lastAttemptNote(row)].filter(Boolean).join(' · '),
      body: (row) => {
        const note = lastAttemptNote(row);
        return (
          <div className="flex flex-column align-items-start gap-1">
            <Tag value={row.badgeText} {...BADGE[row.badge]} />
            {note && <small className="text-color-secondary">{note}</small>}
          </div>
        );
      },
    },
    { field: 'paymentMethod', header: 'Método de pago' },
    { field: 'total', header: 'Total pago', kind: 'money' },
    { field: 'paymentDate', header: 'Fecha de pago', kind: 'datetime' },
    {
      id: 'pay',
      header: 'Pagos',
      body: (row) =>
        row.canPay ? (
          <Button
            type="button"
            label="Pagar"
            icon="pi pi-credit-card"
            size="small"
            aria-label={`Pagar ${row.invoiceNumber}`}
            loading={paying === row.invoiceId}
            disabled={paying !== null && paying !== row.invoiceId}
            onClick={() => onPay(row)}
          />
        ) : null,
    },
    {
      id: 'invoice',
      header: 'Factura',
      body: (row) => (
        <PdfRowButton
          label={`Descargar factura ${row.invoiceNumber}`}
          tooltip="Descargar factura PDF"
          onClick={() => onPdf(row)}
        />
      ),
    },
  ];
}
