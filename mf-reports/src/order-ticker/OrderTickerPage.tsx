import { ORDER_TICKER_REFRESH_MS, orderTickerEndpoints, type TickerOrder } from '@atrium/reports-contract';
import {
  Checkbox,
  DataGrid,
  DateField,
  ErrorPanel,
  formatDateTime,
  formatMoney,
  hrefTo,
  Link,
  Page,
  useAuth,
  useEndpoint,
  useT,
  type ColDef,
} from '@atrium/shared-ui';
import { useEffect, useMemo, useState } from 'react';
import { rangeError } from './ticker-range';
import { useTickerDays } from './use-ticker-day';
import { useOrderBell } from './use-order-bell';
import './messages';

/** The order's number, a link to its history (decision 0214). */
function OrderLink({ data }: { data?: TickerOrder }) {
  const t = useT();
  if (!data) return null;
  return (
    <Link href={hrefTo('sales.order.history', { orderId: data.orderId })} aria-label={t('orderTicker.history', { orderId: data.orderId })}>
      {data.orderId}
    </Link>
  );
}

/** /orderticker (document 003): the orders of a range with totals, live while both dates are today. */
export default function OrderTickerPage() {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const { from, to, setFrom, setTo, tick, live } = useTickerDays(ORDER_TICKER_REFRESH_MS);
  const error = rangeError(from, to);
  const ticker = useEndpoint(orderTickerEndpoints.get, error || !from || !to ? null : { params: { dateFrom: from, dateTo: to } });
  // Each tick (every minute while the range is live) reads the orders again.
  const { reload } = ticker;
  useEffect(() => {
    if (tick > 0) reload();
  }, [tick, reload]);
  const currency = ticker.data?.currencyIsoCode ?? 'NOK';
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const [displayMode, setDisplayMode] = useState(false);
  const bigOrder = useOrderBell(ticker.data?.orders, `${from}/${to}`, displayMode);

  const columns = useMemo<ColDef<TickerOrder>[]>(
    () => [
      {
        field: 'placed',
        headerName: t('orderTicker.placed'),
        valueFormatter: (p) => formatDateTime(String(p.value)),
      },
      { field: 'orderId', headerName: t('orderTicker.orderId'), cellRenderer: OrderLink },
      { field: 'purchaseId', headerName: t('orderTicker.purchaseId') },
      { field: 'title', headerName: t('orderTicker.course'), flex: 1 },
      { field: 'courseType', headerName: t('orderTicker.type'), valueFormatter: (p) => t(`orderTicker.type.${String(p.value)}`) },
      { field: 'netPriceInCents', headerName: t('orderTicker.netPrice'), valueFormatter: (p) => money(Number(p.value)) },
    ],
    // money depends on currency and locale only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale, currency],
  );

  return (
    <Page title={t('orderTicker.title')}>
      <div className="atr-form-row">
        <DateField label={t('orderTicker.dateFrom')} value={from} onChange={setFrom} />
        <DateField label={t('orderTicker.dateTo')} value={to} onChange={setTo} />
      </div>
      <Checkbox label={t('orderTicker.displayMode')} checked={displayMode} onChange={(event) => setDisplayMode(event.target.checked)} />
      {error && <p role="alert">{t(error)}</p>}
      {bigOrder && <p role="status">{t('orderTicker.bigOrder', { title: bigOrder.title, price: money(bigOrder.netPriceInCents) })}</p>}
      {live && <p role="status">{t('orderTicker.live')}</p>}
      {ticker.error && <ErrorPanel error={ticker.error} onRetry={ticker.reload} />}
      {ticker.data && (
        <dl aria-label={t('orderTicker.totals')}>
          <dt>{t('orderTicker.total')}</dt>
          <dd>{money(ticker.data.total)}</dd>
          <dt>{t('orderTicker.elearningTotal')}</dt>
          <dd>{money(ticker.data.elearningTotal)}</dd>
          <dt>{t('orderTicker.classroomTotal')}</dt>
          <dd>{money(ticker.data.classroomTotal)}</dd>
        </dl>
      )}
      {!error && (
        <DataGrid
          ariaLabel={t('orderTicker.title')}
          rows={ticker.data?.orders ?? []}
          loading={!ticker.data && !ticker.error}
          columns={columns}
          getRowId={(row) => String(row.purchaseId)}
        />
      )}
    </Page>
  );
}
