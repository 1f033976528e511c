import type { TLoginResponse } from '@quincena/contracts/access';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/brand-mark.tsx';
// The hook's own file, not the crud-page index: the sign-in page's first load stays small.
import { useCheckedForm } from '../../../components/crud-page/checked-form.ts';
import { notify } from '../../../components/notify.tsx';
// PrimeReact's look without its code: the first load stays small (decision 0325).
import { PlainButton, PlainInput, PlainMessage, PlainPassword } from '../../../components/plain-controls.tsx';
import { VideoHelpButton } from '../../../components/video-help-button.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { useAcceptTerms, useLogin } from '../api/sign-in.mutations.ts';
import { HumanCheck } from '../components/human-check.tsx';
import { LoginCarousel } from '../components/login-carousel.tsx';
import {
  ACCOUNT_LOCKED_CODE,
  checkLoginForm,
  LOGIN_LOCK_MS,
  LOGIN_TEXTS,
  type LoginFormValues,
} from '../login-rules.ts';

// The dialogs load when first opened, keeping the sign-in page's first load small (decision 0022).
// They bring PrimeReact and its settings with them (decision 0325).
const primeSetup = () => import('../../../lib/primereact-setup.ts');
const ForgotPasswordDialog = lazy(async () => {
  const [{ ForgotPasswordDialog }] = await Promise.all([
    import('../components/forgot-password-dialog.tsx'),
    primeSetup(),
  ]);
  return { default: ForgotPasswordDialog };
});
const TermsDialog = lazy(async () => {
  const [{ TermsDialog }] = await Promise.all([import('../components/terms-dialog.tsx'), primeSetup()]);
  return { default: TermsDialog };
});

const EMPTY: LoginFormValues = { email: '', password: '' };
const SIGN_IN_FAILED = LOGIN_TEXTS.failed;

/** /Login (spec 01 §2.3, §4, §8): e-mail, password, human check, carousel, recovery, terms. */
export function LoginPage() {
  const [altcha, setAltcha] = useState<string | null>(null);
  const [checkKey, setCheckKey] = useState(0);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const [lockMessage, setLockMessage] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [pendingTerms, setPendingTerms] = useState<TLoginResponse | null>(null);
  const login = useLogin();
  const acceptTerms = useAcceptTerms();
  // The messages show under both fields at once, follow the typing after a first try and are not
  // announced as a toast.
  const { values, set, errors, submit } = useCheckedForm({
    visible: true,
    initial: () => EMPTY,
    check: checkLoginForm,
    revalidate: true,
    announce: () => {},
    focusOnError: [['email', 'login-email']],
  });

  // Spec 01 §4: sign-in stays disabled for 5 minutes after the third failure.
  useEffect(() => {
    if (lockedUntil === null) return;
    const timer = setTimeout(() => setLockedUntil(null), Math.max(0, lockedUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [lockedUntil]);

  function renewHumanCheck() {
    setAltcha(null);
    setCheckKey((key) => key + 1);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit(handleSignIn);
  }

  function handleSignIn(form: LoginFormValues) {
    if (!altcha) return;
    login.mutate(
      { email: form.email.trim().toLowerCase(), password: form.password, altcha },
      {
        onSuccess: (answer) => {
          if (answer.session.termsAccepted) sessionStore.signIn(answer);
          else setPendingTerms(answer);
        },
        onError: (error) => {
          renewHumanCheck();
          if (error instanceof ApiError && error.code === ACCOUNT_LOCKED_CODE) {
            setLockedUntil(Date.now() + LOGIN_LOCK_MS);
            setLockMessage(error.message);
            return;
          }
          notify.warn(errorMessage(error, SIGN_IN_FAILED));
        },
      },
    );
  }

  function handleAcceptTerms() {
    const answer = pendingTerms;
    if (!answer) return;
    acceptTerms.mutate(answer.token, {
      onSuccess: () => {
        setPendingTerms(null);
        sessionStore.signIn({ ...answer, session: { ...answer.session, termsAccepted: true } });
      },
      onError: () => {
        setPendingTerms(null);
        renewHumanCheck();
        notify.warn(SIGN_IN_FAILED);
      },
    });
  }

  function handleRejectTerms() {
    setPendingTerms(null);
    renewHumanCheck();
    notify.info('Debe aceptar los términos y condiciones para usar Quincena.');
  }

  const locked = lockedUntil !== null;

  return (
    <div className="auth-page">
      <div className="auth-card">
        <LoginCarousel />
        <section className="auth-card__form">
          <div className="auth-card__brand">
            <BrandMark />
          </div>
          <div className="flex align-items-center gap-2">
            <h1 className="auth-card__title">Iniciar sesión</h1>
            <VideoHelpButton videoKey="LOGIN" title="Iniciar sesión" />
          </div>
          <p className="auth-card__subtitle">Ingrese con el correo y la contraseña de su cuenta.</p>
          <PageMessages page="Login" />

          {lockMessage && (
            <PlainMessage
              severity="warn"
              className="w-full justify-content-start mb-3"
              content={
                <div className="flex align-items-start gap-2 w-full">
                  <i className="pi pi-lock mt-1" aria-hidden="true" />
                  <span className="flex-1" data-testid="login-locked">
                    {lockMessage}
                  </span>
                  <button
                    type="button"
                    className="p-link"
                    aria-label="Cerrar aviso"
                    onClick={() => setLockMessage(null)}
                  >
                    <i className="pi pi-times" aria-hidden="true" />
                  </button>
                </div>
              }
            />
          )}

          <form className="flex flex-column gap-3" onSubmit={handleSubmit} noValidate>
            <div className="field-group">
              <label htmlFor="login-email" className="field-label">
                Correo electrónico
              </label>
              <PlainInput
                id="login-email"
                name="email"
                type="email"
                autoComplete="username"
                placeholder="nombre@empresa.com"
                value={values.email}
                onChange={(event) => set('email', event.target.value)}
                invalid={Boolean(errors.email)}
                className="w-full"
              />
              {errors.email && <small className="field-error">{errors.email}</small>}
            </div>
            <div className="field-group">
              <label htmlFor="login-password" className="field-label">
                Contraseña
              </label>
              <PlainPassword
                inputId="login-password"
                autoComplete="current-password"
                value={values.password}
                onChange={(event) => set('password', event.target.value)}
                invalid={Boolean(errors.password)}
                className="w-full"
                inputClassName="w-full"
              />
              {errors.password && <small className="field-error">{errors.password}</small>}
            </div>
            <div className="flex justify-content-end">
              <PlainButton
                type="button"
                link
                className="p-0 text-sm"
                label="¿Olvidaste tu contraseña?"
                onClick={() => setForgotOpen(true)}
              />
            </div>

            <HumanCheck key={checkKey} onChange={setAltcha} />

            {altcha && (
              <PlainButton
                type="submit"
                label="Iniciar sesión"
                icon="pi pi-sign-in"
                loading={login.isPending}
                disabled={locked}
                className="w-full"
              />
            )}
          </form>

          <p className="auth-card__switch">
            ¿No tiene una cuenta? <Link to="/Register">Crear cuenta</Link>
          </p>
        </section>
      </div>
      <Suspense fallback={null}>
        {forgotOpen && <ForgotPasswordDialog visible onHide={() => setForgotOpen(false)} />}
        {pendingTerms && (
          <TermsDialog
            visible
            busy={acceptTerms.isPending}
            onAccept={handleAcceptTerms}
            onReject={handleRejectTerms}
          />
        )}
      </Suspense>
    </div>
  );
}
