import { navigateToUrl } from 'single-spa';
import { Button, useAuth, useT } from '@atrium/shared-ui';
import { CustomerSwitch } from './CustomerSwitch';

export function UserMenu() {
  const t = useT();
  const me = useAuth((state) => state.me);
  if (!me) return null;
  const logout = async () => {
    await useAuth.getState().logout();
    navigateToUrl('/login');
  };
  return (
    <div className="atr-user-menu">
      <CustomerSwitch />
      <span data-testid="signed-in-user">{`${me.user.firstName} ${me.user.lastName}`}</span>
      <Button variant="secondary" onClick={() => void logout()}>
        {t('logout')}
      </Button>
    </div>
  );
}
