import type { TSessionResponse } from '@quincena/contracts/access';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { notify, ToastHost } from '../components/notify.tsx';
import { HelpVideosSync } from '../features/help/components/help-videos-sync.tsx';
import { sessionStore, useStoredSession } from '../lib/session-store.ts';
import type { AccessProfile } from './access-profile.ts';
import { decideRoute } from './guards.ts';

export function toProfile(session: TSessionResponse): AccessProfile {
  return { role: session.role, enabled: session.enabled, instanceAdmin: session.instanceAdmin };
}

/** Ends the session, then the guard (now without a session) sends the user to /Login. */
function SignOutAndLeave() {
  useEffect(() => {
    sessionStore.signOut();
    notify.warn('No tiene permiso para abrir esa pantalla. Inicie sesión de nuevo.');
  }, []);
  return null;
}

/** The root of every route: applies the guard of spec 01 §2.2 before any screen renders. */
export function RootLayout() {
  const { pathname, search } = useLocation();
  const stored = useStoredSession();
  const decision = decideRoute(pathname, stored ? toProfile(stored.session) : null);

  let content = <Outlet />;
  if (decision.kind === 'redirect') {
    content = decision.signOut ? (
      <SignOutAndLeave />
    ) : (
      <Navigate to={{ pathname: decision.to, search }} replace />
    );
  }
  return (
    <>
      <ToastHost />
      <HelpVideosSync />
      {content}
    </>
  );
}

/** Shown while a lazily loaded screen arrives. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <i className="pi pi-spin pi-spinner" aria-hidden="true" />
      <span>Cargando información...</span>
    </div>
  );
}
