import { Link, useAuth, useT } from '@atrium/shared-ui';
import { visibleNavigation } from '../routes/navigation';

export function Navigation({ pathname }: { pathname: string }) {
  const t = useT();
  const hasAnyRole = useAuth((state) => state.hasAnyRole);
  useAuth((state) => state.me?.activeCustomerId);
  return (
    <nav className="atr-nav" aria-label={t('nav.label')}>
      <ul>
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
