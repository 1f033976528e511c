import { useEffect, useRef, useState } from 'react';

/** The state the widget reports in its `statechange` event. */
interface AltchaStateDetail {
  state: 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';
  payload?: string;
}

/**
 * The ALTCHA proof-of-work check against GET /api/access/captcha (ARCHITECTURE.md §1).
 * Reports the payload once verified and null whenever the check is not (yet, or any longer) passed.
 * A payload works once: the parent remounts this component (a new `key`) after each attempt.
 */
export function HumanCheck({ onChange }: { onChange: (payload: string | null) => void }) {
  const ref = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    let alive = true;
    import('./altcha-loader.ts').then(() => {
      if (alive) setReady(true);
    });
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    const widget = ref.current;
    if (!ready || !widget) return;
    const handleState = (event: Event) => {
      const detail = (event as CustomEvent<AltchaStateDetail>).detail;
      onChangeRef.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    widget.addEventListener('statechange', handleState);
    return () => widget.removeEventListener('statechange', handleState);
  }, [ready]);

  if (!ready) {
    return (
      <div className="human-check human-check--loading" role="status">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Cargando verificación…
      </div>
    );
  }
  return (
    <div className="human-check">
      <altcha-widget
        ref={ref}
        challenge="/api/access/captcha"
        language="es-419"
        type="checkbox"
        name="altcha"
      />
    </div>
  );
}
