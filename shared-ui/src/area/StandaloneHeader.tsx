import { useAuth } from '../auth/use-auth';
import { Button } from '../components/Button';
import { LocaleSelect } from '../components/LocaleSelect';
import { useT } from '../i18n/use-t';

/**
 * A standalone remote's own header (its users never see the shell's): the product, the language choice and, once
 * signed in, who is signed in and the sign-out. Signing out starts the page afresh at its login form.
 */
export function StandaloneHeader() {
  const t = useT();
  const me = useAuth((state) => state.me);
  const logout = async () => {
    await useAuth.getState().logout();
    window.location.reload();
  };
  return (
    <header className="atr-header">
      <span className="atr-brand">{t('app.title')}</span>
      <LocaleSelect />
      {me && (
        <div className="atr-user-menu">
          <span data-testid="signed-in-user">{`${me.user.firstName} ${me.user.lastName}`}</span>
          <Button variant="secondary" onClick={() => void logout()}>
            {t('logout')}
          </Button>
        </div>
      )}
    </header>
  );
}
