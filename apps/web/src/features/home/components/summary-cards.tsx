import { DASHBOARD_LABELS as L, type TDashboard } from '@quincena/contracts/home';
import { Button } from 'primereact/button';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../components/data-table/index.ts';

/** 'Total Última Nómina' and 'Facturas pendientes' (spec 03 §2.18). */
export function SummaryCards({ dashboard }: { dashboard: TDashboard }) {
  const navigate = useNavigate();
  const last = dashboard.lastPayroll;
  return (
    <div className="home-cards">
      <section className="home-card" aria-label={L.lastPayroll}>
        <h2 className="home-card__title">{L.lastPayroll}</h2>
        {last ? (
          <>
            <p className="home-card__figure" data-testid="last-payroll-total">
              {formatMoney(last.netPay)} <span className="home-card__unit">COP</span>
            </p>
            <p className="home-card__note">
              {last.detail} · {last.employees} {last.employees === 1 ? 'empleado' : 'empleados'}
            </p>
          </>
        ) : (
          <p className="home-card__note">{L.noPayroll}</p>
        )}
      </section>
      <section className="home-card" aria-label={L.pendingInvoices}>
        <h2 className="home-card__title">{L.pendingInvoices}</h2>
        <p className="home-card__figure" data-testid="pending-invoices">
          {dashboard.pendingInvoices}
        </p>
        {dashboard.pendingInvoices > 0 && (
          <p className="home-card__note" data-testid="pending-invoices-total">
            {formatMoney(dashboard.pendingInvoicesTotal)} COP por pagar
          </p>
        )}
        <Button
          type="button"
          label="Facturación"
          icon="pi pi-receipt"
          text
          className="p-0"
          onClick={() => navigate('/PayOrder')}
        />
      </section>
    </div>
  );
}
