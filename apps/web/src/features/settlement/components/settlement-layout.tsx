import '../settlement.css';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { CompanyReportDialog, type reportCalls } from '../../../components/report-dialog/index.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { ActionCard, type CardAction } from './action-card.tsx';

/** A Consulta report the page opens: its parameters dialog and the file it saves. */
export interface OpenReport {
  header: string;
  calls: ReturnType<typeof reportCalls>;
  fileBaseName: string;
  successMessage: string;
}

/**
 * The frame every settlement screen shares (spec 02 §2): title and video, the page's help messages,
 * an optional chart or table, the Liquidación and Consulta cards, the open report's dialog, and the
 * page's own dialogs as children.
 */
export function SettlementLayout({
  title,
  videoKey,
  top,
  settlement,
  reports,
  report,
  onReportHide,
  children,
}: {
  title: string;
  videoKey: string;
  top?: ReactNode;
  settlement: CardAction[];
  reports: CardAction[];
  report: OpenReport | null;
  onReportHide: () => void;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <div className="page">
      <PageTitle title={title} videoKey={videoKey} />
      <PageMessages page={pathname.slice(1)} />
      {top}
      <div className="settlement-grid">
        <ActionCard title="Liquidación" actions={settlement} />
        <ActionCard title="Consulta" actions={reports} />
      </div>
      {children}
      {report && (
        <CompanyReportDialog
          visible
          onHide={onReportHide}
          header={report.header}
          loadDefinitions={report.calls.loadDefinitions}
          generate={report.calls.generate}
          fileBaseName={report.fileBaseName}
          successMessage={report.successMessage}
        />
      )}
    </div>
  );
}
