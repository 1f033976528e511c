import { SEVERANCE_MESSAGES, SEVERANCE_REPORT_ENDPOINT } from '@quincena/contracts/settlement';
import { useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { ProcessDialog } from '../../../components/process-dialog/index.ts';
import { reportCalls } from '../../../components/report-dialog/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSeveranceFile } from '../api/settlement.mutations.ts';
import type { CardAction } from '../components/action-card.tsx';
import { type OpenReport, SettlementLayout } from '../components/settlement-layout.tsx';

const SEVERANCE_REPORT: OpenReport = {
  header: 'Parámetros reporte detallado cesantías',
  calls: reportCalls(SEVERANCE_REPORT_ENDPOINT),
  fileBaseName: 'reporteCesantias',
  successMessage: SEVERANCE_MESSAGES.reportGenerated,
};

/**
 * Liquidación de cesantías (/Severance; spec 02 §2 "Severance"; decision 0304): Liquidar consignación
 * on the year's CES calendar, Reporte detallado cesantías, and Reporte plano cesantías (the newest
 * processed consignment as CSV, downloaded at once).
 */
export function SeverancePage() {
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
    <SettlementLayout
      title="Liquidación de cesantías"
      videoKey="SEVERANCE"
      settlement={settlement}
      reports={reports}
      report={reporting ? SEVERANCE_REPORT : null}
      onReportHide={() => setReporting(false)}
    >
      <ProcessDialog
        visible={settling}
        onHide={() => setSettling(false)}
        calendarType="CES"
        header="Liquidar consignación"
      />
    </SettlementLayout>
  );
}
