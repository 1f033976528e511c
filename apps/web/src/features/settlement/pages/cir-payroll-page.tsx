import '../settlement.css';
import {
  FORMAT_1009_REPORT_ENDPOINT,
  FORMAT_2276_REPORT_ENDPOINT,
  INCOME_WITHHOLDING_REPORT_ENDPOINT,
  INCOME_WITHHOLDING_MESSAGES as M,
  PROCESS_ACTION_NAMES,
  type TExogenaFormat,
} from '@quincena/contracts/settlement';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ProcessDialog } from '../../../components/process-dialog/index.ts';
import { CompanyReportDialog, reportCalls } from '../../../components/report-dialog/index.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { ActionCard, type CardAction } from '../components/action-card.tsx';
import { ExogenaXmlDialog } from '../components/exogena-xml-dialog.tsx';

type CirReport = 'detail' | 'format1009' | 'format2276';

/** The three report dialogs of the screen (spec 02 §2, §8): where each reads and what it says. */
const REPORTS: Record<
  CirReport,
  { endpoint: string; header: string; fileBaseName: string; success: string }
> = {
  detail: {
    endpoint: INCOME_WITHHOLDING_REPORT_ENDPOINT,
    header: 'Parámetros reporte detallado de ingresos y retenciones',
    fileBaseName: 'reporteIngresosRetenciones',
    success: M.reportGenerated,
  },
  format1009: {
    endpoint: FORMAT_1009_REPORT_ENDPOINT,
    header: 'Parámetros formato 1009',
    fileBaseName: 'formato1009',
    success: M.format1009Generated,
  },
  format2276: {
    endpoint: FORMAT_2276_REPORT_ENDPOINT,
    header: 'Parámetros formato 2276',
    fileBaseName: 'formato2276',
    success: M.format2276Generated,
  },
};

/**
 * Liquidación ingresos y retenciones (/CIR_Payroll; spec 02 §2 "Income and withholding settlement";
 * decision 0305): Liquidar on the year's CIR calendar, Reporte detallado, Formato 1009 and Formato
 * 2276 as workbooks, and the two formats as the XML the DIAN's prevalidator loads.
 */
export function CirPayrollPage() {
  const { pathname } = useLocation();
  const [settling, setSettling] = useState(false);
  const [report, setReport] = useState<CirReport | null>(null);
  const [xml, setXml] = useState<TExogenaFormat | null>(null);

  const settlement: CardAction[] = [
    { label: 'Liquidar', icon: 'pi pi-calculator', onClick: () => setSettling(true) },
  ];
  const reports: CardAction[] = [
    { label: 'Reporte detallado', icon: 'pi pi-file-excel', onClick: () => setReport('detail') },
    { label: 'Formato 1009', icon: 'pi pi-file-excel', onClick: () => setReport('format1009') },
    { label: 'Formato 2276', icon: 'pi pi-file-excel', onClick: () => setReport('format2276') },
  ];
  const files: CardAction[] = [
    { label: 'XML formato 1009', icon: 'pi pi-download', onClick: () => setXml('1009') },
    { label: 'XML formato 2276', icon: 'pi pi-download', onClick: () => setXml('2276') },
  ];
  const shown = report === null ? null : REPORTS[report];

  return (
    <div className="page">
      <PageTitle title="Liquidación ingresos y retenciones" videoKey="CIR_PAYROLL" />
      <PageMessages page={pathname.slice(1)} />
      <div className="settlement-grid">
        <ActionCard title="Liquidación" actions={settlement} />
        <ActionCard title="Consulta" actions={reports} />
        <ActionCard title="Información exógena" actions={files} />
      </div>
      <ProcessDialog
        visible={settling}
        onHide={() => setSettling(false)}
        calendarType="CIR"
        header="Liquidar ingresos y retenciones"
        accumulateQuestion={M.accumulateQuestion}
        successMessage={(action, processId) => M.processDone(PROCESS_ACTION_NAMES[action], processId)}
        failureSeverity="error"
      />
      {shown && (
        <CompanyReportDialog
          key={report}
          visible
          onHide={() => setReport(null)}
          header={shown.header}
          {...reportCalls(shown.endpoint)}
          fileBaseName={shown.fileBaseName}
          successMessage={shown.success}
          notify={(message) => {
            const text = typeof message.detail === 'string' ? message.detail : '';
            // Spec 02 §8: the CIR report and format failures are errors, not warnings.
            if (message.severity === 'success') notify.success(text);
            else notify.error(text, { sticky: true });
          }}
        />
      )}
      <ExogenaXmlDialog format={xml} onHide={() => setXml(null)} />
    </div>
  );
}
