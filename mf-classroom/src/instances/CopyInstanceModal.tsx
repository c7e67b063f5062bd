import { useState } from 'react';
import { consecutiveDays, todayIso, type Happening } from '@atrium/classroom-contract';
import { Button, DateField, formatDate, Modal, toast, useIdempotencyKey, useT } from '@atrium/shared-ui';
import { instanceApi } from './instance-api';

export interface CopyInstanceModalProps {
  instanceId: number | null;
  onClose: () => void;
  onCopied: (newId: number) => void;
}

/** Document 000 §2: the copy's course days fall on consecutive days from the chosen first date. */
export function copiedHappenings(happenings: Happening[], firstDate: string) {
  const days = consecutiveDays(firstDate, happenings.length);
  return happenings.map((happening, i) => ({ date: days[i]!, instructors: happening.instructors }));
}

export function CopyInstanceModal({ instanceId, onClose, onCopied }: CopyInstanceModalProps) {
  const t = useT();
  const [firstDate, setFirstDate] = useState<string | null>(todayIso());
  const [count, setCount] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // A retry of the same copy makes one copy (decision 0115); another instance or first date is another copy.
  const idempotency = useIdempotencyKey(`${instanceId}/${firstDate}`);

  const submit = async () => {
    if (instanceId === null || !firstDate) return;
    setBusy(true);
    try {
      const happenings = await instanceApi.happenings(instanceId);
      const copy = await instanceApi.copy(instanceId, { happenings: copiedHappenings(happenings, firstDate) }, idempotency);
      toast.success('courses.instance.copied.notification');
      onCopied(copy.id);
    } catch {
      toast.error('error.generic');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={instanceId !== null}
      title={t('instances.copy.title')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" busy={busy} onClick={() => void submit()} aria-disabled={!firstDate || undefined}>
            {t('instances.copy.submit')}
          </Button>
        </>
      }
    >
      <DateField
        label={t('instances.copy.firstDate')}
        value={firstDate}
        required
        onChange={(value) => {
          setFirstDate(value);
          if (value && instanceId !== null && count === null) void instanceApi.happenings(instanceId).then((h) => setCount(h.length));
        }}
      />
      {firstDate && count !== null && (
        <p>{t('instances.copy.preview', { days: consecutiveDays(firstDate, count).map(formatDate).join(', ') })}</p>
      )}
    </Modal>
  );
}
