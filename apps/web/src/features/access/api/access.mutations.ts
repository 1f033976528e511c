import '../../../lib/zod-spanish.ts';
import {
  type TChangePasswordRequest,
  type TCompanyDraftRequest,
  type TPasswordRecoveryCheckRequest,
  type TPasswordRecoveryRequest,
  type TPasswordResetRequest,
  type TRegisterRequest,
  type TVerificationConfirmRequest,
  ZCompanyDraftSaveResponse,
  ZRefreshResponse,
  ZRegisterResponse,
  ZVerificationSendResponse,
} from '@quincena/contracts/access';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';

export const useRegister = () =>
  useMutation({
    mutationFn: (body: TRegisterRequest) =>
      apiRequest('POST', '/api/access/register', { body, schema: ZRegisterResponse }),
  });

export const useRequestRecovery = () =>
  useMutation({
    mutationFn: (body: TPasswordRecoveryRequest) =>
      apiRequest('POST', '/api/access/password-recovery', { body }),
  });

export const useCheckRecoveryToken = () =>
  useMutation({
    mutationFn: (body: TPasswordRecoveryCheckRequest) =>
      apiRequest('POST', '/api/access/password-recovery/check', { body }),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: TPasswordResetRequest) => apiRequest('POST', '/api/access/password-reset', { body }),
  });

export const useSendVerificationCode = () =>
  useMutation({
    mutationFn: () =>
      apiRequest('POST', '/api/access/verification/send', { schema: ZVerificationSendResponse }),
  });

export const useConfirmVerification = () =>
  useMutation({
    mutationFn: (body: TVerificationConfirmRequest) =>
      apiRequest('POST', '/api/access/verification/confirm', { body }),
  });

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: TChangePasswordRequest) => apiRequest('PUT', '/api/access/password', { body }),
  });

/**
 * POST /api/access/session/refresh (spec 03 §2.22): a fresh 60-minute token for the session's
 * refresh token. The answer's next refresh token is stored at once: the one sent is now spent.
 */
export async function refreshSession() {
  const fresh = await apiRequest('POST', '/api/access/session/refresh', {
    body: { refreshToken: sessionStore.get()?.refreshToken ?? '' },
    schema: ZRefreshResponse,
  });
  sessionStore.replaceRefreshToken(fresh.refreshToken);
  return fresh;
}

/** PUT /api/access/company-draft (/CompleteRegister, spec 01 §2.5). */
export const useSaveCompanyDraft = () =>
  useMutation({
    mutationFn: (body: TCompanyDraftRequest) =>
      apiRequest('PUT', '/api/access/company-draft', { body, schema: ZCompanyDraftSaveResponse }),
  });
