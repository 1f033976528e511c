import {
  type TCreateUserRequest,
  type TSelfServiceUser,
  type TUpdateUserRequest,
  ZCreateUserRequest,
  ZUpdateUserRequest,
} from '@quincena/contracts/users';

export interface UserFormValues {
  employeeNumberId: string;
  status: string;
  email: string;
  password: string;
  /** Update only: the administrator chose to set a new password. */
  changePassword: boolean;
}

export type UserField = 'employeeNumberId' | 'status' | 'email' | 'password';

/** Spec 01 §5: employee, status, e-mail, password — the first failure is the one announced. */
export const USER_CHECK_ORDER: readonly UserField[] = ['employeeNumberId', 'status', 'email', 'password'];

/** A new account starts with the first status preselected (spec 01 §4). */
export function emptyUserForm(firstStatus: string): UserFormValues {
  return { employeeNumberId: '', status: firstStatus, email: '', password: '', changePassword: false };
}

export function userFormOf(user: TSelfServiceUser): UserFormValues {
  return {
    employeeNumberId: user.employee.numberId,
    status: user.status.code,
    email: user.email,
    password: '',
    changePassword: false,
  };
}

export type UserFormVerdict =
  | { ok: true; body: TCreateUserRequest | TUpdateUserRequest }
  | { ok: false; errors: Partial<Record<UserField, string>>; first: string };

/**
 * Checks the dialog with the server's own contract: the create schema for a new account; the
 * update schema for an edit, with the password only when "Cambiar contraseña" is on (and then it
 * may not be empty).
 */
export function checkUserForm(values: UserFormValues, editing: boolean): UserFormVerdict {
  const sendPassword = !editing || values.changePassword;
  const raw = {
    employeeNumberId: values.employeeNumberId,
    status: values.status || undefined,
    email: values.email,
    ...(sendPassword ? { password: values.password } : {}),
  };
  const parsed = editing ? ZUpdateUserRequest.safeParse(raw) : ZCreateUserRequest.safeParse(raw);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Partial<Record<UserField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as UserField;
    errors[field] ??= issue.message;
  }
  const first =
    USER_CHECK_ORDER.map((field) => errors[field]).find(Boolean) ?? parsed.error.issues[0]?.message ?? '';
  return { ok: false, errors, first };
}
