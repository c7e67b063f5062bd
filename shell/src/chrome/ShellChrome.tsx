import { useEffect } from 'react';
import { LocaleSelect, ToastHost, useAuth, useLocationPath, useT } from '@atrium/shared-ui';
import { AREA_CONTAINER_ID, startAreas } from '../remotes/register-areas';
import { Navigation } from './Navigation';
import { UserMenu } from './UserMenu';
import { CartLink } from './CartLink';
import { ShellPage } from '../pages/ShellPage';

export function ShellChrome() {
  const t = useT();
  const status = useAuth((state) => state.status);
  const pathname = useLocationPath();
  useEffect(startAreas, []);

  const signedIn = status === 'signedIn';
  return (
    <div className={signedIn ? 'atr-app' : 'atr-app atr-app--signed-out'}>
      <a className="atr-skip-link" href="#atr-main">
        {t('nav.skip')}
      </a>
      <header className="atr-header">
        <span className="atr-brand">{t('app.title')}</span>
        <LocaleSelect />
        {signedIn && <CartLink pathname={pathname} />}
        {signedIn && <UserMenu />}
      </header>
      {signedIn && <Navigation pathname={pathname} />}
      <main className="atr-main" id="atr-main" tabIndex={-1}>
        <ShellPage pathname={pathname} />
        <div id={AREA_CONTAINER_ID} />
      </main>
      <ToastHost />
    </div>
  );
}
