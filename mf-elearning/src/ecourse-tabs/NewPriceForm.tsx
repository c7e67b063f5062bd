import { ECOURSE_CURRENCIES, ecoursePriceEndpoints, newEcoursePriceSchema, type EcoursePrice } from '@atrium/elearning-contract';
import { Button, callEndpoint, DateField, Select, TextField, toast, toMinorUnits, useAuth, useT } from '@atrium/shared-ui';
import { useState } from 'react';
import { localIsoDay } from '../format-day';
import { useSaveFailure } from './use-save-failure';
import './messages';

type PriceCurrency = (typeof ECOURSE_CURRENCIES)[number];
type PriceField = 'value' | 'currency' | 'fromDate' | 'toDate';

// The contract's own rules carry message keys (the dates' order); its type checks get one key a field.
const FIELD_KEYS: Record<PriceField, string> = {
  value: 'ecourse.prices.invalid.amount',
  currency: 'ecourse.prices.invalid.currency',
  fromDate: 'ecourse.prices.invalid.date',
  toDate: 'ecourse.prices.invalid.date',
};

/** A new price: the amount is typed in currency units and sent in minor units. */
export function NewPriceForm({ ecourseId, onCreated }: { ecourseId: number; onCreated: (price: EcoursePrice) => void }) {
  const t = useT();
  const saveFailed = useSaveFailure();
  const [amount, setAmount] = useState('');
  const siteCurrency = useAuth((state) => state.currency);
  const [currency, setCurrency] = useState<PriceCurrency>(siteCurrency);
  const [fromDate, setFromDate] = useState<string | null>(() => localIsoDay(new Date()));
  const [toDate, setToDate] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<PriceField, string>>>({});
  const [saving, setSaving] = useState(false);

  const add = async () => {
    const parsed = newEcoursePriceSchema.safeParse({ value: toMinorUnits(amount), currency, fromDate, toDate });
    if (!parsed.success) {
      const found: Partial<Record<PriceField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as PriceField;
        found[field] ??= issue.code === 'custom' ? issue.message : FIELD_KEYS[field];
      }
      return setErrors(found);
    }
    setErrors({});
    setSaving(true);
    try {
      onCreated(await callEndpoint(ecoursePriceEndpoints.add, { params: { id: ecourseId }, body: parsed.data }));
      toast.success('ecourse.prices.created');
      setAmount('');
    } catch (error) {
      saveFailed(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <fieldset className="atr-toolbar">
      <legend>{t('ecourse.prices.new')}</legend>
      <TextField
        label={t('ecourse.prices.amount')}
        inputMode="decimal"
        value={amount}
        error={errors.value}
        onChange={(event) => setAmount(event.target.value)}
      />
      <Select
        label={t('ecourse.prices.currency')}
        options={ECOURSE_CURRENCIES.map((code) => ({ value: code, label: code }))}
        value={currency}
        error={errors.currency}
        onChange={(event) => setCurrency(event.target.value as PriceCurrency)}
      />
      <DateField label={t('ecourse.prices.from')} value={fromDate} onChange={setFromDate} error={errors.fromDate} />
      <DateField label={t('ecourse.prices.to')} value={toDate} onChange={setToDate} error={errors.toDate} />
      <Button variant="primary" busy={saving} onClick={() => void add()}>
        {t('ecourse.prices.add')}
      </Button>
    </fieldset>
  );
}
