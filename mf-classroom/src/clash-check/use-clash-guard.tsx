import { useState, type ReactNode } from 'react';
import { clashCheckEndpoints, type Clash, type ClashCheck } from '@atrium/classroom-contract';
import { Button, callEndpoint, formatDate, Modal, useT } from '@atrium/shared-ui';
import './messages';

/**
 * Issue 15 "clash checks": before a save, asks the service what it would clash with; without clashes the save runs
 * at once, otherwise a dialog lists each clash and the save runs only when confirmed. A failed check does not stop
 * the save (the check informs, the save's own rules decide).
 */
export function useClashGuard(): { guard: (check: ClashCheck, save: () => Promise<void>) => Promise<void>; dialog: ReactNode } {
  const t = useT();
  const [pending, setPending] = useState<{ clashes: Clash[]; save: () => Promise<void> } | null>(null);

  const guard = async (check: ClashCheck, save: () => Promise<void>) => {
    let clashes: Clash[] = [];
    try {
      clashes = (await callEndpoint(clashCheckEndpoints.check, { body: check })).clashes;
    } catch {
      clashes = [];
    }
    if (clashes.length === 0) await save();
    else setPending({ clashes, save });
  };

  const confirm = () => {
    const save = pending?.save;
    setPending(null);
    if (save) void save();
  };

  const dialog = (
    <Modal
      open={pending !== null}
      title={t('clash.title')}
      onClose={() => setPending(null)}
      footer={
        <>
          <Button onClick={() => setPending(null)}>{t('clash.cancel')}</Button>
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
  return { guard, dialog };
}
