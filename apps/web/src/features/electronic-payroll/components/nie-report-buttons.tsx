import {
  NIE_REPORT_MESSAGES as M,
  NIE_CONFIGURATION_REPORT_ENDPOINT,
  NIE_REPORT_ENDPOINT,
} from '@quincena/contracts/electronic-payroll';
import { ZReportResult } from '@quincena/contracts/reports';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import {
  buildReportWorkbook,
  CompanyReportDialog,
  downloadFile,
  reportCalls,
  reportFileName,
  workbookBytes,
} from '../../../components/report-dialog/index.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';

/** Reporte de nómina electrónica: its parameters and its generation. */
const nieReport = reportCalls(NIE_REPORT_ENDPOINT);

/**
 * 'Configuración NE' (a workbook of where documents go, the numbering and each concept's DIAN
 * element) and 'Reporte nómina electrónica' (the parameter dialog of a NIE run's documents), shared
 * by /ElectronicPayroll and /HistoricElectronicPayroll (spec 03 §2.8, §2.15).
 */
export function NieReportButtons() {
  const [reporting, setReporting] = useState(false);
  const [configuring, setConfiguring] = useState(false);

  async function configuration() {
    setConfiguring(true);
    try {
      const result = await apiRequest('POST', NIE_CONFIGURATION_REPORT_ENDPOINT, { schema: ZReportResult });
      downloadFile(reportFileName('ConfiguracionNE', new Date()), workbookBytes(buildReportWorkbook(result)));
      notify.success(M.configurationGenerated);
    } catch (error) {
      notify.serverError(errorMessage(error));
    } finally {
      setConfiguring(false);
    }
  }

  return (
    <>
      <Button
        type="button"
        label="Configuración NE"
        icon="pi pi-cog"
        severity="secondary"
        outlined
        loading={configuring}
        onClick={() => void configuration()}
      />
      <Button
        type="button"
        label="Reporte nómina electrónica"
        icon="pi pi-file-excel"
        severity="success"
        outlined
        onClick={() => setReporting(true)}
      />
      {reporting && (
        <CompanyReportDialog
          visible
          onHide={() => setReporting(false)}
          header="Parámetros reporte de nómina electrónica"
          loadDefinitions={nieReport.loadDefinitions}
          generate={nieReport.generate}
          fileBaseName="reporteNominaElectronica"
          successMessage={M.reportGenerated}
        />
      )}
    </>
  );
}
