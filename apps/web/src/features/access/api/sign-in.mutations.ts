import type { TLoginRequest, TLoginResponse } from '@quincena/contracts/access';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/access/login (the sign-in screen's calls carry only contract types; decision 0022). */
export const useLogin = () =>
  useMutation({
    mutationFn: (body: TLoginRequest) => apiRequest<TLoginResponse>('POST', '/api/access/login', { body }),
  });

/** POST /api/access/terms/accept with the token of a sign-in whose session is not kept yet. */
export const useAcceptTerms = () =>
  useMutation({ mutationFn: (token: string) => apiRequest('POST', '/api/access/terms/accept', { token }) });
