import { ecoursePriceEndpoints, priceCustomerBodySchema, type PriceCustomer } from '@atrium/elearning-contract';
import {
  Button,
  callEndpoint,
  CustomerPicker,
  ErrorPanel,
  RemoveButton,
  Spinner,
  TableHeadWithActions,
  TextField,
  toast,
  useEndpoint,
  useT,
  type CustomerItem,
} from '@atrium/shared-ui';
import { useState } from 'react';
import { useSaveFailure } from './use-save-failure';
import './messages';

const FIELD_KEYS: Record<string, string> = {
  customerId: 'ecourse.discounts.invalid.customer',
  discountPercent: 'ecourse.discounts.invalid.percent',
};

/** Document 001 §3, §6: per-customer discounts in percent of the list price, for platform admins only. */
export function PriceDiscountsPanel({ ecourseId }: { ecourseId: number }) {
  const t = useT();
  const saveFailed = useSaveFailure();
  const params = { id: ecourseId };
  const discounts = useEndpoint(ecoursePriceEndpoints.customers, { params });
  const [customer, setCustomer] = useState<CustomerItem | null>(null);
  const [percent, setPercent] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (discounts.error) return <ErrorPanel error={discounts.error} onRetry={discounts.reload} />;
  if (!discounts.data) return <Spinner />;

  const change = async (request: Promise<PriceCustomer[]>, success: string) => {
    try {
      discounts.set(await request);
      toast.success(success);
      return true;
    } catch (error) {
      saveFailed(error);
      return false;
    }
  };

  const add = async () => {
    const body = priceCustomerBodySchema.safeParse({
      customerId: customer?.id,
      discountPercent: percent.trim() === '' ? undefined : Number(percent),
    });
    if (!body.success)
      return setErrors(
        Object.fromEntries(body.error.issues.map((issue) => [String(issue.path[0]), FIELD_KEYS[String(issue.path[0])] ?? issue.message])),
      );
    setErrors({});
    if (await change(callEndpoint(ecoursePriceEndpoints.saveCustomer, { params, body: body.data }), 'ecourse.discounts.saved')) {
      setCustomer(null);
      setPercent('');
    }
  };

  const nameOf = (row: PriceCustomer) => row.customerName ?? t('ecourse.customerId', { id: row.customerId });

  return (
    <section>
      <h2>{t('ecourse.discounts.title')}</h2>
      {discounts.data.length === 0 ? (
        <p>{t('ecourse.discounts.none')}</p>
      ) : (
        <table>
          <caption className="atr-visually-hidden">{t('ecourse.discounts.title')}</caption>
          <TableHeadWithActions headings={[t('ecourse.discounts.customer'), t('ecourse.discounts.percent')]} />
          <tbody>
            {discounts.data.map((row) => (
              <tr key={row.customerId}>
                <td>{nameOf(row)}</td>
                <td>{t('ecourse.discounts.percentValue', { percent: row.discountPercent })}</td>
                <td>
                  <RemoveButton
                    label={t('ecourse.discounts.remove', { name: nameOf(row) })}
                    onClick={() =>
                      void change(
                        callEndpoint(ecoursePriceEndpoints.removeCustomer, { params: { ...params, customerId: row.customerId } }),
                        'ecourse.discounts.removed',
                      )
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <fieldset className="atr-toolbar">
        <legend>{t('ecourse.discounts.new')}</legend>
        <CustomerPicker label={t('ecourse.discounts.customer')} value={customer} onChange={setCustomer} error={errors.customerId} />
        <TextField
          label={t('ecourse.discounts.percent')}
          inputMode="numeric"
          value={percent}
          error={errors.discountPercent}
          onChange={(event) => setPercent(event.target.value)}
        />
        <Button onClick={() => void add()}>{t('ecourse.discounts.add')}</Button>
      </fieldset>
    </section>
  );
}
