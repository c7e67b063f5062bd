import { ErrorPanel, formatDateTime, Spinner, useEndpoint, useT } from '@atrium/shared-ui';
import { userAdministrationEndpoints } from '@atrium/users-contract';

/** logins (document 002 §2): the login log, each with success and browser, and the answer's error field. */
export function LoginsTab({ userId }: { userId: number }) {
  const t = useT();
  const logins = useEndpoint(userAdministrationEndpoints.logins, { params: { userId } });
  if (logins.error) return <ErrorPanel error={logins.error} onRetry={logins.reload} />;
  if (!logins.data) return <Spinner />;
  return (
    <>
      {logins.data.error && <p role="alert">{logins.data.error}</p>}
      <table className="atr-table">
        <caption>{t('useradmin.logins')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('useradmin.logins.at')}</th>
            <th scope="col">{t('useradmin.logins.success')}</th>
            <th scope="col">{t('useradmin.logins.browser')}</th>
          </tr>
        </thead>
        <tbody>
          {logins.data.logins.map((login, index) => (
            <tr key={`${login.at}-${index}`}>
              <td>{formatDateTime(login.at)}</td>
              <td>{t(login.success ? 'useradmin.logins.succeeded' : 'useradmin.logins.failed')}</td>
              <td>{login.browser ?? ''}</td>
            </tr>
          ))}
          {logins.data.logins.length === 0 && (
            <tr>
              <td colSpan={3}>{t('useradmin.logins.none')}</td>
            </tr>
          )}
        </tbody>
      </table>
    </>
  );
}
