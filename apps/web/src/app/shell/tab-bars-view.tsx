import { Link, useLocation } from 'react-router';
import type { Role } from '../access-profile.ts';
import { type ShownTabBar, tabBarsFor } from '../tab-bars.ts';

function TabBarView({ bar, secondary }: { bar: ShownTabBar; secondary?: boolean }) {
  return (
    <nav className={`tab-bar ${secondary ? 'tab-bar--secondary' : ''}`} aria-label={`Pestañas ${bar.id}`}>
      {bar.tabs.map((tab, index) => (
        <Link
          key={tab.to}
          to={tab.to}
          className={`tab-bar__tab ${index === bar.activeIndex ? 'is-active' : ''}`}
          aria-current={index === bar.activeIndex ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

/** The area's tab bar and, inside it, the secondary one; the active tab follows the path. */
export function TabBars({ role }: { role: Role }) {
  const { pathname } = useLocation();
  const { primary, secondary } = tabBarsFor(pathname, role);
  if (!primary && !secondary) return null;
  return (
    <div className="tab-bars">
      {primary && <TabBarView bar={primary} />}
      {secondary && <TabBarView bar={secondary} secondary />}
    </div>
  );
}
