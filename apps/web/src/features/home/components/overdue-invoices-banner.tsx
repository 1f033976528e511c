import { DASHBOARD_LABELS as L, type TOverdueInvoices } from '@quincena/contracts/home';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useNavigate } from 'react-router';
import { formatMoney, formatTableDate } from '../../../components/data-table/index.ts';

/** The banner's sentence: how many invoices, what they add up to and since when. */
export function overdueText({ count, total, oldestDueDate }: TOverdueInvoices): string {
  const invoices = count === 1 ? '1 factura vencida' : `${count} facturas vencidas`;
  const since = oldestDueDate ? `, la más antigua desde el ${formatTableDate(oldestDueDate)}` : '';
  return `Tiene ${invoices} por ${formatMoney(total)} COP${since}. Puede pagarlas en línea en Facturación.`;
}

/**
 * Unpaid invoices past their due date (issue 31): a warning with the way to pay, never a lock-out
 * (payroll must not stop for a billing matter). Nothing when no invoice is overdue.
 */
export function OverdueInvoicesBanner({ overdue }: { overdue: TOverdueInvoices }) {
  const navigate = useNavigate();
  if (overdue.count === 0) return null;
  return (
    <Message
      severity="warn"
      className="home-overdue w-full justify-content-start"
      role="alert"
      content={
        <div className="home-overdue__content">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          <span data-testid="overdue-invoices">{overdueText(overdue)}</span>
          <Button
            type="button"
            label={L.payInvoices}
            icon="pi pi-credit-card"
            size="small"
            severity="warning"
            onClick={() => navigate('/PayOrder')}
          />
        </div>
      }
    />
  );
}
