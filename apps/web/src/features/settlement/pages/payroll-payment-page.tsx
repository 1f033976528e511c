import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ProcessDialog, processKeys } from '../../../components/process-dialog/index.ts';
import { LegalValuesNotice, RetroactiveChangesButton } from '../../retroactive/index.ts';
import { payrollReportApi, settlementKeys } from '../api/settlement.queries.ts';
import type { CardAction } from '../components/action-card.tsx';
import { BankFileDialog } from '../components/bank-file-dialog.tsx';
import { PAYROLL_REPORT_LIST, type PayrollReport } from '../components/payroll-reports.ts';
import { PayrollReviewButton } from '../components/payroll-review-button.tsx';
import { PayrollBudgetChart } from '../components/settlement-charts.tsx';
import { SettlementLayout } from '../components/settlement-layout.tsx';

/** Liquidación de nómina (/PayrollPayment; spec 02 §2 "Payroll settlement"). */
export function PayrollPaymentPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [settling, setSettling] = useState(false);
  const [bankFile, setBankFile] = useState(false);
  const [report, setReport] = useState<PayrollReport | null>(null);

  const settlement: CardAction[] = [
    { label: 'Liquidar nómina', icon: 'pi pi-calculator', onClick: () => setSettling(true) },
    { label: 'Plano bancario', icon: 'pi pi-building-columns', onClick: () => setBankFile(true) },
    { label: 'Ver nómina abierta', icon: 'pi pi-eye', onClick: () => navigate('/OpenPayroll') },
  ];
  const reports: CardAction[] = PAYROLL_REPORT_LIST.map((item) => ({
    label: item.label,
    icon: 'pi pi-file-excel',
    onClick: () => setReport(item),
  }));
  const open = useMemo(() => (report ? { ...report, calls: payrollReportApi(report.kind) } : null), [report]);

  return (
    <SettlementLayout
      title="Liquidación de nómina"
      videoKey="SETTLEMENT"
      top={
        <>
          <LegalValuesNotice />
          <PayrollBudgetChart />
        </>
      }
      settlement={settlement}
      reports={reports}
      report={open}
      onReportHide={() => setReport(null)}
    >
      <ProcessDialog
        visible={settling}
        onHide={() => setSettling(false)}
        calendarType="NM"
        header="Liquidar nómina"
        // The review before closing (prenómina) of the chosen period, once it is processed, and the
        // retroactive changes it carries (decision 0359): a removal may ask for a new Procesar.
        extraButtons={(calendar) => (
          <>
            <PayrollReviewButton calendar={calendar} />
            <RetroactiveChangesButton
              calendar={calendar}
              onChanged={() => void queryClient.invalidateQueries({ queryKey: processKeys.all })}
            />
          </>
        )}
        // The chart and every list read the stored results: reload them after each run.
        onExecuted={() => void queryClient.invalidateQueries({ queryKey: settlementKeys.all })}
      />
      <BankFileDialog visible={bankFile} onHide={() => setBankFile(false)} />
    </SettlementLayout>
  );
}
