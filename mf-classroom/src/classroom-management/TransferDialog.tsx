import { useState } from 'react';
import { classroomManagementEndpoints as endpoints, type CourseOverview, type TransferResult } from '@atrium/classroom-contract';
import { Button, callEndpoint, Checkbox, formatDate, Modal, Select, toast, useLoad, useT } from '@atrium/shared-ui';
import { instanceApi } from '../instances/instance-api';
import { perform } from './classroom-management-api';

interface TransferDialogProps {
  overview: CourseOverview;
  onClose: () => void;
  onDone: () => void;
}

/** Document 002 §5: copy the chosen participants as free licenses, or move them, to another instance of the course. */
export function TransferDialog({ overview, onClose, onDone }: TransferDialogProps) {
  const t = useT();
  const instances = useLoad(`transfer/${overview.details.courseId}`, () =>
    instanceApi.courseInstances(overview.details.courseId, 'future'),
  );
  const [chosen, setChosen] = useState<number[]>([]);
  const [target, setTarget] = useState('');
  const [mode, setMode] = useState<'copy' | 'move'>('move');
  const targets = (instances.data ?? []).filter((instance) => instance.id !== overview.instanceId);

  const toggle = (id: number, on: boolean) => setChosen((list) => (on ? [...list, id] : list.filter((item) => item !== id)));

  const send = async () => {
    // The service answers these too; asked here first so the person hears at once (document 002 §8).
    if (chosen.length === 0 || !target) {
      toast.error(chosen.length === 0 ? 'notification.nousers' : 'classroom-management.transfer.noTarget');
      return;
    }
    const input = { params: { from: overview.instanceId, to: Number(target) }, body: { participants: chosen } };
    const done = await perform(
      () => callEndpoint(mode === 'copy' ? endpoints.copyAsFreeLicenses : endpoints.moveParticipants, input),
      (result: TransferResult) => {
        toast.success(mode === 'copy' ? 'notification.usersadded' : 'classroom-management.transfer.moved', { count: result.added.length });
        if (result.alreadyPresent.length > 0)
          toast.info('classroom-management.transfer.alreadyPresent', { count: result.alreadyPresent.length });
        if (result.noSeat.length > 0) toast.info('classroom-management.transfer.noSeat', { count: result.noSeat.length });
      },
    );
    if (done) onDone();
  };

  return (
    <Modal
      open
      title={t('classroom-management.transfer')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" onClick={() => void send()}>
            {t(mode === 'copy' ? 'classroom-management.transfer.copy' : 'classroom-management.transfer.move')}
          </Button>
        </>
      }
    >
      <Select
        label={t('classroom-management.transfer.mode')}
        value={mode}
        options={[
          { value: 'move', label: t('classroom-management.transfer.move') },
          { value: 'copy', label: t('classroom-management.transfer.copy') },
        ]}
        onChange={(event) => setMode(event.target.value === 'copy' ? 'copy' : 'move')}
      />
      <Select
        label={t('classroom-management.transfer.target')}
        value={target}
        placeholder={t('classroom-management.transfer.chooseTarget')}
        options={targets.map((instance) => ({
          value: String(instance.id),
          label: `${instance.id} · ${formatDate(instance.startDate) || '–'}`,
        }))}
        onChange={(event) => setTarget(event.target.value)}
      />
      <fieldset>
        <legend>{t('classroom-management.transfer.who')}</legend>
        {overview.participants.attending.map((participant) => (
          <Checkbox
            key={participant.id}
            label={participant.name ?? `#${participant.userId}`}
            checked={chosen.includes(participant.id)}
            onChange={(event) => toggle(participant.id, event.target.checked)}
          />
        ))}
      </fieldset>
    </Modal>
  );
}
