import { useEffect, useState } from 'react';
import { Link, useAuth, useT } from '@atrium/shared-ui';
import { visibleNavigation } from '../routes/navigation';

/**
 * The menu. On a phone (max-width 48rem) it folds behind a menu button so the page's content comes first; it
 * closes again when a screen is chosen. On wider screens the button is hidden and the list always shows.
 */
export function Navigation({ pathname }: { pathname: string }) {
  const t = useT();
  const hasAnyRole = useAuth((state) => state.hasAnyRole);
  useAuth((state) => state.me?.activeCustomerId);
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);
  return (
    <nav className={open ? 'atr-nav atr-nav--open' : 'atr-nav'} aria-label={t('nav.label')}>
      <button
        type="button"
        className="atr-nav-toggle"
        aria-expanded={open}
        aria-controls="atr-nav-list"
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">☰</span> {t('nav.menu')}
      </button>
      <ul id="atr-nav-list">
        {visibleNavigation(hasAnyRole).map((item) => (
          <li key={item.path}>
            <Link href={item.path} aria-current={pathname.startsWith(item.path) ? 'page' : undefined}>
              {t(item.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
