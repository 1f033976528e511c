import {
  ERROR_CODES,
  type TVerificationConfirmRequest,
  type TVerificationSendResponse,
  VERIFICATION_CODE_MINUTES,
  VERIFICATION_MESSAGES,
  VERIFICATION_RESEND_SECONDS,
} from '@quincena/contracts';
import type { RequestAuth } from '../../platform/auth/request-context.ts';
import { badRequest, conflict, tooManyRequests } from '../../platform/errors/app-error.ts';
import type { AccessDeps } from './access.deps.ts';
import {
  activeCode,
  consumeCode,
  latestCode,
  markUserEnabled,
  recordCodeMiss,
  replaceCode,
} from './access.repository.ts';
import {
  expiryOf,
  hashCode,
  MAX_CODE_ATTEMPTS,
  newVerificationCode,
  oneTimeCodeMail,
  sameHash,
} from './one-time-code.ts';

function waitText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [];
  if (minutes) parts.push(minutes === 1 ? '1 minuto' : `${minutes} minutos`);
  if (rest) parts.push(rest === 1 ? '1 segundo' : `${rest} segundos`);
  return parts.join(' y ');
}

const alreadyVerified = () => conflict(ERROR_CODES.alreadyVerified, VERIFICATION_MESSAGES.alreadyVerified);

/**
 * Spec 03 §2.21, §7.3 GetCode_user: e-mails a 6-digit code valid 10 minutes to the
 * administrator; another one only after 2 minutes.
 */
export async function sendVerificationCode(
  deps: AccessDeps,
  auth: RequestAuth,
): Promise<TVerificationSendResponse> {
  if (auth.enabled) throw alreadyVerified();
  const now = deps.clock.now();
  const previous = await latestCode(deps.db, auth.userId, 'VERIFICATION');
  if (previous) {
    const availableAt = previous.createdAt.getTime() + VERIFICATION_RESEND_SECONDS * 1000;
    const secondsLeft = Math.ceil((availableAt - now.getTime()) / 1000);
    if (secondsLeft > 0) {
      throw tooManyRequests(
        ERROR_CODES.resendTooSoon,
        `Podrás solicitar un nuevo código en ${waitText(secondsLeft)}`,
        secondsLeft,
      );
    }
  }
  const code = newVerificationCode();
  await replaceCode(deps.db, {
    userId: auth.userId,
    purpose: 'VERIFICATION',
    codeHash: hashCode(code),
    createdAt: now,
    expiresAt: expiryOf(now, VERIFICATION_CODE_MINUTES),
  });
  await deps.mail.send(
    oneTimeCodeMail({
      to: auth.email,
      subject: 'Quincena: código de verificación de tu cuenta',
      label: 'Tu código de verificación es',
      code,
      minutes: VERIFICATION_CODE_MINUTES,
      where: `Escríbelo en ${deps.publicUrl}/Verification para activar tu cuenta.`,
      hintName: 'código',
    }),
  );
  return { resendAvailableAt: new Date(now.getTime() + VERIFICATION_RESEND_SECONDS * 1000).toISOString() };
}

/** Spec 03 §7.3 PostCode_user: a matching code enables the account (single use). */
export async function confirmVerificationCode(
  deps: AccessDeps,
  auth: RequestAuth,
  request: TVerificationConfirmRequest,
): Promise<void> {
  if (auth.enabled) throw alreadyVerified();
  const now = deps.clock.now();
  const invalid = () =>
    badRequest(ERROR_CODES.invalidCode, VERIFICATION_MESSAGES.codeInvalid, {
      code: VERIFICATION_MESSAGES.codeInvalid,
    });
  const code = await activeCode(deps.db, auth.userId, 'VERIFICATION', now);
  if (!code) throw invalid();
  if (!sameHash(code.codeHash, hashCode(request.code))) {
    await recordCodeMiss(deps.db, code.id, now, MAX_CODE_ATTEMPTS);
    throw invalid();
  }
  await deps.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, code.id, now))) throw invalid();
    await markUserEnabled(tx, auth.userId);
  });
  deps.log.info({ userId: auth.userId }, 'administrator account verified');
}
