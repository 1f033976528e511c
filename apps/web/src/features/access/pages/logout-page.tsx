import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore } from '../../../lib/session-store.ts';
import { signOutOnServer } from '../api/sign-in.mutations.ts';

/** /Logout: clears every stored session fact and cached answer, then /Login (spec 01 §4). */
export function LogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    // The server ends the session (decision 0161); the browser forgets it whatever the answer.
    void signOutOnServer().finally(() => {
      sessionStore.signOut();
      queryClient.clear();
      navigate('/Login', { replace: true });
    });
  }, [queryClient, navigate]);
  return null;
}
