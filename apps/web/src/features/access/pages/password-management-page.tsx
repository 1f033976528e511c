import { zodResolver } from '@hookform/resolvers/zod';
import {
  PASSWORD_FLOW_MESSAGES,
  type TChangePasswordRequest,
  ZChangePasswordRequest,
} from '@quincena/contracts/access';
import { Button } from 'primereact/button';
import { Password } from 'primereact/password';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { useChangePassword } from '../api/access.mutations.ts';

type Field = keyof TChangePasswordRequest;

/** Spec 03 §5: the checks run in this order and the first failure is the one announced. */
const CHECK_ORDER: readonly Field[] = ['currentPassword', 'newPassword', 'newPasswordConfirmation'];
const EMPTY: TChangePasswordRequest = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };

const FIELDS: readonly { name: Field; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'Contraseña actual', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'Nueva contraseña', autoComplete: 'new-password' },
  { name: 'newPasswordConfirmation', label: 'Confirmar contraseña', autoComplete: 'new-password' },
];

/** /PasswordManagement and /Password_management (spec 03 §2.13) for administrators and employees. */
export function PasswordManagementPage() {
  const { pathname } = useLocation();
  const change = useChangePassword();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<TChangePasswordRequest>({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: EMPTY,
  });
  const newPassword = watch('newPassword');

  function handleValid(values: TChangePasswordRequest) {
    change.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        notify.success(PASSWORD_FLOW_MESSAGES.changeDone, { life: 4000 });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) {
          for (const [field, message] of Object.entries(error.fields)) {
            if (CHECK_ORDER.includes(field as Field)) setError(field as Field, { message });
          }
        }
        notify.serverError(errorMessage(error), { title: 'Alerta' });
      },
    });
  }

  function handleInvalid(fieldErrors: FieldErrors<TChangePasswordRequest>) {
    const first = CHECK_ORDER.map((name) => fieldErrors[name]?.message).find(Boolean);
    if (first) notify.warn(first, { title: 'Alerta' });
  }

  return (
    <div className="page">
      <PageTitle title="Gestión de contraseña" videoKey="PASSWORDMANAGEMENT" />
      <PageMessages page={pathname.slice(1)} />
      <section className="password-card surface-card border-round-xl shadow-1">
        <form className="password-card__form" onSubmit={handleSubmit(handleValid, handleInvalid)} noValidate>
          {FIELDS.map((item) => (
            <div className="field-group" key={item.name}>
              <label htmlFor={`password-${item.name}`} className="field-label">
                {item.label}
              </label>
              <Controller
                name={item.name}
                control={control}
                render={({ field }) => (
                  <Password
                    inputId={`password-${item.name}`}
                    autoComplete={item.autoComplete}
                    feedback={false}
                    toggleMask
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    invalid={Boolean(errors[item.name])}
                    className="w-full"
                    inputClassName="w-full"
                  />
                )}
              />
              {errors[item.name] && <small className="field-error">{errors[item.name]?.message}</small>}
              {item.name === 'newPassword' && <PasswordStrengthMeter password={newPassword} />}
            </div>
          ))}
          <Button type="submit" label="Actualizar contraseña" icon="pi pi-lock" loading={change.isPending} />
        </form>
        <div className="password-card__art" aria-hidden="true">
          <i className="pi pi-shield" />
          <p>Use una contraseña única, con mayúsculas, números y caracteres especiales.</p>
        </div>
      </section>
    </div>
  );
}
