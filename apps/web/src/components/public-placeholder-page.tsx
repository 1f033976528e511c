import { Link, useLocation } from 'react-router';
import { findScreen } from '../app/route-table.ts';
import { BrandMark } from './brand-mark.tsx';
import { UnderConstruction } from './under-construction.tsx';

/** A public screen a later issue builds (API reference, legacy sign-up, letter validation). */
export function PublicPlaceholderPage() {
  const { pathname } = useLocation();
  const title = findScreen(pathname)?.title ?? 'Pantalla';
  return (
    <div className="public-page">
      <header className="public-page__header">
        <Link to="/Login" aria-label="Ir a iniciar sesión">
          <BrandMark />
        </Link>
      </header>
      <main className="public-page__main">
        <h1 className="page-title__text mb-3">{title}</h1>
        <UnderConstruction title={title} />
      </main>
    </div>
  );
}
