import { Page, useAuth, useT } from '@atrium/shared-ui';

// The documents redirect /mypage* to a server-side dashboard this product does not have; the shell
// shows the signed-in user's own page instead (decision recorded in ARCHITECTURE.md).
export function MyPage() {
  const t = useT();
  const me = useAuth((state) => state.me);
  if (!me) return null;
  return (
    <Page title={t('mypage.title')}>
      <p>{`${me.user.firstName} ${me.user.lastName} (${me.user.email})`}</p>
      <ul>
        {me.contexts.map((context) => (
          <li key={context.customerId}>{`${context.customerName}: ${context.roles.join(', ')}`}</li>
        ))}
      </ul>
    </Page>
  );
}
