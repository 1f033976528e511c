import {
  ERROR_CODES,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  LOGIN_MESSAGES,
  type TLoginRequest,
  type TLoginResponse,
} from '@quincena/contracts';
import { findSessionUser } from '../../platform/auth/auth.repository.ts';
import { decoyPasswordHash, verifyPassword } from '../../platform/auth/passwords.ts';
import { toRequestAuth } from '../../platform/auth/request-context.ts';
import { openSession } from '../../platform/auth/sessions.ts';
import { AppError, tooManyRequests } from '../../platform/errors/app-error.ts';
import type { AccessDeps } from './access.deps.ts';
import { clearLockout, findLockout, findUserByEmail, recordSignInFailure } from './access.repository.ts';
import { sessionOf } from './session.ts';

/** Spec 01 §4, §9: 3 failures lock sign-in for 5 minutes (300000 ms), then the count restarts. */
const LOCK_MS = LOGIN_LOCK_MINUTES * 60_000;
/** Failures count together when they fall within the lock length of the first one (decision 0012). */
const FAILURE_WINDOW_MS = LOCK_MS;

const locked = (until: Date, now: Date) =>
  tooManyRequests(
    ERROR_CODES.accountLocked,
    LOGIN_MESSAGES.locked,
    Math.ceil((until.getTime() - now.getTime()) / 1000),
  );

/**
 * Sign-in: the human check, then the per-address lock, then the password. An unknown address,
 * a wrong password and an inactive user all get the same 401 after the same work.
 */
export async function signIn(deps: AccessDeps, request: TLoginRequest): Promise<TLoginResponse> {
  await deps.humanCheck.assertSolved(request.altcha);
  const now = deps.clock.now();
  const email = request.email;

  const lockout = await findLockout(deps.db, email);
  if (lockout?.lockedUntil) {
    if (lockout.lockedUntil > now) throw locked(lockout.lockedUntil, now);
    await clearLockout(deps.db, email);
  }

  const user = await findUserByEmail(deps.db, email);
  const passwordOk = await verifyPassword(
    user?.passwordHash ?? (await decoyPasswordHash()),
    request.password,
  );
  if (!user || !passwordOk || user.status !== 'A') {
    const { lockedUntil } = await recordSignInFailure(deps.db, email, now, {
      windowMs: FAILURE_WINDOW_MS,
      maxFailures: LOGIN_MAX_FAILURES,
      lockMs: LOCK_MS,
    });
    if (lockedUntil) {
      deps.log.warn({ userId: user?.id }, 'sign-in locked after repeated failures');
      throw locked(lockedUntil, now);
    }
    throw new AppError(401, ERROR_CODES.invalidCredentials, LOGIN_MESSAGES.failed);
  }

  await clearLockout(deps.db, email);
  const issued = await openSession(deps.db, deps.clock, deps.tokens, {
    userId: user.id,
    role: user.role,
    companyId: user.companyId,
  });
  const current = await findSessionUser(deps.db, user.id, deps.operators);
  if (!current) throw new AppError(401, ERROR_CODES.invalidCredentials, LOGIN_MESSAGES.failed);
  const session = sessionOf(toRequestAuth(current, issued));
  return {
    token: issued.token,
    expiresAt: issued.expiresAt.toISOString(),
    refreshToken: issued.refreshToken,
    session,
  };
}
