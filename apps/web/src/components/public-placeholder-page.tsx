import { useLocation } from 'react-router';
import { findScreen } from '../app/route-table.ts';
import { PublicPage } from './public-page.tsx';
import { UnderConstruction } from './under-construction.tsx';

/** A public screen a later issue builds (API reference, legacy sign-up, letter validation). */
export function PublicPlaceholderPage() {
  const { pathname } = useLocation();
  const title = findScreen(pathname)?.title ?? 'Pantalla';
  return (
    <PublicPage title={title}>
      <UnderConstruction title={title} />
    </PublicPage>
  );
}
