import type { TCreateUserRequest, TSelfServiceUser, TUserOptions } from '@quincena/contracts/users';
import { Checkbox } from 'primereact/checkbox';
import { useEffect, useMemo, useState } from 'react';
import {
  type CrudFormState,
  DropdownField,
  FormDialog,
  formFieldsOf,
  PasswordField,
  saveFeedback,
  useFieldErrors,
  warnFirst,
} from '../../../components/crud-page/index.ts';
import { noOptionsText } from '../../../components/data-table/index.ts';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter.tsx';
import { type SaveUserInput, useSaveUser } from '../api/users.mutations.ts';
import {
  checkUserForm,
  emptyUserForm,
  type UserField,
  type UserFormValues,
  userFormOf,
} from './user-form.ts';

const FORM_ID = 'user-form';

/** Agregar and Actualizar usuario (spec 01 §2.15): employee, status, e-mail, password. */
export function UserDialog({
  visible,
  editing,
  options,
  onHide,
}: CrudFormState<TSelfServiceUser> & { options: TUserOptions | undefined }) {
  const save = useSaveUser();
  const firstStatus = options?.statuses[0]?.code ?? '';
  const [values, setValues] = useState<UserFormValues>(() => emptyUserForm(firstStatus));
  const { errors, setErrors, clear, markServer } = useFieldErrors<UserField>();

  useEffect(() => {
    if (!visible) return;
    setValues(editing ? userFormOf(editing) : emptyUserForm(firstStatus));
    setErrors({});
  }, [visible, editing, firstStatus, setErrors]);

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
    if (key in errors) clear(key as UserField);
  };

  function handleSave() {
    const verdict = checkUserForm(values, editing !== null);
    if (!verdict.ok) {
      setErrors(verdict.errors);
      warnFirst(verdict.first);
      return;
    }
    // Without an id the body came from the create contract, which requires the password.
    const input: SaveUserInput = editing
      ? { id: editing.id, body: verdict.body }
      : { body: verdict.body as TCreateUserRequest };
    save.mutate(
      input,
      saveFeedback({
        success: (answer) => answer.message,
        onHide,
        onRefused: (error) => markServer(error),
      }),
    );
  }

  const showPassword = editing === null || values.changePassword;
  const errorOf = (name: string) => errors[name as UserField];
  const { choice, text } = formFieldsOf(values, set, errorOf, {
    idOf: (name) => `user-${name}`,
    inputClassName: 'w-full',
  });
  return (
    <FormDialog
      visible={visible}
      onHide={onHide}
      header={editing ? 'Actualizar usuario' : 'Agregar usuario'}
      formId={FORM_ID}
      saving={save.isPending}
      className="users-form"
      onSubmit={handleSave}
    >
      <DropdownField
        id="user-employee"
        label="Código del empleado"
        required
        error={errors.employeeNumberId}
        value={values.employeeNumberId || null}
        options={employeeOptions}
        optionLabel="label"
        optionValue="value"
        filter
        placeholder="Seleccione el empleado"
        emptyMessage={noOptionsText('empleados')}
        emptyFilterMessage="Sin resultados"
        onChange={(value) => set('employeeNumberId', value ?? '')}
      />
      {choice('status', 'Estado', options?.statuses ?? [], 'estados', {
        id: 'user-status',
        placeholder: 'Seleccione el estado',
      })}
      {text('email', 'Correo', 254, { type: 'email', autoComplete: 'off' })}
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
        <PasswordField
          id="user-password"
          label="Contraseña"
          required
          autoComplete="new-password"
          maxLength={128}
          value={values.password}
          onChange={(value) => set('password', value)}
          error={errors.password}
        >
          <PasswordStrengthMeter password={values.password} />
        </PasswordField>
      )}
    </FormDialog>
  );
}
