import {
  ERROR_CODES,
  PASSWORD_FLOW_MESSAGES,
  RECOVERY_TOKEN_MINUTES,
  type TPasswordRecoveryCheckRequest,
  type TPasswordRecoveryRequest,
  type TPasswordResetRequest,
} from '@quincena/contracts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
import type { AccessDeps } from './access.deps.ts';
import {
  activeCode,
  clearLockout,
  consumeCode,
  endSessionsBefore,
  findUserByEmail,
  recordCodeMiss,
  replaceCode,
  updateUserPassword,
} from './access.repository.ts';
import {
  expiryOf,
  hashCode,
  MAX_CODE_ATTEMPTS,
  newRecoveryToken,
  oneTimeCodeMail,
  sameHash,
} from './one-time-code.ts';

const invalidToken = () =>
  badRequest(ERROR_CODES.invalidCode, PASSWORD_FLOW_MESSAGES.tokenInvalid, {
    token: PASSWORD_FLOW_MESSAGES.tokenInvalid,
  });

/**
 * Step 1 (spec 01 §4, spec 03 §7.2 getToken): e-mails a single-use token valid 15 minutes.
 * The caller always gets the same answer, so it cannot learn whether the address is registered.
 */
export async function requestPasswordRecovery(
  deps: AccessDeps,
  request: TPasswordRecoveryRequest,
): Promise<void> {
  const started = performance.now();
  try {
    await recoverySteps(deps, request);
  } finally {
    // Decision 0163: the answer never comes sooner than RECOVERY_ANSWER_MS, whether or not the
    // address has an account, so its timing does not tell (a monotonic clock, not the app's).
    await padTo(started, RECOVERY_ANSWER_MS);
  }
}

/** The shortest time the recovery request answers in; above the mail delivery of a local SMTP relay. */
export const RECOVERY_ANSWER_MS = 750;

async function padTo(started: number, minimumMs: number): Promise<void> {
  const left = minimumMs - (performance.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

async function recoverySteps(deps: AccessDeps, request: TPasswordRecoveryRequest): Promise<void> {
  const user = await findUserByEmail(deps.db, request.email);
  // The same token work whether or not the address has an account.
  const token = newRecoveryToken();
  const codeHash = hashCode(token);
  if (user?.status !== 'A') {
    deps.log.info('password recovery asked for an address without an active account');
    return;
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await replaceCode(tx, {
      userId: user.id,
      purpose: 'RECOVERY',
      codeHash,
      createdAt: now,
      expiresAt: expiryOf(now, RECOVERY_TOKEN_MINUTES),
    });
  });
  // After the commit: no network call inside a transaction (STYLE.md habit 10). A delivery
  // failure is logged and kept in the outbox, never answered: a 502 for registered addresses
  // only would tell which addresses exist.
  await deps.mail
    .send(
      oneTimeCodeMail({
        to: user.email,
        subject: 'Quincena: token para restablecer tu contraseña',
        label: 'Tu token para restablecer la contraseña es',
        code: token,
        minutes: RECOVERY_TOKEN_MINUTES,
        where: `Escríbelo en ${deps.publicUrl}/Login, en «¿Olvidó su contraseña?».`,
        closing: ['', 'Si no lo solicitaste, ignora este correo: tu contraseña no cambia.'],
        hintName: 'token',
      }),
    )
    .catch((error: unknown) =>
      deps.log.error({ userId: user.id, err: error }, 'recovery e-mail not delivered'),
    );
}

/** The redeemable recovery code matching the token, or a 400 after counting the miss. */
async function matchingCode(deps: AccessDeps, email: string, token: string) {
  const now = deps.clock.now();
  const user = await findUserByEmail(deps.db, email);
  if (user?.status !== 'A') throw invalidToken();
  const code = await activeCode(deps.db, user.id, 'RECOVERY', now);
  if (!code) throw invalidToken();
  if (!sameHash(code.codeHash, hashCode(token))) {
    await recordCodeMiss(deps.db, code.id, now, MAX_CODE_ATTEMPTS);
    throw invalidToken();
  }
  return { user, code, now };
}

/** Step 2: tells whether the token is good, without consuming it. */
export async function checkRecoveryToken(
  deps: AccessDeps,
  request: TPasswordRecoveryCheckRequest,
): Promise<void> {
  await matchingCode(deps, request.email, request.token);
}

/** Step 3 (spec 03 §7.2 updatePassword): consumes the token and sets the new password. */
export async function resetPassword(deps: AccessDeps, request: TPasswordResetRequest): Promise<void> {
  const { user, code, now } = await matchingCode(deps, request.email, request.token);
  const passwordHash = await hashPassword(request.newPassword);
  await deps.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, code.id, now))) throw invalidToken();
    await updateUserPassword(tx, user.id, passwordHash, now);
    // Whoever held a session before the reset (maybe the reason for it) is signed out.
    await endSessionsBefore(tx, user.id, now);
    // A person who just proved the address owns the account signs in at once.
    await clearLockout(tx, user.email);
  });
  deps.log.info({ userId: user.id }, 'password reset with a recovery token');
}
