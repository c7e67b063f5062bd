import { ErrorPanel, formatDateTime, formatMoney, Spinner, useAuth, useEndpoint, useT } from '@atrium/shared-ui';
import { personSalesEndpoints } from '@atrium/reports-contract';

/** orders (document 002 §2): the orders the person placed or is a learner on, from the reports area, newest first. */
export function OrdersTab({ userId }: { userId: number }) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const orders = useEndpoint(personSalesEndpoints.orders, { params: { userId } });
  if (orders.error) return <ErrorPanel error={orders.error} onRetry={orders.reload} />;
  if (!orders.data) return <Spinner />;
  return (
    <table className="atr-table">
      <caption>{t('useradmin.orders')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('useradmin.orders.number')}</th>
          <th scope="col">{t('useradmin.orders.created')}</th>
          <th scope="col">{t('useradmin.orders.status')}</th>
          <th scope="col">{t('useradmin.orders.reference')}</th>
          <th scope="col">{t('useradmin.orders.role')}</th>
          <th scope="col">{t('useradmin.orders.lines')}</th>
          <th scope="col">{t('useradmin.orders.total')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.data.map((order) => (
          <tr key={order.id}>
            <td>{order.id}</td>
            <td>{formatDateTime(order.created)}</td>
            <td>{t(`useradmin.orders.status.${order.status}`)}</td>
            <td>{order.yourReference}</td>
            <td>{t(order.purchaser ? 'useradmin.orders.purchaser' : 'useradmin.orders.learner')}</td>
            <td>
              <ul>
                {order.lines.map((line, index) => (
                  <li key={index}>
                    {line.quantity} × {line.title}
                    {line.forPerson && ` (${t('useradmin.orders.forPerson')})`}
                  </li>
                ))}
              </ul>
            </td>
            <td>{formatMoney(order.netTotal, order.currency, locale)}</td>
          </tr>
        ))}
        {orders.data.length === 0 && (
          <tr>
            <td colSpan={7}>{t('useradmin.orders.none')}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
