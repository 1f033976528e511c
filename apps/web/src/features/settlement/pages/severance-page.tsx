import '../settlement.css';
import { SEVERANCE_MESSAGES, SEVERANCE_REPORT_ENDPOINT } from '@quincena/contracts/settlement';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ProcessDialog } from '../../../components/process-dialog/index.ts';
import { CompanyReportDialog, reportCalls } from '../../../components/report-dialog/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { useSeveranceFile } from '../api/settlement.mutations.ts';
import { ActionCard, type CardAction } from '../components/action-card.tsx';

const severanceReportApi = reportCalls(SEVERANCE_REPORT_ENDPOINT);

/**
 * Liquidación de cesantías (/Severance; spec 02 §2 "Severance"; decision 0304): Liquidar consignación
 * on the year's CES calendar, Reporte detallado cesantías, and Reporte plano cesantías (the newest
 * processed consignment as CSV, downloaded at once).
 */
export function SeverancePage() {
  const { pathname } = useLocation();
  const [settling, setSettling] = useState(false);
  const [reporting, setReporting] = useState(false);
  const flatFile = useSeveranceFile();

  const settlement: CardAction[] = [
    { label: 'Liquidar consignación', icon: 'pi pi-calculator', onClick: () => setSettling(true) },
  ];
  const reports: CardAction[] = [
    { label: 'Reporte detallado cesantías', icon: 'pi pi-file-excel', onClick: () => setReporting(true) },
    {
      label: 'Reporte plano cesantías',
      icon: 'pi pi-download',
      onClick: () =>
        flatFile.mutate(undefined, {
          onSuccess: () => notify.success(SEVERANCE_MESSAGES.flatFileGenerated),
          onError: (error) => notify.serverError(errorMessage(error)),
        }),
    },
  ];

  return (
    <div className="page">
      <PageTitle title="Liquidación de cesantías" videoKey="SEVERANCE" />
      <PageMessages page={pathname.slice(1)} />
      <div className="settlement-grid">
        <ActionCard title="Liquidación" actions={settlement} />
        <ActionCard title="Consulta" actions={reports} />
      </div>
      <ProcessDialog
        visible={settling}
        onHide={() => setSettling(false)}
        calendarType="CES"
        header="Liquidar consignación"
      />
      {reporting && (
        <CompanyReportDialog
          visible
          onHide={() => setReporting(false)}
          header="Parámetros reporte detallado cesantías"
          loadDefinitions={severanceReportApi.loadDefinitions}
          generate={severanceReportApi.generate}
          fileBaseName="reporteCesantias"
          successMessage={SEVERANCE_MESSAGES.reportGenerated}
        />
      )}
    </div>
  );
}
