import { Button, formatDate, Modal, useT } from '@atrium/shared-ui';
import type { PendingSave } from './use-clash-guard';
import './messages';

/** Each clash with the other course, day and time; "Save anyway" runs the waiting save (decision 0176). */
export function ClashDialog({ pending, onClose }: { pending: PendingSave | null; onClose: () => void }) {
  const t = useT();
  const confirm = () => {
    const save = pending?.save;
    onClose();
    if (save) void save();
  };
  return (
    <Modal
      open={pending !== null}
      title={t('clash.title')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('clash.cancel')}</Button>
          <Button variant="danger" onClick={confirm}>
            {t('clash.saveAnyway')}
          </Button>
        </>
      }
    >
      <ul data-testid="clashes">
        {pending?.clashes.map((clash) => (
          <li key={`${clash.kind}/${clash.who}/${clash.otherInstanceId}/${clash.date}/${clash.fromTime}`}>
            {t(`clash.${clash.kind}`, {
              name: clash.name ?? `#${clash.who}`,
              course: `${clash.otherTitle} (#${clash.otherInstanceId})`,
              date: formatDate(clash.date),
              from: clash.fromTime,
              to: clash.toTime,
            })}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
