import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../common/email.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, passwordStrength } from '../common/password.ts';
import { ZNoveltyListQuery, ZNoveltyPage } from '../novelties/common.ts';

/** Texts of /Users (spec 01 §5 add-user order, §8 messages), spelling fixed. */
export const USER_MESSAGES = {
  employeeEmpty: 'Seleccionar código del empleado',
  statusEmpty: 'Agregar estado',
  emailInvalid: 'Agregar correo valido',
  passwordEmpty: PASSWORD_MESSAGES.empty,
  passwordWeak: PASSWORD_MESSAGES.weak,
  created: 'Usuario agregado exitosamente',
  updated: 'Usuario actualizado exitosamente',
  deleted: 'Usuario eliminado',
  deleteQuestion: '¿Desea eliminar el usuario?',
  emailTaken: 'Ya existe un usuario con ese correo',
  employeeUnknown: 'El empleado no existe en la empresa',
  employeeHasUser: 'El empleado ya tiene un usuario de autogestión',
  notFound: 'El usuario no existe',
} as const;

/** Self-service account statuses: A active, I inactive (spec 01 §6; the users table's status). */
export const USER_STATUSES = [
  { code: 'A', name: 'Activo' },
  { code: 'I', name: 'Inactivo' },
] as const;
export const ZUserStatus = z.enum(['A', 'I'], USER_MESSAGES.statusEmpty);
export type TUserStatus = z.infer<typeof ZUserStatus>;

/** An employee's identification number as the persons record keeps it (spec 01 §5: at most 12 characters). */
export const EMPLOYEE_NUMBER_ID_MAX_LENGTH = 12;
const ZEmployeeNumberId = z
  .string(USER_MESSAGES.employeeEmpty)
  .trim()
  .min(1, USER_MESSAGES.employeeEmpty)
  .max(EMPLOYEE_NUMBER_ID_MAX_LENGTH, USER_MESSAGES.employeeEmpty);

const ZUserEmail = z
  .string(USER_MESSAGES.emailInvalid)
  .trim()
  .max(EMAIL_MAX_LENGTH, USER_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, USER_MESSAGES.emailInvalid)
  .toLowerCase();

/** A new password for a self-service account: the registration rule, medium or strong (spec 01 §5). */
const ZUserPassword = z
  .string(USER_MESSAGES.passwordEmpty)
  .min(1, USER_MESSAGES.passwordEmpty)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong)
  .refine((value) => passwordStrength(value) !== 'WEAK', { message: USER_MESSAGES.passwordWeak });

/** POST /api/users — the four fields in the order the spec checks them. */
export const ZCreateUserRequest = z.object({
  employeeNumberId: ZEmployeeNumberId,
  status: ZUserStatus,
  email: ZUserEmail,
  password: ZUserPassword,
});
export type TCreateUserRequest = z.infer<typeof ZCreateUserRequest>;

/** PUT /api/users/:id — the password travels only when the administrator changes it. */
export const ZUpdateUserRequest = ZCreateUserRequest.extend({ password: ZUserPassword.optional() });
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

export const ZUserIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const ZUserEmployee = z.object({
  numberId: z.string(),
  name: z.string(),
  contractId: z.number().int().nullable(),
});
export type TUserEmployee = z.infer<typeof ZUserEmployee>;

export const ZSelfServiceUser = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.object({ code: ZUserStatus, name: z.string() }),
  employee: ZUserEmployee,
});
export type TSelfServiceUser = z.infer<typeof ZSelfServiceUser>;

/** GET /api/users — one page, the query every large list takes (decision 0151); fields employee, email, status. */
export const ZUserListQuery = ZNoveltyListQuery.omit({ calendarId: true, contractId: true });
export type TUserListQueryParsed = z.output<typeof ZUserListQuery>;

/** One page of /Users and how many accounts match. */
export const ZSelfServiceUserList = ZNoveltyPage(ZSelfServiceUser);
export type TSelfServiceUserList = z.infer<typeof ZSelfServiceUserList>;

/** GET /api/users/options — the employees an account can serve and the statuses. */
export const ZUserOptions = z.object({
  employees: z.array(ZUserEmployee),
  statuses: z.array(z.object({ code: ZUserStatus, name: z.string() })),
});
export type TUserOptions = z.infer<typeof ZUserOptions>;

export const ZUserSaved = z.object({ user: ZSelfServiceUser, message: z.string() });
export type TUserSaved = z.infer<typeof ZUserSaved>;

export const ZUserDeleted = z.object({ message: z.string() });
