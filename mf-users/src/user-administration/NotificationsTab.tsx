import { ErrorPanel, formatDateTime, Spinner, useEndpoint, useT } from '@atrium/shared-ui';
import { NOTIFICATIONS_LIMIT, userNotificationEndpoints } from '@atrium/users-contract';

/** notifications (document 002 §2): the e-mails sent to the person from every area, newest first, each readable. */
export function NotificationsTab({ userId }: { userId: number }) {
  const t = useT();
  const sent = useEndpoint(userNotificationEndpoints.list, { params: { userId } });
  if (sent.error) return <ErrorPanel error={sent.error} onRetry={sent.reload} />;
  if (!sent.data) return <Spinner />;
  const { emails, addresses, limited } = sent.data;
  return (
    <>
      <p>{t('useradmin.notifications.addresses', { addresses: addresses.join(', ') })}</p>
      {limited && <p role="status">{t('useradmin.notifications.limited', { count: NOTIFICATIONS_LIMIT })}</p>}
      <table className="atr-table">
        <caption>{t('useradmin.notifications.emails')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('useradmin.notifications.at')}</th>
            <th scope="col">{t('useradmin.notifications.subject')}</th>
            <th scope="col">{t('useradmin.notifications.to')}</th>
            <th scope="col">{t('useradmin.notifications.status')}</th>
            <th scope="col">{t('useradmin.notifications.area')}</th>
          </tr>
        </thead>
        <tbody>
          {emails.map((email) => (
            <tr key={`${email.area}-${email.id}`}>
              <td>{formatDateTime(email.sentAt ?? email.createdAt)}</td>
              <td>
                <details>
                  <summary>{email.subject}</summary>
                  <pre style={{ whiteSpace: 'pre-wrap' }}>{email.text}</pre>
                </details>
              </td>
              <td>{[...email.to, ...email.cc].join(', ')}</td>
              <td>{t(`useradmin.notifications.status.${email.status}`)}</td>
              <td>{t(`useradmin.notifications.area.${email.area}`)}</td>
            </tr>
          ))}
          {emails.length === 0 && (
            <tr>
              <td colSpan={5}>{t('useradmin.notifications.none')}</td>
            </tr>
          )}
        </tbody>
      </table>
      <h2>{t('useradmin.notifications.sms')}</h2>
      <p>{t('useradmin.notifications.noSms')}</p>
    </>
  );
}
