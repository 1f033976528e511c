import type { TCreateUserRequest, TSelfServiceUser, TUserOptions } from '@quincena/contracts/users';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { useEffect, useMemo, useState } from 'react';
import { noOptionsText } from '../../../components/data-table/index.ts';
import { notify } from '../../../components/notify.tsx';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { type SaveUserInput, useSaveUser } from '../api/users.mutations.ts';
import {
  checkUserForm,
  emptyUserForm,
  type UserField,
  type UserFormValues,
  userFormOf,
} from './user-form.ts';

/** Agregar and Actualizar usuario (spec 01 §2.15): employee, status, e-mail, password. */
export function UserDialog({
  visible,
  editing,
  options,
  onHide,
}: {
  visible: boolean;
  editing: TSelfServiceUser | null;
  options: TUserOptions | undefined;
  onHide: () => void;
}) {
  const save = useSaveUser();
  const firstStatus = options?.statuses[0]?.code ?? '';
  const [values, setValues] = useState<UserFormValues>(() => emptyUserForm(firstStatus));
  const [errors, setErrors] = useState<Partial<Record<UserField, string>>>({});

  useEffect(() => {
    if (!visible) return;
    setValues(editing ? userFormOf(editing) : emptyUserForm(firstStatus));
    setErrors({});
  }, [visible, editing, firstStatus]);

  const employeeOptions = useMemo(
    () =>
      (options?.employees ?? []).map((employee) => ({
        value: employee.numberId,
        label: [employee.contractId ?? '', employee.numberId, employee.name]
          .filter((part) => part !== '')
          .join(' - '),
      })),
    [options],
  );

  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    if (key in errors) setErrors((previous) => ({ ...previous, [key]: undefined }));
  };

  function handleSave() {
    const verdict = checkUserForm(values, editing !== null);
    if (!verdict.ok) {
      setErrors(verdict.errors);
      notify.warn(verdict.first, { life: 4000 });
      return;
    }
    // Without an id the body came from the create contract, which requires the password.
    const input: SaveUserInput = editing
      ? { id: editing.id, body: verdict.body }
      : { body: verdict.body as TCreateUserRequest };
    save.mutate(input, {
      onSuccess: (answer) => {
        notify.success(answer.message, { life: 4000 });
        onHide();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields)
          setErrors(error.fields as Partial<Record<UserField, string>>);
        notify.serverError(errorMessage(error));
      },
    });
  }

  const showPassword = editing === null || values.changePassword;
  const footer = (
    <div className="flex justify-content-end gap-2">
      <Button
        type="button"
        label="Cancelar"
        icon="pi pi-times"
        outlined
        onClick={onHide}
        disabled={save.isPending}
      />
      <Button
        type="button"
        label="Guardar"
        icon="pi pi-check"
        loading={save.isPending}
        onClick={handleSave}
      />
    </div>
  );

  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={editing ? 'Actualizar usuario' : 'Agregar usuario'}
      style={{ width: '30rem' }}
      breakpoints={{ '732px': '92vw' }}
      footer={footer}
      modal
    >
      <form
        className="users-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          handleSave();
        }}
      >
        <div className="field-group">
          <label htmlFor="user-employee" className="field-label">
            Código del empleado *
          </label>
          <Dropdown
            inputId="user-employee"
            value={values.employeeNumberId || null}
            options={employeeOptions}
            optionLabel="label"
            optionValue="value"
            filter
            placeholder="Seleccione el empleado"
            emptyMessage={noOptionsText('empleados')}
            emptyFilterMessage="Sin resultados"
            onChange={(event) => set('employeeNumberId', event.value ?? '')}
            invalid={Boolean(errors.employeeNumberId)}
            className="w-full"
          />
          {errors.employeeNumberId && <small className="field-error">{errors.employeeNumberId}</small>}
        </div>
        <div className="field-group">
          <label htmlFor="user-status" className="field-label">
            Estado *
          </label>
          <Dropdown
            inputId="user-status"
            value={values.status || null}
            options={options?.statuses ?? []}
            optionLabel="name"
            optionValue="code"
            placeholder="Seleccione el estado"
            emptyMessage={noOptionsText('estados')}
            onChange={(event) => set('status', event.value ?? '')}
            invalid={Boolean(errors.status)}
            className="w-full"
          />
          {errors.status && <small className="field-error">{errors.status}</small>}
        </div>
        <div className="field-group">
          <label htmlFor="user-email" className="field-label">
            Correo *
          </label>
          <InputText
            id="user-email"
            type="email"
            autoComplete="off"
            value={values.email}
            maxLength={254}
            onChange={(event) => set('email', event.target.value)}
            invalid={Boolean(errors.email)}
            className="w-full"
          />
          {errors.email && <small className="field-error">{errors.email}</small>}
        </div>
        {editing && (
          <div className="field-checkbox users-form__change">
            <Checkbox
              inputId="user-change-password"
              checked={values.changePassword}
              onChange={(event) => set('changePassword', Boolean(event.checked))}
            />
            <label htmlFor="user-change-password">Cambiar contraseña</label>
          </div>
        )}
        {showPassword && (
          <div className="field-group">
            <label htmlFor="user-password" className="field-label">
              Contraseña *
            </label>
            <Password
              inputId="user-password"
              autoComplete="new-password"
              feedback={false}
              toggleMask
              value={values.password}
              maxLength={128}
              onChange={(event) => set('password', event.target.value)}
              invalid={Boolean(errors.password)}
              className="w-full"
              inputClassName="w-full"
            />
            {errors.password && <small className="field-error">{errors.password}</small>}
            <PasswordStrengthMeter password={values.password} />
          </div>
        )}
        <small className="users-form__note">Campos obligatorios (*)</small>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
