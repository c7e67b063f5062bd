import { orderEndpoints, type Order } from '@atrium/reports-contract';
import { ErrorPanel, formatDateDisplay, formatMoney, Link, Page, Spinner, useAuth, useEndpoint, useT } from '@atrium/shared-ui';
import { Fragment } from 'react';
import './messages';

export interface OrderConfirmationPageProps {
  /** /confirmation/{orderId} shows the whole order; /purchaseconfirmation/{purchaseId} one purchase of it. */
  kind: 'order' | 'purchase';
  id: number;
}

function Lines({ order, purchaseId }: { order: Order; purchaseId: number | null }) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const lines = purchaseId === null ? order.lines : order.lines.filter((line) => line.purchaseId === purchaseId);
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  return (
    <table className="atr-table">
      <caption className="atr-visually-hidden">{t('confirmation.lines')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('confirmation.course')}</th>
          <th scope="col">{t('confirmation.quantity')}</th>
          <th scope="col">{t('confirmation.unitPrice')}</th>
          <th scope="col">{t('confirmation.netPrice')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <Fragment key={line.purchaseId}>
            <tr>
              <td>{line.courseType === 'ECOURSE' ? <Link href={`/license/ecourse/${line.courseId}`}>{line.title}</Link> : line.title}</td>
              <td>{line.quantity}</td>
              <td>{money(line.unitNetPrice)}</td>
              <td>{money(line.netPrice)}</td>
            </tr>
            {/* Course extras bought with the line (reports decision 0147), counted in the order's total. */}
            {line.extras.map((extra) => (
              <tr key={`${line.purchaseId}-${extra.extraId}`}>
                <td>+ {extra.name}</td>
                <td>{extra.quantity}</td>
                <td>{money(extra.unitNetPrice)}</td>
                <td>{money(extra.netPrice)}</td>
              </tr>
            ))}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}

/** The end of checkout (document 001): the order number, what was bought, and the totals in the site's currency. */
export default function OrderConfirmationPage({ kind, id }: OrderConfirmationPageProps) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  // Orders belong to the reports area; the company area shows their confirmations (document 001).
  const byOrder = useEndpoint(orderEndpoints.order, kind === 'order' ? { params: { orderId: id } } : null);
  const byPurchase = useEndpoint(orderEndpoints.purchase, kind === 'purchase' ? { params: { purchaseId: id } } : null);
  const order = kind === 'order' ? byOrder : byPurchase;

  const body = () => {
    if (order.error) return <ErrorPanel error={order.error} onRetry={order.reload} />;
    if (!order.data) return <Spinner />;
    const data = order.data;
    const vat = Math.round((data.netTotal * data.vatPercent) / 100);
    const money = (minor: number) => formatMoney(minor, data.currency, locale);
    return (
      <>
        <p role="status">{t('confirmation.thanks', { orderId: data.orderId })}</p>
        <dl>
          <dt>{t('confirmation.orderNumber')}</dt>
          <dd>{data.orderId}</dd>
          <dt>{t('confirmation.placed')}</dt>
          <dd>{formatDateDisplay(data.created.slice(0, 10))}</dd>
          <dt>{t('confirmation.yourReference')}</dt>
          <dd>{data.yourReference}</dd>
        </dl>
        <Lines order={data} purchaseId={kind === 'purchase' ? id : null} />
        <dl>
          <dt>{t('confirmation.netTotal')}</dt>
          <dd>{money(data.netTotal)}</dd>
          <dt>{t('confirmation.vat', { percent: data.vatPercent })}</dt>
          <dd>{money(vat)}</dd>
          <dt>{t('confirmation.total')}</dt>
          <dd>{money(data.netTotal + vat)}</dd>
        </dl>
        <p>{t('confirmation.byInvoice')}</p>
      </>
    );
  };

  return <Page title={t(kind === 'order' ? 'confirmation.orderTitle' : 'confirmation.purchaseTitle')}>{body()}</Page>;
}
