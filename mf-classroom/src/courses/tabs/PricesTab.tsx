import { useState } from 'react';
import {
  Button,
  callEndpoint,
  DateField,
  ErrorPanel,
  formatDate,
  formatMoney,
  RemoveButton,
  Select,
  Spinner,
  TableHeadWithActions,
  TextField,
  toast,
  toMinorUnits,
  useAuth,
  useEndpoint,
  useT,
} from '@atrium/shared-ui';
import {
  coursePriceEndpoints,
  CURRENCIES,
  isPriceDeletable,
  isPriceValidNow,
  newCoursePriceSchema,
  type StoredCoursePrice,
} from '@atrium/classroom-contract';

const today = () => new Date().toISOString().slice(0, 10);

/** prices: amounts typed in major units and stored times 100; deletable while the end date is ahead. */
export function PricesTab({ courseId }: { courseId: number }) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const currency = useAuth((state) => state.currency);
  const prices = useEndpoint(coursePriceEndpoints.list, { params: { id: courseId } });
  const [amount, setAmount] = useState('');
  const [priceCurrency, setPriceCurrency] = useState<string>(currency);
  const [fromDate, setFromDate] = useState<string | null>(today());
  const [toDate, setToDate] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (prices.error) return <ErrorPanel error={prices.error} onRetry={prices.reload} />;
  if (!prices.data) return <Spinner />;

  const add = async () => {
    const value = toMinorUnits(amount);
    const parsed = newCoursePriceSchema.safeParse({ value, currency: priceCurrency, fromDate, toDate });
    if (value === null || !parsed.success) {
      const found: Record<string, string> = {};
      if (value === null) found.value = 'courses.classroom.invalid.amount';
      for (const issue of parsed.error?.issues ?? [])
        found[String(issue.path[0])] ??=
          issue.path[0] === 'toDate' && issue.code === 'custom' ? issue.message : 'courses.classroom.invalid.required';
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await callEndpoint(coursePriceEndpoints.add, { params: { id: courseId }, body: parsed.data });
      toast.success('notification.newprice');
      setAmount('');
      prices.reload();
    } catch {
      toast.error('courses.classroom.saveFailed');
    }
  };

  const remove = async (price: StoredCoursePrice) => {
    try {
      await callEndpoint(coursePriceEndpoints.remove, { params: { id: courseId, priceId: price.id } });
      toast.success('notification.pricedeleted');
    } catch {
      toast.error('courses.classroom.saveFailed');
    }
    prices.reload();
  };

  const now = today();
  return (
    <div>
      <table className="atr-table">
        <caption>{t('courses.classroom.prices')}</caption>
        <TableHeadWithActions
          headings={[
            t('courses.classroom.price.amount'),
            t('courses.classroom.price.from'),
            t('courses.classroom.price.to'),
            t('courses.classroom.price.validNow'),
          ]}
        />
        <tbody>
          {prices.data.map((price) => (
            <tr key={price.id} data-testid="price-row">
              <td>{formatMoney(price.value, price.currency, locale)}</td>
              <td>{formatDate(price.fromDate)}</td>
              <td>{formatDate(price.toDate)}</td>
              <td>{isPriceValidNow(price, now) ? t('courses.classroom.price.validNowMarker') : ''}</td>
              <td>
                {isPriceDeletable(price, now) && (
                  <RemoveButton
                    label={t('courses.classroom.price.delete', { price: formatMoney(price.value, price.currency, locale) })}
                    onClick={() => void remove(price)}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <fieldset className="atr-toolbar">
        <legend>{t('courses.classroom.price.new')}</legend>
        <TextField
          label={t('courses.classroom.price.amount')}
          inputMode="decimal"
          value={amount}
          error={errors.value}
          onChange={(e) => setAmount(e.target.value)}
        />
        <Select
          label={t('courses.classroom.price.currency')}
          options={CURRENCIES.map((code) => ({ value: code, label: code }))}
          value={priceCurrency}
          onChange={(e) => setPriceCurrency(e.target.value)}
        />
        <DateField label={t('courses.classroom.price.from')} value={fromDate} onChange={setFromDate} error={errors.fromDate} />
        <DateField label={t('courses.classroom.price.to')} value={toDate} onChange={setToDate} error={errors.toDate} />
        <Button variant="primary" onClick={() => void add()}>
          {t('courses.classroom.price.add')}
        </Button>
      </fieldset>
    </div>
  );
}
