import { Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';

/**
 * One toast host for the whole app and a small API around it (spec 03 §8: warnings titled Aviso
 * or Alerta, server errors sticky, success titled Éxito for 4 s, info 5 s).
 */
let host: Toast | null = null;

export function ToastHost() {
  const ref = useRef<Toast>(null);
  useEffect(() => {
    host = ref.current;
    return () => {
      host = null;
    };
  }, []);
  // Bottom left (app.css says why): no button or tab bar lives there.
  return <Toast ref={ref} position="bottom-left" className="app-toast" />;
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
  host?.show({
    severity,
    summary: options.title ?? title,
    detail: options.detail ? `${message} ${options.detail}` : message,
    sticky: options.sticky ?? false,
    life: options.life ?? (severity === 'info' ? 5000 : 4000),
  });
}

export const notify = {
  success: (message: string, options: NotifyOptions = {}) => show('success', message, options, 'Éxito'),
  info: (message: string, options: NotifyOptions = {}) => show('info', message, options, 'Información'),
  warn: (message: string, options: NotifyOptions = {}) => show('warn', message, options, 'Aviso'),
  /** A server refusal: sticky until dismissed. */
  serverError: (message: string, options: NotifyOptions = {}) =>
    show('warn', message, { sticky: true, ...options }, 'Aviso'),
  error: (message: string, options: NotifyOptions = {}) => show('error', message, options, 'Alerta'),
  clear: () => host?.clear(),
};
