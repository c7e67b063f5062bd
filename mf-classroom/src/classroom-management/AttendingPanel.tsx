import { useCallback, useState } from 'react';
import { classroomManagementEndpoints as endpoints, type ManagedParticipant } from '@atrium/classroom-contract';
import { Button, callEndpoint, Checkbox, Modal, useT } from '@atrium/shared-ui';
import { perform } from './classroom-management-api';
import { ParticipantEditDialog } from './ParticipantEditDialog';
import { ParticipantGrid } from './ParticipantGrid';
import type { OverviewTabProps } from './PreTab';
import { TransferDialog } from './TransferDialog';

/** Who attends, each cancellable (with the option to ignore the cancellation rules), and copy or move to another instance. */
export function AttendingPanel({ overview, reload }: OverviewTabProps) {
  const t = useT();
  const [cancelling, setCancelling] = useState<ManagedParticipant | null>(null);
  const [ignoreRules, setIgnoreRules] = useState(false);
  const [transferring, setTransferring] = useState(false);
  const [editing, setEditing] = useState<ManagedParticipant | null>(null);
  const attending = overview.participants.attending;

  const actions = useCallback(
    (participant: ManagedParticipant) => (
      <>
        <Button
          variant="link"
          aria-label={t('classroom-management.editParticipant', { name: participant.name ?? participant.userId })}
          onClick={() => setEditing(participant)}
        >
          {t('classroom-management.editShort')}
        </Button>
        <Button
          variant="link"
          aria-label={t('classroom-management.cancelParticipant', { name: participant.name ?? participant.userId })}
          onClick={() => {
            setIgnoreRules(false);
            setCancelling(participant);
          }}
        >
          {t('classroom-management.cancel')}
        </Button>
      </>
    ),
    [t],
  );

  const cancel = async () => {
    if (!cancelling) return;
    const done = await perform(
      () =>
        callEndpoint(endpoints.cancelParticipation, {
          params: { instanceId: overview.instanceId },
          body: { participants: [cancelling.id], ignoreCancellationRules: ignoreRules },
        }),
      'licenses.cancelled',
    );
    setCancelling(null);
    if (done) reload();
  };

  return (
    <section className="atr-section">
      <h2>{t('classroom-management.attending', { count: attending.length })}</h2>
      <ParticipantGrid ariaLabel={t('classroom-management.attendingGrid')} participants={attending} actions={actions} />
      <div className="atr-toolbar">
        <Button disabled={attending.length === 0} onClick={() => setTransferring(true)}>
          {t('classroom-management.transfer')}
        </Button>
      </div>
      <Modal
        open={cancelling !== null}
        title={t('classroom-management.cancelParticipant', { name: cancelling?.name ?? '' })}
        onClose={() => setCancelling(null)}
        footer={
          <>
            <Button onClick={() => setCancelling(null)}>{t('common.cancel')}</Button>
            <Button variant="danger" onClick={() => void cancel()}>
              {t('classroom-management.cancelConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('classroom-management.cancelParticipant.question', { name: cancelling?.name ?? '' })}</p>
        <Checkbox
          label={t('classroom-management.ignoreCancellationRules')}
          checked={ignoreRules}
          onChange={(event) => setIgnoreRules(event.target.checked)}
        />
      </Modal>
      {editing && (
        <ParticipantEditDialog
          instanceId={overview.instanceId}
          target={{ kind: 'participant', participant: editing }}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {transferring && (
        <TransferDialog
          overview={overview}
          onClose={() => setTransferring(false)}
          onDone={() => {
            setTransferring(false);
            reload();
          }}
        />
      )}
    </section>
  );
}
