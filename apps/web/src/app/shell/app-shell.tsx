import '../../lib/zod-spanish.ts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { accessKeys, fetchSession } from '../../features/access/api/access.queries.ts';
import { sessionStore, useStoredSession } from '../../lib/session-store.ts';
import { menuFor } from '../menu.ts';
import { toProfile } from '../root-layout.tsx';
import { SessionPrompt } from './session-prompt.tsx';
import { SideMenu } from './side-menu.tsx';
import { TabBars } from './tab-bars-view.tsx';
import { TopBar } from './top-bar.tsx';

/** Spec 01 §9: the side menu closes after navigation on screens 919 px wide or narrower. */
export const NARROW_SCREEN_QUERY = '(max-width: 919px)';

function isNarrow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN_QUERY).matches;
}

/** The signed-in frame: top bar, side menu, tab bars, the screen, and the session prompt. */
export function AppShell() {
  const stored = useStoredSession();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(() => !isNarrow());

  // Re-read the user facts once per shell mount, so a flag changed elsewhere (enabled, TI) shows.
  const sessionQuery = useQuery({
    queryKey: accessKeys.session(stored?.token ?? ''),
    queryFn: fetchSession,
    enabled: stored !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (sessionQuery.data) sessionStore.updateSession(sessionQuery.data);
  }, [sessionQuery.data]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing follows every change of path
  useEffect(() => {
    if (isNarrow()) setMenuOpen(false);
  }, [pathname]);

  if (!stored) return null;
  const profile = toProfile(stored.session);
  const entries = menuFor(profile);
  const limited = profile.role === 'ADMIN' && !profile.enabled;
  const hasMenu = entries.length > 0;

  return (
    <div className={`app-shell ${hasMenu && menuOpen ? 'is-menu-open' : ''}`}>
      <TopBar
        session={stored.session}
        limited={limited}
        hasMenu={hasMenu}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
      />
      <div className="app-shell__body">
        {hasMenu && (
          <>
            <SideMenu entries={entries} open={menuOpen} />
            <button
              type="button"
              className="app-shell__backdrop"
              aria-label="Cerrar menú"
              onClick={() => setMenuOpen(false)}
            />
          </>
        )}
        <main className="app-shell__main">
          <TabBars role={profile.role} />
          <Outlet />
        </main>
      </div>
      <SessionPrompt />
    </div>
  );
}
