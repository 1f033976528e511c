import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { shouldFetchHelpVideos, storeHelpVideos } from '../../../lib/help-videos.ts';
import { useStoredSession } from '../../../lib/session-store.ts';
import { useHelpVideos } from '../api/help.queries.ts';

/** Fetches the help videos at the routes spec 03 §1 names and keeps them under `<detailId>_VIDEO`. */
export function HelpVideosSync() {
  const { pathname } = useLocation();
  const stored = useStoredSession();
  const role = stored?.session.role ?? null;
  const { data } = useHelpVideos(shouldFetchHelpVideos(pathname, role), stored !== null);
  useEffect(() => {
    if (data) storeHelpVideos(data);
  }, [data]);
  return null;
}
