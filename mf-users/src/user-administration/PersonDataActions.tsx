import { Button, callEndpoint, ConfirmDialog, Modal, useT } from '@atrium/shared-ui';
import { personErasureEndpoints, personExportUrl, USER_ERASED, type AdminUser, type ErasureAnswer } from '@atrium/users-contract';
import { useState } from 'react';
import { applyChange } from './user-administration-api';

/**
 * GDPR for one person (decision 0136): download everything every area holds about them as one archive, or erase them
 * (anonymise, confirmed first), then read what was kept and why.
 */
export function PersonDataActions({ user, onErased }: { user: AdminUser; onErased: () => void }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [kept, setKept] = useState<ErasureAnswer['kept'] | null>(null);
  const name = `${user.firstname} ${user.lastname}`;

  const erase = () =>
    void applyChange(
      () => callEndpoint(personErasureEndpoints.erase, { params: { userId: user.id } }),
      USER_ERASED,
      (answer) => {
        setKept(answer.kept);
        onErased();
      },
    );

  return (
    <>
      <a className="atr-button atr-button--secondary" href={personExportUrl(user.id)} download>
        {t('usererase.export')}
      </a>{' '}
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {t('usererase.erase')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('usererase.erase')}
        message={t('usererase.confirm', { name })}
        confirmLabel={t('usererase.erase')}
        onConfirm={() => {
          setConfirming(false);
          erase();
        }}
        onCancel={() => setConfirming(false)}
      />
      <Modal open={kept !== null} title={t('usererase.keptTitle')} onClose={() => setKept(null)}>
        <ul>
          {(kept ?? []).map((entry) => (
            <li key={entry.area}>
              <strong>{t(entry.what)}</strong> {t(entry.why)}
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
