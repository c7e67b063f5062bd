import { COURSE_EXTRA_KINDS, courseExtraEndpoints, type CourseExtra, type CourseExtraKind } from '@atrium/reports-contract';
import {
  Button,
  callEndpoint,
  Checkbox,
  failureKey,
  fieldErrorsOf,
  Modal,
  Select,
  TextField,
  toast,
  toMinorUnits,
  useIdempotencyKey,
  useT,
} from '@atrium/shared-ui';
import { useState } from 'react';

const CURRENCIES = ['NOK', 'SEK', 'EUR'] as const;
type Currency = (typeof CURRENCIES)[number];

const typedPrice = (extra: CourseExtra | null, currency: Currency) => {
  const price = extra?.prices.find((candidate) => candidate.currency === currency);
  return price ? (price.unitNetPrice / 100).toFixed(2) : '';
};

interface CourseExtraDialogProps {
  /** null creates a new extra. */
  extra: CourseExtra | null;
  onClose: (saved: boolean) => void;
}

/** Creates or changes a course extra: code, name, kind, on offer or withdrawn, a price per currency (decision 0215). */
export function CourseExtraDialog({ extra, onClose }: CourseExtraDialogProps) {
  const t = useT();
  const [code, setCode] = useState(extra?.code ?? '');
  const [name, setName] = useState(extra?.name ?? '');
  const [kind, setKind] = useState<CourseExtraKind>(extra?.kind ?? 'MEAL');
  const [active, setActive] = useState(extra?.active ?? true);
  const [prices, setPrices] = useState<Record<Currency, string>>({
    NOK: typedPrice(extra, 'NOK'),
    SEK: typedPrice(extra, 'SEK'),
    EUR: typedPrice(extra, 'EUR'),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const idempotency = useIdempotencyKey();

  const save = async () => {
    const found: Record<string, string> = {};
    const priced = CURRENCIES.filter((currency) => prices[currency].trim() !== '').map((currency) => {
      const unitNetPrice = toMinorUnits(prices[currency]);
      if (unitNetPrice === null) found[currency] = 'courseExtra.admin.invalidPrice';
      return { currency, unitNetPrice: unitNetPrice ?? 0 };
    });
    if (!code.trim()) found.code = 'validation.required';
    if (!name.trim()) found.name = 'validation.required';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const body = { code, name, kind, active, prices: priced };
    try {
      await (extra
        ? callEndpoint(courseExtraEndpoints.update, { params: { extraId: extra.extraId }, body })
        : callEndpoint(courseExtraEndpoints.create, { body }, { headers: idempotency }));
      toast.success('courseExtra.admin.saved', { name });
      onClose(true);
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      toast.error(failureKey(failure));
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={extra ? t('courseExtra.admin.editTitle', { name: extra.name }) : t('courseExtra.admin.newTitle')}
      onClose={() => onClose(false)}
      footer={
        <Button variant="primary" disabled={saving} onClick={() => void save()}>
          {t('courseExtra.admin.save')}
        </Button>
      }
    >
      <TextField
        label={t('courseExtra.admin.code')}
        value={code}
        maxLength={40}
        required
        error={errors.code}
        onChange={(event) => setCode(event.target.value)}
      />
      <TextField
        label={t('courseExtra.admin.name')}
        value={name}
        maxLength={200}
        required
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <Select
        label={t('courseExtra.kind')}
        value={kind}
        options={COURSE_EXTRA_KINDS.map((value) => ({ value, label: t(`courseExtra.kind.${value}`) }))}
        onChange={(event) => setKind(event.target.value as CourseExtraKind)}
      />
      {CURRENCIES.map((currency) => (
        <TextField
          key={currency}
          label={t('courseExtra.admin.price', { currency })}
          hint={t('courseExtra.admin.priceHint')}
          value={prices[currency]}
          inputMode="decimal"
          error={errors[currency] ?? errors.prices}
          onChange={(event) => setPrices((current) => ({ ...current, [currency]: event.target.value }))}
        />
      ))}
      <Checkbox label={t('courseExtra.admin.active')} checked={active} onChange={(event) => setActive(event.target.checked)} />
    </Modal>
  );
}
