import type {
  TChangePasswordRequest,
  TLoginRequest,
  TPasswordRecoveryCheckRequest,
  TPasswordRecoveryRequest,
  TPasswordResetRequest,
  TRefreshRequest,
  TRegisterRequest,
  TVerificationConfirmRequest,
} from '@quincena/contracts';
import type { RequestAuth } from '../../platform/auth/request-context.ts';
import type { AccessDeps } from './access.deps.ts';
import { markTermsAccepted } from './access.repository.ts';
import { changePassword } from './password-change.ts';
import { checkRecoveryToken, requestPasswordRecovery, resetPassword } from './password-recovery.ts';
import { register } from './registration.ts';
import { refreshSession, sessionOf, signOut } from './session.ts';
import { signIn } from './sign-in.ts';
import { confirmVerificationCode, sendVerificationCode } from './verification.ts';

/** The access rules (spec 01 §4–§9, spec 03 §2.13, §2.21, §2.22), one operation per file. */
export function createAccessService(deps: AccessDeps) {
  return {
    register: (request: TRegisterRequest) => register(deps, request),
    signIn: (request: TLoginRequest) => signIn(deps, request),
    session: (auth: RequestAuth) => sessionOf(auth),
    refresh: (auth: RequestAuth, request: TRefreshRequest) => refreshSession(deps, auth, request),
    signOut: (auth: RequestAuth) => signOut(deps, auth),
    acceptTerms: (auth: RequestAuth) => markTermsAccepted(deps.db, auth.userId, deps.clock.now()),
    requestPasswordRecovery: (request: TPasswordRecoveryRequest) => requestPasswordRecovery(deps, request),
    checkRecoveryToken: (request: TPasswordRecoveryCheckRequest) => checkRecoveryToken(deps, request),
    resetPassword: (request: TPasswordResetRequest) => resetPassword(deps, request),
    sendVerificationCode: (auth: RequestAuth) => sendVerificationCode(deps, auth),
    confirmVerificationCode: (auth: RequestAuth, request: TVerificationConfirmRequest) =>
      confirmVerificationCode(deps, auth, request),
    changePassword: (auth: RequestAuth, request: TChangePasswordRequest) =>
      changePassword(deps, auth, request),
    humanCheckChallenge: () => deps.humanCheck.challenge(),
  };
}
export type AccessService = ReturnType<typeof createAccessService>;
