import type { TLoginRequest, TLoginResponse } from '@quincena/contracts/access';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';

/** POST /api/access/login (the sign-in screen's calls carry only contract types; decision 0022). */
export const useLogin = () =>
  useMutation({
    mutationFn: (body: TLoginRequest) => apiRequest<TLoginResponse>('POST', '/api/access/login', { body }),
  });

/** POST /api/access/terms/accept with the token of a sign-in whose session is not kept yet. */
export const useAcceptTerms = () =>
  useMutation({ mutationFn: (token: string) => apiRequest('POST', '/api/access/terms/accept', { token }) });

/** POST /api/access/sign-out: ends the session on the server (decision 0161); never throws. */
export async function signOutOnServer(): Promise<void> {
  if (!sessionStore.token()) return;
  try {
    await apiRequest('POST', '/api/access/sign-out');
  } catch {
    // Offline or already ended: the tokens still expire with the session, and local data is cleared.
  }
}
