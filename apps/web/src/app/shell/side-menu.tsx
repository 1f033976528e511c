import { Link, useLocation } from 'react-router';
import { activeMenuEntry, type MenuEntry } from '../menu.ts';

/** The side menu of spec 01 §2.2; the current area is highlighted. */
export function SideMenu({ entries, open }: { entries: readonly MenuEntry[]; open: boolean }) {
  const { pathname } = useLocation();
  const active = activeMenuEntry(entries, pathname);
  return (
    <nav className={`side-menu ${open ? 'is-open' : ''}`} aria-label="Menú principal" aria-hidden={!open}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link
              to={entry.to}
              className={`side-menu__item ${entry === active ? 'is-active' : ''}`}
              aria-current={entry === active ? 'page' : undefined}
              tabIndex={open ? 0 : -1}
            >
              <i className={entry.icon} aria-hidden="true" />
              <span>{entry.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="side-menu__footer">Quincena · Nómina para Colombia</p>
    </nav>
  );
}
