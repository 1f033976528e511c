import { ERROR_CODES, PASSWORD_FLOW_MESSAGES, type TChangePasswordRequest } from '@quincena/contracts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import type { RequestAuth } from '../../platform/auth/request-context.ts';
import { badRequest, unauthenticated } from '../../platform/errors/app-error.ts';
import type { AccessDeps } from './access.deps.ts';
import { findUserById, updateUserPassword } from './access.repository.ts';

/**
 * Spec 03 §2.13, §5, §7.3 PostChange_password. The contract schema checks, in the spec's order,
 * the empty fields, the confirmation and the strength; here the current password is checked.
 */
export async function changePassword(deps: AccessDeps, auth: RequestAuth, request: TChangePasswordRequest) {
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw unauthenticated();
  if (!(await verifyPassword(user.passwordHash, request.currentPassword))) {
    throw badRequest(ERROR_CODES.wrongCurrentPassword, PASSWORD_FLOW_MESSAGES.currentWrong, {
      currentPassword: PASSWORD_FLOW_MESSAGES.currentWrong,
    });
  }
  if (request.newPassword === request.currentPassword) {
    throw badRequest(ERROR_CODES.validation, PASSWORD_FLOW_MESSAGES.sameAsCurrent, {
      newPassword: PASSWORD_FLOW_MESSAGES.sameAsCurrent,
    });
  }
  await updateUserPassword(deps.db, user.id, await hashPassword(request.newPassword), deps.clock.now());
  deps.log.info({ userId: user.id }, 'password changed');
}
