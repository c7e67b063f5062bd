import {
  Button,
  callEndpoint,
  ConfirmDialog,
  ErrorPanel,
  formatDateTime,
  formatMoney,
  Spinner,
  useAuth,
  useEndpoint,
  useT,
} from '@atrium/shared-ui';
import { personSalesEndpoints } from '@atrium/reports-contract';
import { useState } from 'react';
import { applyChange } from './user-administration-api';

/** cart (document 002 §2, §6): what the person has in their cart, which a platform admin can close (empty). */
export function CartTab({ userId }: { userId: number }) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const cart = useEndpoint(personSalesEndpoints.cart, { params: { userId } });
  const [closing, setClosing] = useState(false);
  if (cart.error) return <ErrorPanel error={cart.error} onRetry={cart.reload} />;
  if (!cart.data) return <Spinner />;
  const { items, currency } = cart.data;

  const close = () =>
    void applyChange(() => callEndpoint(personSalesEndpoints.closeCart, { params: { userId } }), 'useradmin.cart.closed', cart.set);

  return (
    <>
      <table className="atr-table">
        <caption>{t('useradmin.cart')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('useradmin.cart.course')}</th>
            <th scope="col">{t('useradmin.cart.type')}</th>
            <th scope="col">{t('useradmin.cart.quantity')}</th>
            <th scope="col">{t('useradmin.cart.unitPrice')}</th>
            <th scope="col">{t('useradmin.cart.added')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={`${item.courseType}-${item.courseId}`}>
              <td>{item.title ?? t('useradmin.cart.unknownCourse', { id: item.courseId })}</td>
              <td>{t(`useradmin.cart.type.${item.courseType}`)}</td>
              <td>{item.quantity}</td>
              <td>{item.unitNetPrice === null ? t('useradmin.cart.noPrice') : formatMoney(item.unitNetPrice, currency, locale)}</td>
              <td>{formatDateTime(item.addedAt)}</td>
            </tr>
          ))}
          {items.length === 0 && (
            <tr>
              <td colSpan={5}>{t('useradmin.cart.empty')}</td>
            </tr>
          )}
        </tbody>
      </table>
      {items.length > 0 && (
        <Button variant="secondary" onClick={() => setClosing(true)}>
          {t('useradmin.cart.close')}
        </Button>
      )}
      <ConfirmDialog
        open={closing}
        title={t('useradmin.cart.close')}
        message={t('useradmin.cart.close.confirm', { count: items.length })}
        confirmLabel={t('useradmin.cart.close')}
        onConfirm={() => {
          setClosing(false);
          close();
        }}
        onCancel={() => setClosing(false)}
      />
    </>
  );
}
