import type { Toast, ToastMessage } from 'primereact/toast';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';

// PrimeReact's Toast loads with the first message, not with /Login (decision 0325).
const ToastView = lazy(() => import('./toast-view.tsx'));

/**
 * One toast host for the whole app and a small API around it (spec 03 §8: warnings titled Aviso
 * or Alerta, server errors sticky, success titled Éxito for 4 s, info 5 s).
 */
let host: Toast | null = null;
/** Messages shown while the Toast loads; only kept while a host is mounted, as before. */
const pending: ToastMessage[] = [];
let wakeHost: (() => void) | null = null;

export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    wakeHost = () => setWanted(true);
    if (pending.length > 0) setWanted(true);
    return () => {
      wakeHost = null;
      host = null;
      pending.length = 0;
    };
  }, []);
  const attach = useCallback((toast: Toast | null) => {
    host = toast;
    if (toast && pending.length > 0) toast.show(pending.splice(0));
  }, []);
  if (!wanted) return null;
  // Bottom left (app.css says why): no button or tab bar lives there.
  return (
    <Suspense fallback={null}>
      <ToastView ref={attach} position="bottom-left" className="app-toast" />
    </Suspense>
  );
}

interface NotifyOptions {
  title?: string;
  sticky?: boolean;
  life?: number;
  detail?: string;
}

function show(
  severity: 'success' | 'info' | 'warn' | 'error',
  message: string,
  options: NotifyOptions,
  title: string,
) {
  const toast: ToastMessage = {
    severity,
    summary: options.title ?? title,
    detail: options.detail ? `${message} ${options.detail}` : message,
    sticky: options.sticky ?? false,
    life: options.life ?? (severity === 'info' ? 5000 : 4000),
  };
  if (host) host.show(toast);
  else if (wakeHost) {
    pending.push(toast);
    wakeHost();
  }
}

export const notify = {
  success: (message: string, options: NotifyOptions = {}) => show('success', message, options, 'Éxito'),
  info: (message: string, options: NotifyOptions = {}) => show('info', message, options, 'Información'),
  warn: (message: string, options: NotifyOptions = {}) => show('warn', message, options, 'Aviso'),
  /** A server refusal: sticky until dismissed. */
  serverError: (message: string, options: NotifyOptions = {}) =>
    show('warn', message, { sticky: true, ...options }, 'Aviso'),
  error: (message: string, options: NotifyOptions = {}) => show('error', message, options, 'Alerta'),
  clear: () => {
    pending.length = 0;
    host?.clear();
  },
};
