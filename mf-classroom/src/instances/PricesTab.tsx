import { useState } from 'react';
import { instanceEndpoints, PRICE_TYPES, type PriceType } from '@atrium/classroom-contract';
import { Button, callEndpoint, Select, TextField, toast, useEndpoint, useHasRole, useT } from '@atrium/shared-ui';
import { CustomerPicker } from './CustomerPicker';
import { toMajor, toMinor, type InstanceForm } from './instance-form';

/** Document 000 §6: per-customer discounts are for platform admins only. */
function CustomerDiscounts({ instanceId }: { instanceId: number }) {
  const t = useT();
  const discounts = useEndpoint(instanceEndpoints.discounts, { params: { id: instanceId } });
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [percent, setPercent] = useState('');

  const add = async () => {
    if (customerId === null || !percent) return;
    try {
      await callEndpoint(instanceEndpoints.saveDiscount, {
        params: { id: instanceId },
        body: { customerId, discountPercent: Number(percent) },
      });
    } catch {
      return void toast.error('instances.discount.addFailed');
    }
    discounts.reload();
  };
  const remove = async (discountId: number) => {
    try {
      await callEndpoint(instanceEndpoints.removeDiscount, { params: { id: instanceId, discountId } });
    } catch {
      toast.error('instances.discount.removeFailed');
    }
    discounts.reload();
  };
  return (
    <fieldset className="atr-fieldset" data-testid="customer-discounts">
      <legend>{t('instances.discounts')}</legend>
      <ul>
        {(discounts.data ?? []).map((d) => (
          <li key={d.id}>
            #{d.customerId}: {d.discountPercent} %{' '}
            <Button variant="link" onClick={() => void remove(d.id)}>
              {t('instances.discount.remove', { name: `#${d.customerId}` })}
            </Button>
          </li>
        ))}
      </ul>
      <CustomerPicker value={customerId} onChange={setCustomerId} />
      <TextField
        label={t('instances.discount.percent')}
        type="number"
        min={0}
        max={100}
        value={percent}
        onChange={(e) => setPercent(e.target.value)}
      />
      <Button onClick={() => void add()}>{t('instances.discount.add')}</Button>
    </fieldset>
  );
}

export function PricesTab({
  form,
  onChange,
  instanceId,
}: {
  form: InstanceForm;
  onChange: (form: InstanceForm) => void;
  instanceId: number | null;
}) {
  const t = useT();
  const isPlatformAdmin = useHasRole('atrium');
  return (
    <div className="atr-form">
      <Select
        label={t('instances.field.priceType')}
        value={form.priceType}
        options={PRICE_TYPES.map((value) => ({ value, label: t(`instances.priceType.${value}`) }))}
        onChange={(e) => onChange({ ...form, priceType: e.target.value as PriceType })}
      />
      <TextField
        label={`${t('instances.field.price')} (${form.currency})`}
        type="number"
        min={0}
        step="0.01"
        value={toMajor(form.price)}
        onChange={(e) => onChange({ ...form, price: toMinor(e.target.value) })}
      />
      {isPlatformAdmin && instanceId !== null && <CustomerDiscounts instanceId={instanceId} />}
    </div>
  );
}
