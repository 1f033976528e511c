import { ERROR_CODES } from '@quincena/contracts';
import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_MESSAGES,
  VERIFICATION_RESEND_SECONDS,
} from '@quincena/contracts/access';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatCountdown } from '../../../lib/format.ts';
import { sessionStore, useStoredSession } from '../../../lib/session-store.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { useConfirmVerification, useSendVerificationCode } from '../api/access.mutations.ts';
import { fetchSession } from '../api/access.queries.ts';

/** Spec 03 §9: after a successful verification the app moves to /CompanyInfo after 4 seconds. */
export const VERIFIED_REDIRECT_MS = 4000;
const RESEND_MS = VERIFICATION_RESEND_SECONDS * 1000;

/** The wait before a new code, from the server's answer but never longer than the rule's 2 minutes. */
function waitUntil(resendAvailableAt: string, now: number): number {
  const serverWait = Date.parse(resendAvailableAt) - now;
  return now + Math.min(RESEND_MS, Math.max(0, Number.isFinite(serverWait) ? serverWait : RESEND_MS));
}

/** /Verification (spec 03 §2.21): e-mail a code, re-request after 2 minutes, confirm it. */
export function VerificationPage() {
  const navigate = useNavigate();
  const stored = useStoredSession();
  const [code, setCode] = useState('');
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [verified, setVerified] = useState(false);
  const sendCode = useSendVerificationCode();
  const confirm = useConfirmVerification();

  useEffect(() => {
    if (resendAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [resendAt]);

  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(async () => {
      try {
        sessionStore.updateSession(await fetchSession());
      } catch {
        const current = sessionStore.get();
        if (current) sessionStore.updateSession({ ...current.session, enabled: true });
      }
      navigate('/CompanyInfo');
    }, VERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [verified, navigate]);

  const waiting = resendAt !== null && resendAt > now;

  function handleSend() {
    sendCode.mutate(undefined, {
      onSuccess: (answer) => {
        const current = Date.now();
        setNow(current);
        setResendAt(waitUntil(answer.resendAvailableAt, current));
        notify.success(VERIFICATION_MESSAGES.sent);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === ERROR_CODES.alreadyVerified) {
          setVerified(true);
          return;
        }
        if (error instanceof ApiError && error.status === 429) {
          const current = Date.now();
          setNow(current);
          setResendAt(current + RESEND_MS);
        }
        notify.serverError(errorMessage(error));
      },
    });
  }

  function handleVerify(event: React.FormEvent) {
    event.preventDefault();
    if (!code.trim()) return;
    confirm.mutate(
      { code: code.trim() },
      {
        onSuccess: () => {
          setVerified(true);
          notify.success(VERIFICATION_MESSAGES.verified);
        },
        onError: (error) => notify.serverError(errorMessage(error)),
      },
    );
  }

  const alreadyEnabled = stored?.session.enabled === true && !verified;

  return (
    <div className="page page--narrow">
      <PageTitle title="Verificación de cuenta" videoKey="VERIFICATION" />
      <PageMessages page="Verification" />
      <section className="surface-card border-round-xl shadow-1 p-4 md:p-5 verification-card">
        {verified ? (
          <div className="text-center flex flex-column align-items-center gap-3" aria-live="polite">
            <i className="pi pi-verified auth-success-icon" aria-hidden="true" />
            <h2 className="m-0">{VERIFICATION_MESSAGES.verified}</h2>
            <p className="m-0 text-color-secondary">
              En unos segundos lo llevaremos a los datos de su empresa.
            </p>
          </div>
        ) : alreadyEnabled ? (
          <div className="text-center flex flex-column align-items-center gap-3">
            <i className="pi pi-verified auth-success-icon" aria-hidden="true" />
            <h2 className="m-0">{VERIFICATION_MESSAGES.alreadyVerified}</h2>
            <Button label="Ir al inicio" icon="pi pi-home" onClick={() => navigate('/Home')} />
          </div>
        ) : (
          <>
            <div className="flex align-items-start gap-3 mb-4">
              <i className="pi pi-envelope verification-card__icon" aria-hidden="true" />
              <p className="m-0 line-height-3">
                Para proteger su cuenta enviaremos un código de {VERIFICATION_CODE_LENGTH} dígitos a{' '}
                <strong>{stored?.session.email}</strong>. Escríbalo abajo para activar Quincena.
              </p>
            </div>
            <Button
              type="button"
              label={
                waiting
                  ? `Solicitar un nuevo código en ${formatCountdown((resendAt ?? now) - now)}`
                  : resendAt
                    ? 'Solicitar un nuevo código'
                    : 'Enviar código'
              }
              icon="pi pi-send"
              outlined
              className="w-full mb-4"
              disabled={waiting}
              loading={sendCode.isPending}
              onClick={handleSend}
            />
            <form className="flex flex-column gap-3" onSubmit={handleVerify} noValidate>
              <label htmlFor="verification-code" className="field-label">
                Código de verificación
              </label>
              <InputText
                id="verification-code"
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={VERIFICATION_CODE_LENGTH}
                className="verification-code-input"
                placeholder="000000"
              />
              <Button
                type="submit"
                label="Verificar"
                icon="pi pi-check"
                disabled={!code.trim()}
                loading={confirm.isPending}
              />
            </form>
          </>
        )}
      </section>
    </div>
  );
}
