import type { ToastMessage } from 'primereact/toast';
import { notify } from '../notify.tsx';

/** The report dialog's toasts through the app's one toast host (success 4 s, failures sticky). */
export function showReportToast(message: ToastMessage): void {
  const text = typeof message.detail === 'string' ? message.detail : '';
  if (message.severity === 'success') notify.success(text);
  else notify.serverError(text);
}
