import {
  PASSWORD_FLOW_MESSAGES,
  type TChangePasswordRequest,
  ZChangePasswordRequest,
} from '@quincena/contracts/access';
import { Button } from 'primereact/button';
import { useLocation } from 'react-router';
import {
  checkBySchema,
  PasswordField,
  serverFields,
  useCheckedForm,
} from '../../../components/crud-page/index.ts';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { useChangePassword } from '../api/access.mutations.ts';

type Field = keyof TChangePasswordRequest;

/** Spec 03 §5: the checks run in this order and the first failure is the one announced. */
const CHECK_ORDER: readonly Field[] = ['currentPassword', 'newPassword', 'newPasswordConfirmation'];
const EMPTY: TChangePasswordRequest = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };

const FIELDS: readonly {
  name: Field;
  label: string;
  autoComplete: 'current-password' | 'new-password';
}[] = [
  { name: 'currentPassword', label: 'Contraseña actual', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'Nueva contraseña', autoComplete: 'new-password' },
  { name: 'newPasswordConfirmation', label: 'Confirmar contraseña', autoComplete: 'new-password' },
];

/** /PasswordManagement and /Password_management (spec 03 §2.13) for administrators and employees. */
export function PasswordManagementPage() {
  const { pathname } = useLocation();
  const change = useChangePassword();
  // Every failing field is marked at once and follows the typing after a first try; the first
  // failure in the spec's order is the 'Alerta'.
  const { values, set, reset, errors, setErrors, submit } = useCheckedForm({
    visible: true,
    initial: () => EMPTY,
    check: (form: TChangePasswordRequest) =>
      checkBySchema<TChangePasswordRequest, TChangePasswordRequest>(
        ZChangePasswordRequest,
        form,
        CHECK_ORDER,
      ),
    revalidate: true,
    announce: (message) => {
      if (message) notify.warn(message, { title: 'Alerta' });
    },
  });

  function handleValid(body: TChangePasswordRequest) {
    change.mutate(body, {
      onSuccess: () => {
        reset(EMPTY);
        notify.success(PASSWORD_FLOW_MESSAGES.changeDone, { life: 4000 });
      },
      onError: (error) => {
        const named = serverFields(error);
        if (named) {
          // The server's messages join the form's own under the fields it names.
          const kept = Object.entries(named).filter(([field]) => CHECK_ORDER.includes(field as Field));
          setErrors((previous) => ({ ...previous, ...Object.fromEntries(kept) }));
        }
        notify.serverError(errorMessage(error), { title: 'Alerta' });
      },
    });
  }

  return (
    <div className="page">
      <PageTitle title="Gestión de contraseña" videoKey="PASSWORDMANAGEMENT" />
      <PageMessages page={pathname.slice(1)} />
      <section className="password-card surface-card border-round-xl shadow-1">
        <form
          className="password-card__form"
          onSubmit={(event) => {
            event.preventDefault();
            submit(handleValid);
          }}
          noValidate
        >
          {FIELDS.map((item) => (
            <PasswordField
              key={item.name}
              id={`password-${item.name}`}
              label={item.label}
              autoComplete={item.autoComplete}
              value={values[item.name]}
              onChange={(value) => set(item.name, value)}
              error={errors[item.name]}
            >
              {item.name === 'newPassword' && <PasswordStrengthMeter password={values.newPassword} />}
            </PasswordField>
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
