import '../home.css';
import { Button } from 'primereact/button';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { useDashboard } from '../api/home.queries.ts';
import { DashboardCharts } from '../components/dashboard-charts.tsx';
import { DeadlinesPanel } from '../components/deadlines-panel.tsx';
import { OverdueInvoicesBanner } from '../components/overdue-invoices-banner.tsx';
import { RunWarningsPanel } from '../components/run-warnings-panel.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';

/**
 * The notice of legal values loaded late (issue 32), loaded after the page: it opens the retroactive
 * dialog, whose drop-downs do not fit the app shell's first-load budget (decision 0325).
 */
const LegalValuesNotice = lazy(() =>
  import('../../retroactive/index.ts').then((module) => ({ default: module.LegalValuesNotice })),
);

/** /Home (spec 03 §2.18): the administrator's dashboard, from accumulated results. */
export function HomePage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const dashboard = useDashboard();
  const chatUrl = dashboard.data?.helpChatUrl ?? null;
  return (
    <div className="page home-page">
      <PageTitle title="Inicio" videoKey="HOME" />
      <PageMessages page={pathname.slice(1)} />
      <div className="home-actions">
        {/* Create mode is the address without a person or contract (decision 0112): nothing stored to clear. */}
        <Button
          type="button"
          label="Agregar empleados"
          icon="pi pi-user-plus"
          onClick={() => navigate('/CreatePerson')}
        />
        <Button
          type="button"
          label="Liquidar Nómina"
          icon="pi pi-calculator"
          severity="secondary"
          onClick={() => navigate('/PayrollPayment')}
        />
      </div>
      <RunWarningsPanel />
      <Suspense fallback={null}>
        <LegalValuesNotice />
      </Suspense>
      {dashboard.isLoading && <p>Cargando información...</p>}
      {dashboard.isError && (
        <p role="alert">{errorMessage(dashboard.error, 'No se pudo cargar el tablero.')}</p>
      )}
      {dashboard.data && (
        <>
          <OverdueInvoicesBanner overdue={dashboard.data.overdueInvoices} />
          <div className="home-top">
            <SummaryCards dashboard={dashboard.data} />
            <DeadlinesPanel />
          </div>
          <DashboardCharts dashboard={dashboard.data} />
        </>
      )}
      {chatUrl ? (
        <a
          className="home-help-button p-button p-button-rounded"
          href={chatUrl}
          target="_blank"
          rel="noreferrer"
        >
          <i className="pi pi-comments" aria-hidden="true" />
          <span className="sr-only">Ayuda por chat</span>
        </a>
      ) : (
        <Button
          type="button"
          icon="pi pi-comments"
          rounded
          className="home-help-button"
          aria-label="Ayuda: enviar una solicitud de soporte"
          onClick={() => navigate('/Support')}
        />
      )}
    </div>
  );
}
