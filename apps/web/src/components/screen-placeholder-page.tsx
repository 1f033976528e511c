import { useLocation } from 'react-router';
import { findScreen } from '../app/route-table.ts';
import { PageMessages } from '../features/help/components/page-messages.tsx';
import { PageTitle } from './page-title.tsx';
import { UnderConstruction } from './under-construction.tsx';

/** A guarded screen a later issue builds: the shell, its title with video help, and the panel. */
export function ScreenPlaceholderPage() {
  const { pathname } = useLocation();
  const screen = findScreen(pathname);
  const title = screen?.title ?? 'Pantalla';
  return (
    <div className="page">
      <PageTitle title={title} videoKey={screen?.videoKey} />
      {screen && <PageMessages page={screen.path.slice(1)} />}
      <UnderConstruction title={title} />
    </div>
  );
}
