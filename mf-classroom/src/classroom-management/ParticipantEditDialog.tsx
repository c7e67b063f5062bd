import { useState } from 'react';
import {
  classroomManagementEndpoints as endpoints,
  instructorStatusSchema,
  type ManagedParticipant,
  type ParticipantEdit,
  type WaitingListEntry,
} from '@atrium/classroom-contract';
import {
  Button,
  callEndpoint,
  CustomerPicker,
  fieldErrorsOf,
  Modal,
  Select,
  TextField,
  toast,
  useT,
  type CustomerItem,
} from '@atrium/shared-ui';
import { showRefusal } from './classroom-management-api';

/** Who is edited: an attending participant (customer, status, results) or a waiting-list entry (customer). */
type EditTarget = { kind: 'participant'; participant: ManagedParticipant } | { kind: 'waitingList'; entry: WaitingListEntry };

const SCORE = /^\d{1,6}$/;
const customerOf = (id: number | null, name: string | null): CustomerItem | null => (id === null ? null : { id, name: name ?? `#${id}` });

/**
 * Document 002 §2 "edit attending participants or the waiting list; edit results" (editParticipants). Names are
 * the person's own and are changed in the users area (decision 0225).
 */
export function ParticipantEditDialog({
  instanceId,
  target,
  onClose,
  onSaved,
}: {
  instanceId: number;
  target: EditTarget;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const row = target.kind === 'participant' ? target.participant : target.entry;
  const [customer, setCustomer] = useState(customerOf(row.customerId, row.customerName));
  const participant = target.kind === 'participant' ? target.participant : null;
  const [status, setStatus] = useState(participant?.status ?? 'enrolled');
  const [pretest, setPretest] = useState(participant?.pretest?.toString() ?? '');
  const [posttest, setPosttest] = useState(participant?.posttest?.toString() ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const badScore = (value: string) => (value !== '' && !SCORE.test(value) ? 'classroom-management.invalid.score' : undefined);

  const save = async () => {
    if (badScore(pretest) || badScore(posttest)) return;
    const edit: ParticipantEdit = {
      userUpdate: participant
        ? {
            type: 'participant',
            id: participant.id,
            status: instructorStatusSchema.parse(status),
            pretest: pretest === '' ? null : Number(pretest),
            posttest: posttest === '' ? null : Number(posttest),
          }
        : { type: 'waitingList', id: row.id },
      customerId: customer?.id ?? null,
    };
    try {
      await callEndpoint(endpoints.editParticipants, { params: { instanceId }, body: { participants: [edit] } });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length > 0) return setErrors(fields);
      // Not a field's fault (a second place for the same customer …): the screen's refusal message.
      return showRefusal(error);
    }
    toast.success('classroom-management.saved');
    onSaved();
  };

  return (
    <Modal
      open
      title={t('classroom-management.editParticipant', { name: row.name ?? row.userId })}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" onClick={() => void save()}>
            {t('classroom-management.save')}
          </Button>
        </>
      }
    >
      <CustomerPicker
        label={t('classroom-management.customer')}
        value={customer}
        onChange={setCustomer}
        error={errors['participants.0.customerId']}
      />
      {participant && (
        <>
          <Select
            label={t('classroom-management.column.status')}
            value={status}
            options={instructorStatusSchema.options.map((value) => ({
              value,
              label: t(`classroom-management.participantStatus.${value}`),
            }))}
            onChange={(event) => setStatus(instructorStatusSchema.parse(event.target.value))}
            error={errors['participants.0.userUpdate.status']}
          />
          <TextField
            label={t('classroom-management.pretest')}
            inputMode="numeric"
            value={pretest}
            error={badScore(pretest) ?? errors['participants.0.userUpdate.pretest']}
            onChange={(event) => setPretest(event.target.value.trim())}
          />
          <TextField
            label={t('classroom-management.posttest')}
            inputMode="numeric"
            value={posttest}
            error={badScore(posttest) ?? errors['participants.0.userUpdate.posttest']}
            onChange={(event) => setPosttest(event.target.value.trim())}
          />
        </>
      )}
    </Modal>
  );
}
