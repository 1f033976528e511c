import { PLANILLA_FILE_MESSAGES } from '@quincena/contracts/settlement';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { ProcessDialog } from '../../../components/process-dialog/index.ts';
import { reportCalls } from '../../../components/report-dialog/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePlanillaFile } from '../api/settlement.mutations.ts';
import { settlementKeys } from '../api/settlement.queries.ts';
import type { CardAction } from '../components/action-card.tsx';
import { PlanillaCorrectionDialog } from '../components/planilla-correction-dialog.tsx';
import { SocialSecurityChart } from '../components/settlement-charts.tsx';
import { type OpenReport, SettlementLayout } from '../components/settlement-layout.tsx';

/** Reporte Seguridad Social (spec 02 §7 "Reports": file reporteSS_<fecha>.xlsx). */
const SS_REPORT_PATH = '/api/settlement/social-security-report';
const SS_REPORT: OpenReport = {
  header: 'Parámetros reporte seguridad social',
  calls: reportCalls(SS_REPORT_PATH),
  fileBaseName: 'reporteSS',
  successMessage: 'Reporte de Seguridad Social generado exitosamente',
};

/**
 * Liquidación de seguridad social (/SocialSecurity; spec 02 §2 "Social security settlement";
 * decision 0301): the wide settlement dialog on SS calendars, whose Archivo plano downloads the
 * month's planilla as the operator loads it, and Planilla de corrección N the corrections of earlier
 * months whose retroactive differences the month paid (decision 0347).
 */
export function SocialSecurityPage() {
  const queryClient = useQueryClient();
  const [settling, setSettling] = useState(false);
  const [reporting, setReporting] = useState(false);
  const planilla = usePlanillaFile();
  const [correcting, setCorrecting] = useState<number | null>(null);

  const settlement: CardAction[] = [
    { label: 'Liquidar Seguridad Social', icon: 'pi pi-calculator', onClick: () => setSettling(true) },
  ];
  const reports: CardAction[] = [
    { label: 'Reporte Seguridad Social', icon: 'pi pi-file-excel', onClick: () => setReporting(true) },
  ];

  return (
    <SettlementLayout
      title="Liquidación de seguridad social"
      videoKey="SOCIALSECURITY"
      top={<SocialSecurityChart />}
      settlement={settlement}
      reports={reports}
      report={reporting ? SS_REPORT : null}
      onReportHide={() => setReporting(false)}
    >
      <ProcessDialog
        visible={settling}
        onHide={() => setSettling(false)}
        calendarType="SS"
        header="Liquidar Seguridad Social"
        extraButtons={(calendar) => (
          <>
            <Button
              type="button"
              label="Archivo plano"
              icon="pi pi-download"
              outlined
              disabled={calendar === null || calendar.state === 'OPEN'}
              loading={planilla.isPending}
              onClick={() =>
                calendar &&
                planilla.mutate(calendar.id, {
                  onSuccess: () => notify.success(PLANILLA_FILE_MESSAGES.generated),
                  onError: (error) => notify.serverError(errorMessage(error)),
                })
              }
            />
            <Button
              type="button"
              label="Planilla de corrección N"
              icon="pi pi-file-edit"
              outlined
              disabled={calendar === null || calendar.state === 'OPEN'}
              onClick={() => calendar && setCorrecting(calendar.id)}
            />
          </>
        )}
        onExecuted={() => void queryClient.invalidateQueries({ queryKey: settlementKeys.all })}
      />
      <PlanillaCorrectionDialog calendarId={correcting} onHide={() => setCorrecting(null)} />
    </SettlementLayout>
  );
}
