import { useStoredSession } from '../../lib/session-store.ts';
import { ReportDialog, type ReportDialogProps } from './report-dialog.tsx';
import { showReportToast } from './report-toast.ts';

/**
 * The report dialog for the signed-in company: its id comes from the session, and its toasts go
 * through the app's toast host unless the screen words them its own way.
 */
export function CompanyReportDialog({
  notify = showReportToast,
  ...props
}: Omit<ReportDialogProps, 'companyId' | 'notify'> & { notify?: ReportDialogProps['notify'] }) {
  const session = useStoredSession();
  return <ReportDialog {...props} companyId={session?.session.company?.id ?? ''} notify={notify} />;
}
