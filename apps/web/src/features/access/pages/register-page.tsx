import '../../../lib/zod-spanish.ts';
import { EMAIL_MESSAGES, EMAIL_PATTERN, passwordStrength } from '@quincena/contracts';
import { REGISTER_MESSAGES, type TRegisterResponse, ZRegisterRequest } from '@quincena/contracts/access';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PasswordField, TextField } from '../../../components/crud-page/index.ts';
import { notify } from '../../../components/notify.tsx';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter.tsx';
import { VideoHelpButton } from '../../../components/video-help-button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { useRegister } from '../api/access.mutations.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { HumanCheck } from '../components/human-check.tsx';
import { TermsDialog } from '../components/terms-dialog.tsx';

const REGISTER_FAILED = 'Error al crear el usuario';

/**
 * /Register (spec 01 §2.4, §4, §5): 'Crear cuenta' appears after the human check and is enabled
 * only with a valid e-mail, matching passwords and a medium or strong password; then the terms.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [altcha, setAltcha] = useState<string | null>(null);
  const [checkKey, setCheckKey] = useState(0);
  const [termsOpen, setTermsOpen] = useState(false);
  const [created, setCreated] = useState<TRegisterResponse | null>(null);
  const register = useRegister();

  const emailValid = EMAIL_PATTERN.test(email.trim());
  const passwordsMatch = password.length > 0 && password === confirmation;
  const strongEnough = passwordStrength(password) !== 'WEAK';
  const canCreate = emailValid && passwordsMatch && strongEnough;

  /** The request as the server will check it: the contract's own schema, terms accepted. */
  function requestBody(payload: string) {
    return ZRegisterRequest.safeParse({
      email,
      password,
      passwordConfirmation: confirmation,
      termsAccepted: true,
      altcha: payload,
    });
  }

  function handleCreate(event: React.FormEvent) {
    event.preventDefault();
    if (!canCreate || !altcha) return;
    const parsed = requestBody(altcha);
    if (!parsed.success) {
      notify.warn(parsed.error.issues[0]?.message ?? REGISTER_FAILED);
      return;
    }
    setTermsOpen(true);
  }

  function handleAcceptTerms() {
    if (!altcha) return;
    const parsed = requestBody(altcha);
    if (!parsed.success) return;
    register.mutate(parsed.data, {
      onSuccess: (answer) => {
        setTermsOpen(false);
        setCreated(answer);
      },
      onError: (error) => {
        setTermsOpen(false);
        setAltcha(null);
        setCheckKey((key) => key + 1);
        notify.serverError(errorMessage(error, REGISTER_FAILED));
      },
    });
  }

  if (created) {
    return (
      <div className="auth-page">
        <section className="auth-card auth-card--narrow auth-card__form text-center" aria-live="polite">
          <i className="pi pi-check-circle auth-success-icon" aria-hidden="true" />
          <h1 className="auth-card__title">Cuenta creada</h1>
          <p className="line-height-3" data-testid="register-success">
            Usuario <strong>{created.userName}</strong> ({created.userId}) creado exitosamente.
          </p>
          <p className="text-color-secondary line-height-3">
            Inicie sesión para verificar su cuenta con el código que le enviaremos al correo.
          </p>
          <Button label="Ir a iniciar sesión" icon="pi pi-sign-in" onClick={() => navigate('/Login')} />
        </section>
      </div>
    );
  }

  return (
    <AuthCard
      outside={
        <TermsDialog
          visible={termsOpen}
          busy={register.isPending}
          onAccept={handleAcceptTerms}
          onReject={() => setTermsOpen(false)}
        />
      }
    >
      <div className="flex align-items-center gap-2">
        <h1 className="auth-card__title">Crear cuenta</h1>
        <VideoHelpButton videoKey="REGISTER" title="Crear cuenta" />
      </div>
      <p className="auth-card__subtitle">Registre su empresa en Quincena en menos de un minuto.</p>
      <PageMessages page="Register" />

      <form className="flex flex-column gap-3" onSubmit={handleCreate} noValidate>
        <TextField
          id="register-email"
          label="Correo electrónico"
          error={email.length > 0 && !emailValid ? EMAIL_MESSAGES.registrationFormat : undefined}
          type="email"
          autoComplete="email"
          placeholder="nombre@empresa.com"
          value={email}
          onChange={setEmail}
          inputClassName="w-full"
        />
        <PasswordField
          id="register-password"
          label="Contraseña"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
        >
          <PasswordStrengthMeter password={password} />
        </PasswordField>
        <PasswordField
          id="register-confirmation"
          label="Confirmar contraseña"
          autoComplete="new-password"
          value={confirmation}
          onChange={setConfirmation}
          error={
            confirmation.length > 0 && !passwordsMatch ? REGISTER_MESSAGES.confirmationMismatch : undefined
          }
        />

        <HumanCheck key={checkKey} onChange={setAltcha} />

        {altcha && (
          <Button
            type="submit"
            label="Crear cuenta"
            icon="pi pi-user-plus"
            disabled={!canCreate}
            loading={register.isPending}
            className="w-full"
          />
        )}
      </form>

      <p className="auth-card__switch">
        ¿Ya tiene una cuenta? <Link to="/Login">Iniciar sesión</Link>
      </p>
    </AuthCard>
  );
}
