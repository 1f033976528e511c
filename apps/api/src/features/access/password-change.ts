import {
  ERROR_CODES,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  LOGIN_MESSAGES,
  PASSWORD_FLOW_MESSAGES,
  type TChangePasswordRequest,
} from '@quincena/contracts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import type { RequestAuth } from '../../platform/auth/request-context.ts';
import { revokeUserSessions } from '../../platform/auth/sessions.ts';
import { badRequest, tooManyRequests, unauthenticated } from '../../platform/errors/app-error.ts';
import type { AccessDeps } from './access.deps.ts';
import {
  clearLockout,
  findLockout,
  findUserById,
  recordSignInFailure,
  updateUserPassword,
} from './access.repository.ts';

const LOCK_MS = LOGIN_LOCK_MINUTES * 60_000;

const locked = (until: Date, now: Date) =>
  tooManyRequests(
    ERROR_CODES.accountLocked,
    LOGIN_MESSAGES.locked,
    Math.ceil((until.getTime() - now.getTime()) / 1000),
  );

/**
 * Spec 03 §2.13, §5, §7.3 PostChange_password. The contract schema checks, in the spec's order,
 * the empty fields, the confirmation and the strength; here the current password is checked.
 * A wrong current password counts toward the sign-in lock of the address (decision 0163): a
 * stolen session cannot be used to guess the password faster than the sign-in screen allows.
 */
export async function changePassword(deps: AccessDeps, auth: RequestAuth, request: TChangePasswordRequest) {
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw unauthenticated();
  const now = deps.clock.now();
  const lockout = await findLockout(deps.db, user.email);
  if (lockout?.lockedUntil) {
    if (lockout.lockedUntil > now) throw locked(lockout.lockedUntil, now);
    await clearLockout(deps.db, user.email);
  }
  if (!(await verifyPassword(user.passwordHash, request.currentPassword))) {
    const { lockedUntil } = await recordSignInFailure(deps.db, user.email, now, {
      windowMs: LOCK_MS,
      maxFailures: LOGIN_MAX_FAILURES,
      lockMs: LOCK_MS,
    });
    if (lockedUntil) {
      deps.log.warn({ userId: user.id }, 'password change locked after repeated wrong current passwords');
      throw locked(lockedUntil, now);
    }
    throw badRequest(ERROR_CODES.wrongCurrentPassword, PASSWORD_FLOW_MESSAGES.currentWrong, {
      currentPassword: PASSWORD_FLOW_MESSAGES.currentWrong,
    });
  }
  await clearLockout(deps.db, user.email);
  if (request.newPassword === request.currentPassword) {
    throw badRequest(ERROR_CODES.validation, PASSWORD_FLOW_MESSAGES.sameAsCurrent, {
      newPassword: PASSWORD_FLOW_MESSAGES.sameAsCurrent,
    });
  }
  const passwordHash = await hashPassword(request.newPassword);
  await deps.db.transaction(async (tx) => {
    await updateUserPassword(tx, user.id, passwordHash, now);
    // Every other session of the user ends; the one that changed the password goes on (decision 0161).
    await revokeUserSessions(tx, user.id, 'PASSWORD', now, auth.sessionId);
  });
  deps.log.info({ userId: user.id }, 'password changed');
}
