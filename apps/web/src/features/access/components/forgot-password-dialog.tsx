import '../../../lib/zod-spanish.ts';
import { EMAIL_PATTERN, PASSWORD_MESSAGES } from '@quincena/contracts';
import { PASSWORD_FLOW_MESSAGES } from '@quincena/contracts/access';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCheckRecoveryToken, useRequestRecovery, useResetPassword } from '../api/access.mutations.ts';

type Step = 'email' | 'token' | 'password';

/** Password recovery of spec 01 §4: e-mail dialog → token dialog → new password dialog → success. */
export function ForgotPasswordDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [token, setToken] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const requestRecovery = useRequestRecovery();
  const checkToken = useCheckRecoveryToken();
  const resetPassword = useResetPassword();

  function handleClose() {
    setStep('email');
    setToken('');
    setNewPassword('');
    setConfirmation('');
    onHide();
  }

  function handleSendEmail() {
    if (!EMAIL_PATTERN.test(email.trim())) {
      notify.warn('Error en formato de correo', { title: 'Alerta' });
      return;
    }
    requestRecovery.mutate(
      { email: email.trim() },
      {
        onSuccess: () => {
          notify.info(PASSWORD_FLOW_MESSAGES.recoverySent, {
            detail: PASSWORD_FLOW_MESSAGES.recoverySentHint,
            life: 8000,
          });
          setStep('token');
        },
        onError: (error) => notify.serverError(errorMessage(error)),
      },
    );
  }

  function handleCheckToken() {
    checkToken.mutate(
      { email: email.trim(), token: token.trim() },
      {
        onSuccess: () => setStep('password'),
        onError: (error) => notify.serverError(errorMessage(error)),
      },
    );
  }

  function handleReset() {
    if (newPassword !== confirmation) {
      notify.warn(PASSWORD_MESSAGES.mismatch);
      return;
    }
    resetPassword.mutate(
      { email: email.trim(), token: token.trim(), newPassword, newPasswordConfirmation: confirmation },
      {
        onSuccess: () => {
          notify.success(PASSWORD_FLOW_MESSAGES.resetDone, { life: 8000 });
          handleClose();
        },
        onError: (error) => notify.serverError(errorMessage(error)),
      },
    );
  }

  const titles: Record<Step, string> = {
    email: 'Recuperar contraseña',
    token: 'Ingresar token',
    password: 'Nueva contraseña',
  };

  return (
    <Dialog
      header={titles[step]}
      visible={visible}
      onHide={handleClose}
      style={{ width: '28rem', maxWidth: '94vw' }}
    >
      {step === 'email' && (
        <form
          className="flex flex-column gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            handleSendEmail();
          }}
        >
          <p className="m-0 text-color-secondary line-height-3">
            Escriba el correo de su cuenta y le enviaremos un token para crear una nueva contraseña.
          </p>
          <label htmlFor="recovery-email" className="field-label">
            Correo electrónico
          </label>
          <InputText
            id="recovery-email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="email"
            autoFocus
          />
          <Button
            type="submit"
            label="Enviar"
            icon="pi pi-send"
            disabled={!email.trim()}
            loading={requestRecovery.isPending}
          />
        </form>
      )}
      {step === 'token' && (
        <form
          className="flex flex-column gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            handleCheckToken();
          }}
        >
          <p className="m-0 text-color-secondary line-height-3">
            Revise su bandeja de correo o spam y escriba el token que le enviamos a{' '}
            <strong>{email.trim()}</strong>.
          </p>
          <label htmlFor="recovery-token" className="field-label">
            Token
          </label>
          <InputText
            id="recovery-token"
            value={token}
            onChange={(event) => setToken(event.target.value)}
            autoComplete="one-time-code"
            maxLength={32}
            autoFocus
          />
          <Button type="submit" label="Continuar" disabled={!token.trim()} loading={checkToken.isPending} />
        </form>
      )}
      {step === 'password' && (
        <form
          className="flex flex-column gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            handleReset();
          }}
        >
          <label htmlFor="recovery-new" className="field-label">
            Nueva contraseña
          </label>
          <Password
            inputId="recovery-new"
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
            feedback={false}
            toggleMask
            autoComplete="new-password"
            className="w-full"
            inputClassName="w-full"
          />
          <PasswordStrengthMeter password={newPassword} />
          <label htmlFor="recovery-confirm" className="field-label">
            Confirmar contraseña
          </label>
          <Password
            inputId="recovery-confirm"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            feedback={false}
            toggleMask
            autoComplete="new-password"
            className="w-full"
            inputClassName="w-full"
            invalid={confirmation.length > 0 && confirmation !== newPassword}
          />
          <Button
            type="submit"
            label="Actualizar contraseña"
            disabled={!newPassword || !confirmation}
            loading={resetPassword.isPending}
          />
        </form>
      )}
    </Dialog>
  );
}
