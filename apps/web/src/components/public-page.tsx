import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from './brand-mark.tsx';

/** The frame of a screen seen without signing in: the brand linking to /Login, then the page's title and body. */
export function PublicPage({
  title,
  mainClassName,
  mainStyle,
  children,
}: {
  title: string;
  mainClassName?: string;
  mainStyle?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div className="public-page">
      <header className="public-page__header">
        <Link to="/Login" aria-label="Ir a iniciar sesión">
          <BrandMark />
        </Link>
      </header>
      <main
        className={mainClassName ? `public-page__main ${mainClassName}` : 'public-page__main'}
        style={mainStyle}
      >
        <h1 className="page-title__text mb-3">{title}</h1>
        {children}
      </main>
    </div>
  );
}
